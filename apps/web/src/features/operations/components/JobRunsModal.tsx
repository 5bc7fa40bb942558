import type { JobRunRecord, QuartzJobRecord } from '@mall/shared';
import { useQuery } from '@tanstack/react-query';
import { Modal, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/date-format';
import { quartzJobActions, quartzJobApi } from '../api/quartz-job-api';

const OUTCOME_COLOR = { running: 'processing', ok: 'success', failed: 'error' } as const;

interface JobRunsModalProps {
  job: QuartzJobRecord | null;
  onClose(): void;
}

/** The latest runs of a job: when, on which instance, how long, how it ended and why it failed. */
export function JobRunsModal({ job, onClose }: JobRunsModalProps) {
  const { t } = useTranslation('operations');
  const runs = useQuery({
    queryKey: [...quartzJobApi.keys.all, 'runs', job?.id],
    queryFn: () => quartzJobActions.runs(job?.id ?? ''),
    enabled: job !== null,
  });
  return (
    <Modal
      open={job !== null}
      title={t('job.runsTitle', { name: job?.jobClassName_dictText ?? '' })}
      onCancel={onClose}
      footer={null}
      width={1000}
      destroyOnHidden
    >
      <Table<JobRunRecord>
        data-testid="job-runs"
        rowKey="id"
        size="small"
        loading={runs.isFetching}
        dataSource={runs.data ?? []}
        pagination={false}
        locale={{ emptyText: t('job.runsEmpty') }}
        columns={[
          {
            key: 'startTime',
            title: t('job.run.startTime'),
            render: (_, run) => formatDateTime(run.startTime),
          },
          {
            key: 'fireTime',
            title: t('job.run.fireTime'),
            render: (_, run) => (run.fireTime ? formatDateTime(run.fireTime) : t('job.run.runNowFire')),
          },
          { key: 'durationMs', title: t('job.run.durationMs'), dataIndex: 'durationMs' },
          { key: 'instance', title: t('job.run.instance'), dataIndex: 'instance', ellipsis: true },
          {
            key: 'outcome',
            title: t('job.run.outcome'),
            render: (_, run) => (
              <Tag color={OUTCOME_COLOR[run.outcome]}>{t(`job.run.outcomes.${run.outcome}`)}</Tag>
            ),
          },
          {
            key: 'result',
            title: t('job.run.result'),
            render: (_, run) =>
              run.error ? <Typography.Text type="danger">{run.error}</Typography.Text> : run.result,
          },
        ]}
      />
    </Modal>
  );
}

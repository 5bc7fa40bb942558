import { JobStatus, Permission, quartzJobEntity, type QuartzJobRecord } from '@mall/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Tag } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/date-format';
import { feedback } from '../../../lib/feedback';
import { useCan } from '../../../lib/permissions/use-can';
import { AdminListPage } from '../../../widgets/crud/AdminListPage';
import type { ColumnTweaks } from '../../../widgets/crud/entity-columns';
import { quartzJobActions, quartzJobApi } from '../api/quartz-job-api';
import { JobRunsModal } from '../components/JobRunsModal';
import { QuartzJobFormModal } from '../components/QuartzJobFormModal';

/**
 * System → Scheduled jobs (component 'system/QuartzJobList'): the tenant's jobs; pause, resume, run once
 * now and each job's runs beside the kit's add, edit, delete and export.
 */
export default function QuartzJobListPage() {
  const { t } = useTranslation('operations');
  const { message } = feedback();
  const queryClient = useQueryClient();
  const canRun = useCan(Permission.quartzJobRun);
  const [runsOf, setRunsOf] = useState<QuartzJobRecord | null>(null);

  const act = useCallback(
    async (record: QuartzJobRecord, action: 'pause' | 'resume' | 'runNow') => {
      try {
        if (action === 'runNow') {
          const run = await quartzJobActions.runNow(record.id);
          if (run.outcome === 'failed') message.error(t('job.runFailed', { error: run.error ?? '' }));
          else message.success(t('job.runStarted'));
          setRunsOf(record);
        } else {
          await quartzJobActions[action](record.id);
        }
      } finally {
        void queryClient.invalidateQueries({ queryKey: quartzJobApi.keys.all });
      }
    },
    [message, queryClient, t],
  );

  const rowActions = useCallback(
    (record: QuartzJobRecord) => (
      <>
        {canRun && (
          <>
            <Button
              type="link"
              size="small"
              onClick={() => void act(record, record.status === JobStatus.running ? 'pause' : 'resume')}
            >
              {t(record.status === JobStatus.running ? 'job.pause' : 'job.resume')}
            </Button>
            <Button type="link" size="small" onClick={() => void act(record, 'runNow')}>
              {t('job.runNow')}
            </Button>
          </>
        )}
        <Button type="link" size="small" onClick={() => setRunsOf(record)}>
          {t('job.runs')}
        </Button>
      </>
    ),
    [act, canRun, t],
  );

  const columns = useMemo<ColumnTweaks<QuartzJobRecord>>(
    () => ({
      cronExpression: { render: (_, record) => <code>{record.cronExpression}</code> },
      status: {
        render: (_, record) => (
          <Tag color={record.status === JobStatus.running ? 'success' : 'default'}>
            {record.status_dictText}
          </Tag>
        ),
      },
      nextFireTime: { render: (_, record) => formatDateTime(record.nextFireTime) },
      parameter: { ellipsis: true },
      description: { ellipsis: true },
    }),
    [],
  );

  return (
    <AdminListPage<QuartzJobRecord>
      entity={quartzJobEntity}
      api={quartzJobApi}
      testId="quartz-job-table"
      title={t('job.listTitle')}
      emptyText={t('job.empty')}
      loadFailedText={t('job.loadFailed')}
      columns={columns}
      rowActions={rowActions}
      renderForm={(form) => (
        <QuartzJobFormModal key={form.key} open={form.open} jobId={form.id} onClose={form.close} />
      )}
    >
      <JobRunsModal job={runsOf} onClose={() => setRunsOf(null)} />
    </AdminListPage>
  );
}

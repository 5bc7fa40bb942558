import {
  DEFAULT_CRON,
  JOB_DESCRIPTION_MAX_LENGTH,
  JOB_PARAMETER_MAX_LENGTH,
  JobStatus,
  Permission,
  pickLocalized,
  PLATFORM_JOB_CLASSES,
  quartzJobEntity,
  validateCron,
  type JobClassName,
  type QuartzJobAddRequest,
  type QuartzJobRecord,
} from '@mall/shared';
import { Form, Input, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { useCan } from '../../../lib/permissions/use-can';
import { CronBuilder } from '../../../widgets/cron-builder/CronBuilder';
import { EntityFormModal } from '../../../widgets/crud/EntityFormModal';
import { quartzJobApi } from '../api/quartz-job-api';

interface JobFormValues {
  jobClassName: JobClassName | undefined;
  cronExpression: string;
  parameter: string;
  description: string;
  status: number;
}

const EMPTY: JobFormValues = {
  jobClassName: undefined,
  cronExpression: DEFAULT_CRON,
  parameter: '',
  description: '',
  status: JobStatus.paused,
};
const { fields } = quartzJobEntity;
const toValues = (record: QuartzJobRecord): JobFormValues => ({
  jobClassName: record.jobClassName as JobClassName,
  cronExpression: record.cronExpression,
  parameter: record.parameter ?? '',
  description: record.description ?? '',
  status: record.status,
});
const toBody = (values: JobFormValues): QuartzJobAddRequest => ({
  jobClassName: values.jobClassName as JobClassName,
  cronExpression: values.cronExpression.trim(),
  parameter: values.parameter.trim() || null,
  description: values.description.trim() || null,
  status: values.status === JobStatus.running ? JobStatus.running : JobStatus.paused,
});

interface QuartzJobFormModalProps {
  open: boolean;
  jobId: string | undefined;
  onClose: () => void;
}

/** Create or edit a scheduled job: a job of the registry, its schedule built with the cron builder. */
export function QuartzJobFormModal({ open, jobId, onClose }: QuartzJobFormModalProps) {
  const { t } = useTranslation('operations');
  const [form] = Form.useForm<JobFormValues>();
  const language = currentLanguage();
  const label = (name: keyof typeof fields) => pickLocalized(fields[name].title, language);
  // The platform-wide jobs are offered to the platform's administrators only (the server refuses others).
  const mayPlatform = useCan(Permission.quartzJobPlatform);
  const options = (name: 'jobClassName' | 'status') =>
    Object.entries(fields[name].options ?? {}).map(([value, text]) => ({
      value: name === 'status' ? Number(value) : value,
      label: pickLocalized(text, language),
      disabled:
        name === 'jobClassName' &&
        !mayPlatform &&
        (PLATFORM_JOB_CLASSES as readonly string[]).includes(value),
    }));
  return (
    <EntityFormModal
      api={quartzJobApi}
      form={form}
      open={open}
      id={jobId}
      onClose={onClose}
      name="quartzJobForm"
      width={760}
      title={{ add: t('job.addTitle'), edit: t('job.editTitle') }}
      loadFailedText={t('job.loadFailed')}
      empty={EMPTY}
      toValues={toValues}
      toBody={toBody}
    >
      <Form.Item
        name="jobClassName"
        label={label('jobClassName')}
        rules={[{ required: true, message: t('job.classRequired') }]}
      >
        <Select options={options('jobClassName')} />
      </Form.Item>
      <Form.Item
        name="cronExpression"
        label={label('cronExpression')}
        rules={[
          { required: true, message: t('job.cronRequired') },
          {
            validator: async (_, value: string) => {
              const checked = validateCron(value ?? '');
              if (!checked.ok) throw new Error(t(`cron.errors.${checked.error.code}`));
            },
          },
        ]}
      >
        <CronBuilder />
      </Form.Item>
      <Form.Item name="parameter" label={label('parameter')} rules={[{ max: JOB_PARAMETER_MAX_LENGTH }]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="description"
        label={label('description')}
        rules={[{ max: JOB_DESCRIPTION_MAX_LENGTH }]}
      >
        <Input.TextArea rows={2} />
      </Form.Item>
      <Form.Item name="status" label={label('status')}>
        <Radio.Group options={options('status')} />
      </Form.Item>
    </EntityFormModal>
  );
}

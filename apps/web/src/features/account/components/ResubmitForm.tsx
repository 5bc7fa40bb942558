import type { RegisterResult, RejectedApplication } from '@mall/shared';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../lib/error-message';
import { feedback } from '../../../lib/feedback';
import { applyFieldErrors } from '../../../lib/form-errors';
import { accountApi, type ApplicantProof, type ResubmitForm as ResubmitValues } from '../api/account-api';
import { CompanyFields } from './CompanyFields';

interface ResubmitFormProps {
  proof: ApplicantProof;
  application: RejectedApplication;
  onResubmitted: (result: RegisterResult) => void;
}

/**
 * The rejected application, with the reason it was rejected above it, open for correction: the
 * registration's fields and rules (the username and password stay), the server's errors on their fields.
 */
export function ResubmitForm({ proof, application, onResubmitted }: ResubmitFormProps) {
  const { t } = useTranslation('account');
  const { message } = feedback();
  const [form] = Form.useForm<ResubmitValues>();
  const resubmit = useMutation({
    mutationFn: (values: ResubmitValues) => accountApi.resubmit(proof, values),
    onSuccess: onResubmitted,
    onError: (error) => {
      if (!applyFieldErrors(form, error)) void message.error(errorMessageOf(error));
    },
  });
  const { username: _username, reviewMemo, ...initialValues } = application;

  return (
    <Form<ResubmitValues>
      form={form}
      layout="vertical"
      requiredMark
      initialValues={initialValues}
      onFinish={(values) => resubmit.mutate({ ...values, website: values.website ?? '' })}
      data-testid="resubmit-form"
    >
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        message={t('resubmit.reasonTitle')}
        description={reviewMemo || t('resubmit.noReason')}
        data-testid="resubmit-reason"
      />
      <Form.Item label={t('field.username')} htmlFor="resubmit-username">
        <Input id="resubmit-username" value={application.username} readOnly data-testid="resubmit-username" />
      </Form.Item>
      <CompanyFields />
      <Button type="primary" htmlType="submit" block loading={resubmit.isPending}>
        {t('resubmit.submit')}
      </Button>
    </Form>
  );
}

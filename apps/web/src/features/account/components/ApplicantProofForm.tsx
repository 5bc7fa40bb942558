import type { RejectedApplication } from '@mall/shared';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../lib/error-message';
import { accountApi, type ApplicantProof } from '../api/account-api';

interface ApplicantProofFormProps {
  initialAccount: string;
  onProven: (proof: ApplicantProof, application: RejectedApplication) => void;
}

/**
 * The applicant proves the rejected application is theirs with a login name (username, phone or e-mail)
 * and the password; the server's refusal (wrong pair, or an application that is not rejected) shows above
 * the button.
 */
export function ApplicantProofForm({ initialAccount, onProven }: ApplicantProofFormProps) {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<ApplicantProof>();
  const read = useMutation({
    mutationFn: (proof: ApplicantProof) => accountApi.rejectedApplication(proof),
    onSuccess: (application, proof) => onProven(proof, application),
  });

  return (
    <Form<ApplicantProof>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ account: initialAccount }}
      onFinish={(values) => read.mutate({ account: values.account.trim(), password: values.password })}
      data-testid="resubmit-proof-form"
    >
      <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('resubmit.intro')} />
      <Form.Item
        name="account"
        label={t('resubmit.account')}
        rules={[{ required: true, whitespace: true, message: t('resubmit.accountRequired') }]}
      >
        <Input autoComplete="username" autoFocus={!initialAccount} />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('field.password')}
        rules={[{ required: true, message: t('rule.required', { field: t('field.password') }) }]}
      >
        <Input.Password autoComplete="current-password" autoFocus={Boolean(initialAccount)} />
      </Form.Item>
      {read.isError ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
          message={errorMessageOf(read.error)}
          data-testid="resubmit-proof-error"
        />
      ) : null}
      <Button type="primary" htmlType="submit" block loading={read.isPending}>
        {t('resubmit.next')}
      </Button>
    </Form>
  );
}

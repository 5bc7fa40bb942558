import { usernameProblem } from '@mall/shared';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AppPath } from '../../../lib/app-paths';
import { errorMessageOf } from '../../../lib/error-message';
import { feedback } from '../../../lib/feedback';
import { applyFieldErrors } from '../../../lib/form-errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { accountApi, type RegisterForm } from '../api/account-api';
import { sharedRule } from '../form-rules';
import { CompanyFields } from '../components/CompanyFields';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { ResubmitHint } from '../components/ResubmitHint';
import { refusedAsTaken } from '../taken-fields';

/**
 * /user/register: a company signs itself up; the account then waits for staff approval. Reached from a
 * first third-party sign-in (?bindTicket=...), the new account is bound to that provider identity too.
 */
export default function RegisterPage() {
  const { t } = useTranslation('account');
  const bindTicket = useSearchParams()[0].get('bindTicket');
  const { message } = feedback();
  const navigate = useNavigate();
  const [form] = Form.useForm<RegisterForm>();
  // Set when the server answered that a login name or the company already belongs to an account.
  const [taken, setTaken] = useState(false);
  useDocumentTitle(t('register.title'));

  const register = useMutation({
    mutationFn: (values: RegisterForm) => accountApi.register(values, bindTicket),
    onSuccess: (result) =>
      void navigate(`${AppPath.registerResult}?username=${encodeURIComponent(result.username)}`, {
        replace: true,
      }),
    onError: (error) => {
      setTaken(refusedAsTaken(error));
      if (!applyFieldErrors(form, error)) void message.error(errorMessageOf(error));
    },
  });

  return (
    <Flex vertical gap="middle">
      <Typography.Title level={2} style={{ margin: 0, fontSize: 24 }}>
        {t('register.title')}
      </Typography.Title>
      {bindTicket ? (
        <Alert type="info" showIcon title={t('register.thirdBindNote')} data-testid="register-third-note" />
      ) : null}
      <Form
        form={form}
        layout="vertical"
        requiredMark
        onFinish={(values) => register.mutate({ ...values, website: values.website ?? '' })}
        data-testid="register-form"
      >
        <Form.Item
          name="username"
          label={t('field.username')}
          required
          rules={[sharedRule(t, usernameProblem, 'username')]}
        >
          <Input autoComplete="username" />
        </Form.Item>
        <NewPasswordFields confirmName="confirmPassword" label="password" />
        <CompanyFields />
        {taken ? <ResubmitHint account={form.getFieldValue('mobile') as string | undefined} /> : null}
        <Button type="primary" htmlType="submit" block loading={register.isPending}>
          {t('register.submit')}
        </Button>
      </Form>
      <Typography.Text>
        {t('register.haveAccount')}{' '}
        <Link to={AppPath.login} style={{ textDecoration: 'underline' }}>
          {t('register.signIn')}
        </Link>
      </Typography.Text>
    </Flex>
  );
}

import {
  COUNTRIES,
  emailProblem,
  mobileProblem,
  textProblem,
  usernameProblem,
  websiteProblem,
} from '@mall/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Flex, Form, Input, Select, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AppPath } from '../../../lib/app-paths';
import { errorMessageOf } from '../../../lib/error-message';
import { feedback } from '../../../lib/feedback';
import { applyFieldErrors } from '../../../lib/form-errors';
import { currentLanguage } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { accountApi, type RegisterForm } from '../api/account-api';
import { sharedRule } from '../form-rules';
import { NewPasswordFields } from '../components/NewPasswordFields';

/** /user/register: a company signs itself up; the account then waits for staff approval. */
export default function RegisterPage() {
  const { t, i18n } = useTranslation('account');
  const { message } = feedback();
  const navigate = useNavigate();
  const [form] = Form.useForm<RegisterForm>();
  useDocumentTitle(t('register.title'));

  const language = currentLanguage();
  const countries = useMemo(
    () => COUNTRIES.map((country) => ({ value: country.code, label: country.name[language] })),
    [language],
  );
  const customerTypes = useQuery({
    queryKey: ['account', 'customerTypes', i18n.language],
    queryFn: accountApi.customerTypes,
    staleTime: Infinity,
  });

  const register = useMutation({
    mutationFn: accountApi.register,
    onSuccess: (result) =>
      void navigate(`${AppPath.registerResult}?username=${encodeURIComponent(result.username)}`, {
        replace: true,
      }),
    onError: (error) => {
      if (!applyFieldErrors(form, error)) void message.error(errorMessageOf(error));
    },
  });

  const required = (field: string) => sharedRule(t, (value) => textProblem(value), field);
  const select = (field: string) => ({
    required: true,
    message: t('rule.selectRequired', { field: t(`field.${field}` as 'field.area') }),
  });

  return (
    <Flex vertical gap="middle">
      <Typography.Title level={2} style={{ margin: 0, fontSize: 24 }}>
        {t('register.title')}
      </Typography.Title>
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
        <Form.Item
          name="mobile"
          label={t('field.mobile')}
          required
          rules={[sharedRule(t, mobileProblem, 'mobile')]}
        >
          <Input autoComplete="tel" inputMode="tel" />
        </Form.Item>
        <Form.Item
          name="companyName"
          label={t('field.companyName')}
          required
          rules={[required('companyName')]}
        >
          <Input autoComplete="organization" />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('field.email')}
          required
          rules={[sharedRule(t, emailProblem, 'email')]}
        >
          <Input autoComplete="email" inputMode="email" />
        </Form.Item>
        <Form.Item name="area" label={t('field.area')} rules={[select('area')]}>
          <Select
            showSearch
            options={countries}
            optionFilterProp="label"
            aria-label={t('field.area')}
            data-testid="register-area"
          />
        </Form.Item>
        <Form.Item
          name="website"
          label={t('field.website')}
          rules={[sharedRule(t, websiteProblem, 'website')]}
        >
          <Input autoComplete="url" inputMode="url" />
        </Form.Item>
        <Form.Item name="address" label={t('field.address')} required rules={[required('address')]}>
          <Input autoComplete="street-address" />
        </Form.Item>
        <Form.Item name="tracenodeId" label={t('field.tracenodeId')} rules={[select('tracenodeId')]}>
          <Select
            showSearch
            optionFilterProp="label"
            loading={customerTypes.isLoading}
            options={(customerTypes.data ?? []).map((type) => ({ value: type.id, label: type.name }))}
            aria-label={t('field.tracenodeId')}
            data-testid="register-tracenode"
          />
        </Form.Item>
        <Form.Item
          name="contactPerson"
          label={t('field.contactPerson')}
          required
          rules={[required('contactPerson')]}
        >
          <Input autoComplete="name" />
        </Form.Item>
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

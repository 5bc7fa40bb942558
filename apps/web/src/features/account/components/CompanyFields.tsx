import { COUNTRIES, emailProblem, mobileProblem, textProblem, websiteProblem } from '@mall/shared';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { accountApi } from '../api/account-api';
import { sharedRule } from '../form-rules';

/**
 * The applicant's contact and company fields, with the registration's rules: the registration and the
 * resubmission of a rejected application ask for exactly these.
 */
export function CompanyFields() {
  const { t, i18n } = useTranslation('account');
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

  const required = (field: string) => sharedRule(t, (value) => textProblem(value), field);
  const select = (field: string) => ({
    required: true,
    message: t('rule.selectRequired', { field: t(`field.${field}` as 'field.area') }),
  });

  return (
    <>
      <Form.Item
        name="mobile"
        label={t('field.mobile')}
        required
        rules={[sharedRule(t, mobileProblem, 'mobile')]}
      >
        <Input autoComplete="tel" inputMode="tel" />
      </Form.Item>
      <Form.Item name="companyName" label={t('field.companyName')} required rules={[required('companyName')]}>
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
      <Form.Item name="website" label={t('field.website')} rules={[sharedRule(t, websiteProblem, 'website')]}>
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
    </>
  );
}

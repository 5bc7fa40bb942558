import { emailProblem, mobileProblem, textProblem, type Myself, REALNAME_MAX_LENGTH } from '@mall/shared';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { applyFieldErrors } from '../../../lib/form-errors';
import { errorMessageOf } from '../../../lib/error-message';
import { isHttpError } from '../../../lib/http-error';
import { accountApi } from '../api/account-api';
import { sharedRule } from '../form-rules';

interface ProfileFields {
  realname: string;
  phone: string;
  email: string;
}

/** A stale version: someone else saved the record first. */
const CONFLICT_STATUS = 409;

/** Optional contact fields: empty clears them, otherwise the shared rule applies. */
const optional = (problemOf: typeof emailProblem) => (value: string | null | undefined) =>
  value?.trim() ? problemOf(value) : null;

interface ProfileFormProps {
  myself: Myself;
  onSaved: (myself: Myself) => void;
  /** The record changed meanwhile: reload it. */
  onStale: () => void;
}

/** The personal data the user may edit: name, phone and e-mail, saved against the loaded version. */
export function ProfileForm({ myself, onSaved, onStale }: ProfileFormProps) {
  const { t } = useTranslation('account');
  const { message } = feedback();
  const [form] = Form.useForm<ProfileFields>();
  useEffect(() => {
    form.setFieldsValue({ realname: myself.realname, phone: myself.phone ?? '', email: myself.email ?? '' });
  }, [form, myself]);
  const save = useMutation({
    mutationFn: (values: ProfileFields) =>
      accountApi.updateMyself({
        realname: values.realname.trim(),
        phone: values.phone.trim() || null,
        email: values.email.trim() || null,
        version: myself.version,
      }),
    onSuccess: (saved) => {
      void message.success(t('myself.saved'));
      onSaved(saved);
    },
    onError: (error) => {
      if (isHttpError(error) && error.status === CONFLICT_STATUS) {
        void message.warning(t('myself.conflict'));
        onStale();
        return;
      }
      if (!applyFieldErrors(form, error)) void message.error(errorMessageOf(error));
    },
  });
  return (
    <Form form={form} layout="vertical" onFinish={(values) => save.mutate(values)} data-testid="profile-form">
      <Form.Item
        name="realname"
        label={t('field.realname')}
        required
        rules={[sharedRule(t, (value) => textProblem(value, REALNAME_MAX_LENGTH), 'realname')]}
      >
        <Input autoComplete="name" />
      </Form.Item>
      <Form.Item
        name="phone"
        label={t('field.mobile')}
        rules={[sharedRule(t, optional(mobileProblem), 'mobile')]}
      >
        <Input autoComplete="tel" inputMode="tel" />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('field.email')}
        rules={[sharedRule(t, optional(emailProblem), 'email')]}
      >
        <Input autoComplete="email" inputMode="email" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('myself.save')}
      </Button>
    </Form>
  );
}

import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Accounts are created by the provider (mall.md §1): tells visitors to contact support. */
export function SignUpHint() {
  const { t } = useTranslation('auth');
  return (
    <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
      {t('signUp.hint')}
    </Typography.Paragraph>
  );
}

import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Buyers cannot sign themselves up (the provider creates accounts): tells visitors to contact support. */
export function SignUpHint() {
  const { t } = useTranslation('auth');
  return (
    <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
      {t('signUp.hint')}
    </Typography.Paragraph>
  );
}

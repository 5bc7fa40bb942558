import { useTranslation } from 'react-i18next';

/** Buyers cannot sign themselves up (the provider creates accounts): tells visitors to contact support. */
export function SignUpHint() {
  const { t } = useTranslation('auth');
  return <p style={{ margin: 0, color: 'rgba(0, 0, 0, 0.65)' }}>{t('signUp.hint')}</p>;
}

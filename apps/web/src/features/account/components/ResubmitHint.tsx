import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { resubmitPathFor } from '../../../lib/resubmit-path';

interface ResubmitHintProps {
  /** The login name the applicant used (prefilled on the resubmission page). */
  account?: string | undefined;
}

/** Points a refused applicant to the page where a rejected application is corrected and sent again. */
export function ResubmitHint({ account }: ResubmitHintProps) {
  const { t } = useTranslation('account');
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="resubmit-hint"
      message={t('resubmit.hint')}
      description={
        <Link to={resubmitPathFor(account)} style={{ textDecoration: 'underline' }}>
          {t('resubmit.hintLink')}
        </Link>
      }
    />
  );
}

import { Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../lib/error-message';

interface LoadFailedProps {
  /** What could not be loaded, e.g. "The products could not be loaded". */
  what: string;
  error: unknown;
  onRetry: () => void;
  className?: string;
}

/** A mall list that failed to load: what and why, announced, with a button to try again. */
export function LoadFailed({ what, error, onRetry, className }: LoadFailedProps) {
  const { t } = useTranslation('mall');
  return (
    <Empty
      className={className}
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={<span role="alert">{`${what}: ${errorMessageOf(error)}`}</span>}
    >
      <Button type="primary" onClick={onRetry}>
        {t('home.retry')}
      </Button>
    </Empty>
  );
}

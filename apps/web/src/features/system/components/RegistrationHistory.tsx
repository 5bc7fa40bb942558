import type { RegistrationEvent } from '@mall/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Spin, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/date-format';
import { fetchRegistrationHistory, registrationHistoryKey } from '../api/registration-api';

const COLOR: Record<RegistrationEvent['kind'], string> = {
  submitted: 'blue',
  resubmitted: 'blue',
  rejected: 'red',
  approved: 'green',
};

/**
 * A registration's review history, oldest first: each submission, resubmission, rejection (with its
 * reason) and approval, with who did it and when. Always read afresh: a review may have happened since.
 */
export function RegistrationHistory({ userId }: { userId: string }) {
  const { t } = useTranslation('system');
  const history = useQuery({
    queryKey: registrationHistoryKey(userId),
    queryFn: () => fetchRegistrationHistory(userId),
    staleTime: 0,
  });

  if (history.isPending) return <Spin />;
  if (history.isError) return <Alert type="error" showIcon message={t('registrationHistory.loadFailed')} />;
  if (history.data.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('registrationHistory.empty')} />;
  }
  return (
    <Timeline
      data-testid="registration-history"
      items={history.data.map((event) => ({
        color: COLOR[event.kind],
        content: (
          <div data-testid={`registration-event-${event.kind}`}>
            <Typography.Text strong>{t(`registrationHistory.kind.${event.kind}`)}</Typography.Text>
            <div>
              <Typography.Text type="secondary">
                {formatDateTime(event.createTime)} · {t('registrationHistory.actor', { actor: event.actor })}
              </Typography.Text>
            </div>
            {event.reason ? <div>{t('registrationHistory.reason', { reason: event.reason })}</div> : null}
          </div>
        ),
      }))}
    />
  );
}

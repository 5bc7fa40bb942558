import { DemandStatus, PriceApplyStatus, quoteValidUntilDay } from '@mall/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

// Solid tags with white text: every colour below keeps a contrast of at least 4.5:1 (antd's light status
// tags do not).
const BLUE = '#0958d9';
const GREEN = '#237804';
const GREY = '#595959';
const RED = '#cf1322';
const ORANGE = '#ad4e00';
const INDIGO = '#1d39c4';

const STATUS_COLOR: Record<number, string> = {
  [DemandStatus.pending]: BLUE,
  [DemandStatus.completed]: GREEN,
  [DemandStatus.closed]: GREY,
  [DemandStatus.cancelled]: GREY,
};

const APPROVAL_COLOR: Record<number, string> = {
  [PriceApplyStatus.inReview]: BLUE,
  [PriceApplyStatus.approved]: GREEN,
  [PriceApplyStatus.rejected]: RED,
  [PriceApplyStatus.closed]: GREY,
};

type StatusKey = `status.${0 | 1 | 2 | 3}`;
type ApprovalKey = `approval.${0 | 1 | 2 | 3}`;

/** The order's status: Pending Processing, Completed, Closed, Cancelled. */
export function DemandStatusTag({ status }: { status: number }) {
  const { t } = useTranslation('demand');
  return <Tag color={STATUS_COLOR[status]}>{t(`status.${status}` as StatusKey)}</Tag>;
}

/** The latest price application's state (nothing when there is none). */
export function ApprovalTag({ status }: { status: number | null }) {
  const { t } = useTranslation('demand');
  if (status === null) return null;
  return <Tag color={APPROVAL_COLOR[status]}>{t(`approval.${status}` as ApprovalKey)}</Tag>;
}

/** Says that the caller has unread messages about the order (nothing otherwise). */
export function UnreadMark({ unread }: { unread: boolean | undefined }) {
  const { t } = useTranslation('demand');
  if (!unread) return null;
  return (
    <Tag color={RED} data-testid="demand-unread" title={t('news.title')}>
      {t('news.marker')}
    </Tag>
  );
}

/** Marks a quotation past its validity, and an agreed (fixed) price. */
export function QuoteMarks({ expired, locked }: { expired: boolean; locked: boolean }) {
  const { t } = useTranslation('demand');
  return (
    <>
      {expired ? (
        <Tag color={ORANGE} data-testid="quote-expired">
          {t('expired')}
        </Tag>
      ) : null}
      {locked ? <Tag color={INDIGO}>{t('locked')}</Tag> : null}
    </>
  );
}

/**
 * The day the quotation is valid until (its quote date + the validity days). Whether it has expired is the
 * status's mark (QuoteMarks), shown once per order.
 */
export function QuoteValidUntil({ quoteDate }: { quoteDate: string }) {
  return <span data-testid="quote-valid-until">{quoteValidUntilDay(quoteDate)}</span>;
}

import { Permission, type DemandRecord } from '@mall/shared';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../lib/permissions/use-can';
import type { DemandScope } from '../api/demand-api';
import { applyLabelKey } from '../demand-rules';
import { useDemandActions } from '../hooks/use-demand-actions';
import type { DemandModalKind } from '../hooks/use-demand-modals';

interface DemandRowActionsProps {
  record: DemandRecord;
  scope: DemandScope;
  openModal: (kind: DemandModalKind, record: DemandRecord) => void;
  /** False on the detail page, which shows the order itself. */
  withDetail?: boolean;
}

/**
 * The actions of one order. What the server says the caller may do now (`record.actions`) decides, and the
 * staff's buttons also need their permission: buyers apply for a discount, cancel, complete, close and
 * reorder, and ask for a new quote once an agreed one expired; staff modify the price, agree, refuse, complete and close. Both see the log and the PDF.
 */
export function DemandRowActions({ record, scope, openModal, withDetail = true }: DemandRowActionsProps) {
  const { t } = useTranslation('demand');
  const actions = useDemandActions();
  const canManage = useCan(Permission.demandManage);
  const canModify = useCan(Permission.demandModifyPrice);
  const canApprove = useCan(Permission.priceApprove);
  const staff = scope === 'manage';
  const allowed = record.actions;
  const link = (key: string, label: string, onClick: () => void, danger = false) => (
    <Button key={key} type="link" size="small" danger={danger} onClick={onClick} data-action={key}>
      {label}
    </Button>
  );

  // Only cancelling is red: closing sits beside it and must not look like the same thing.
  const buttons = [
    withDetail ? link('detail', t('action.detail'), () => openModal('detail', record)) : null,
    !staff && allowed.apply
      ? link('apply', t(applyLabelKey(record)), () => openModal('apply', record))
      : null,
    staff && canModify && allowed.modifyPrice
      ? link('modifyPrice', t('action.modifyPrice'), () => openModal('modifyPrice', record))
      : null,
    staff && canApprove && allowed.agree && record.applyId
      ? link('agree', t('action.agree'), () => actions.confirmAgree(record))
      : null,
    staff && canApprove && allowed.refuse && record.applyId
      ? link('refuse', t('action.refuse'), () => openModal('refuse', record), true)
      : null,
    record.applyId !== null || staff
      ? link('logs', t('action.viewReplies'), () => openModal('logs', record))
      : null,
    !staff && allowed.requestQuote
      ? link('requestQuote', t('action.requestQuote'), () => actions.confirmStatus('requestQuote', record))
      : null,
    (!staff || canManage) && allowed.complete
      ? link('complete', t('action.complete'), () => actions.confirmStatus('complete', record))
      : null,
    !staff && allowed.cancel
      ? link('cancel', t('action.cancel'), () => actions.confirmStatus('cancel', record), true)
      : null,
    (!staff || canManage) && allowed.close
      ? link('close', t('action.close'), () => actions.confirmStatus('close', record))
      : null,
    link('pdf', t('action.exportPdf'), () => void actions.downloadPdf(record)),
    link('print', t('action.print'), () => void actions.print(record)),
    !staff ? link('reorder', t('action.reorder'), () => void actions.reorder(record)) : null,
  ];

  return (
    <Space size={0} wrap data-testid={`demand-actions-${record.orderNo}`}>
      {buttons}
    </Space>
  );
}

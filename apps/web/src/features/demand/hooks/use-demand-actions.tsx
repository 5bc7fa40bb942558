import { DEMAND_MEMO_MAX, HttpCode, type DemandRecord, type DemandReorderResult } from '@mall/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Input } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AppPath } from '../../../lib/app-paths';
import { errorMessageOf } from '../../../lib/error-message';
import { feedback } from '../../../lib/feedback';
import { isHttpError } from '../../../lib/http-error';
import { currentLanguage } from '../../../lib/i18n';
import {
  CART_QUERY_KEY,
  fetchDemandPdf,
  invalidateDemandQueries,
  postDemandAction,
  reorderDemand,
  replyToPrice,
  type DemandStatusAction,
} from '../api/demand-api';
import { printPdf } from '../print-pdf';

/**
 * The order actions every demand page shares. Each sends the order's version as read; on success it shows the
 * action's message and reloads the orders; a 409 (the order changed elsewhere) shows the server's message
 * ("Status changed, please refresh") and reloads them too, so the row shows what is true now.
 */
export function useDemandActions() {
  const { t } = useTranslation('demand');
  const { t: tc } = useTranslation();
  const { message, modal } = feedback();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const refresh = useCallback(() => invalidateDemandQueries(queryClient), [queryClient]);

  const reportFailure = useCallback(
    (error: unknown) => {
      if (isHttpError(error) && error.code === HttpCode.conflict) {
        void message.warning(error.message || t('error.statusChanged'));
      } else {
        void message.error(errorMessageOf(error));
      }
      void refresh();
    },
    [message, refresh, t],
  );

  /** Runs a call; answers whether it succeeded (failures are reported here, never thrown). */
  const run = useCallback(
    async (call: () => Promise<unknown>, success: string): Promise<boolean> => {
      try {
        await call();
        void message.success(success);
        await refresh();
        return true;
      } catch (error) {
        reportFailure(error);
        return false;
      }
    },
    [message, refresh, reportFailure],
  );

  const confirmStatus = useCallback(
    (action: DemandStatusAction, record: Pick<DemandRecord, 'id' | 'version'>) =>
      modal.confirm({
        title: t(`confirm.${action}`),
        content: t(`confirmMeans.${action}`),
        // The buttons say what they do: "Cancel order" beside "Keep order", never "OK" beside "Cancel".
        okText: t(`action.${action}`),
        cancelText: action === 'cancel' ? t('action.keepOrder') : tc('action.cancel'),
        okButtonProps: action === 'cancel' ? { danger: true } : {},
        onOk: () =>
          run(
            () => postDemandAction(action, { id: record.id, version: record.version }),
            t(`success.${action}`),
          ),
      }),
    [modal, run, t, tc],
  );

  /** Agreeing fixes the price for good: confirmed first, with an optional reply to the buyer. */
  const confirmAgree = useCallback(
    (record: Pick<DemandRecord, 'applyId' | 'version'>) => {
      let approvalMemo = '';
      return modal.confirm({
        title: t('confirm.agree'),
        content: (
          <Input.TextArea
            aria-label={t('field.approvalMemo')}
            placeholder={t('agreeMemoPlaceholder')}
            maxLength={DEMAND_MEMO_MAX}
            autoSize={{ minRows: 2, maxRows: 5 }}
            onChange={(event) => {
              approvalMemo = event.target.value;
            }}
          />
        ),
        okText: t('action.agree'),
        cancelText: tc('action.cancel'),
        onOk: () =>
          run(
            () =>
              replyToPrice('agree', {
                id: record.applyId ?? '',
                version: record.version,
                ...(approvalMemo.trim() ? { approvalMemo: approvalMemo.trim() } : {}),
              }),
            t('success.agree'),
          ),
      });
    },
    [modal, run, t, tc],
  );

  const reorder = useCallback(
    async (record: Pick<DemandRecord, 'id'>) => {
      try {
        const answer = await reorderDemand(record.id);
        const names = (lines: DemandReorderResult['added']) =>
          lines
            .map((line) => (line.styleName ? `${line.productName} (${line.styleName})` : line.productName))
            .join(t('listSeparator'));
        if (answer.count > 0) void message.success(t('success.reorder', { names: names(answer.added) }));
        if (answer.skipped.length > 0) {
          void message.warning(t('reorderSkipped', { names: names(answer.skipped) }));
        }
        await queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
        // The cart opens with the re-added lines selected, ready to submit.
        if (answer.count > 0) void navigate(AppPath.mallCart, { state: { select: answer.cartItemIds } });
      } catch (error) {
        reportFailure(error);
      }
    },
    [message, navigate, queryClient, reportFailure, t],
  );

  const downloadPdf = useCallback(
    async (record: Pick<DemandRecord, 'id'>) => {
      try {
        await fetchDemandPdf(record.id, currentLanguage(), true);
      } catch {
        void message.error(t('error.downloadFailed'));
      }
    },
    [message, t],
  );

  const print = useCallback(
    async (record: Pick<DemandRecord, 'id'>) => {
      try {
        await printPdf(await fetchDemandPdf(record.id, currentLanguage(), false));
      } catch {
        void message.error(t('error.printFailed'));
      }
    },
    [message, t],
  );

  return useMemo(
    () => ({ run, refresh, reportFailure, confirmStatus, confirmAgree, reorder, downloadPdf, print }),
    [run, refresh, reportFailure, confirmStatus, confirmAgree, reorder, downloadPdf, print],
  );
}

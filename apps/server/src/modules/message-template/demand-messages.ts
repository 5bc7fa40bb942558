import {
  DEMAND_DETAIL_PATH,
  formatPrice,
  MessageTemplateCode,
  Permission,
  type PlaceholderValues,
  type SystemMessageKind,
} from '@mall/shared';
import type { BaseContext } from '#platform/context';
import type { Database } from '#platform/db/client';
import type { DomainEvent, DomainEvents } from '#platform/events/bus';
import { usersWantingSystemMessage } from '../account/service';
import { latestPricingAction, orderSummary, priceApplication } from '../demand/queries';
import { usersHoldingPermission } from '../permission/service';
import { profileOf } from '../user/queries';
import { sendTemplateMessage } from './service';

type Context = Pick<BaseContext, 'db' | 'events'>;

type DemandMessageEvent =
  | 'demand.submitted'
  | 'demand.priceApplied'
  | 'demand.priceReplied'
  | 'demand.priceChanged'
  | 'demand.statusChanged'
  | 'demand.quoteExpired'
  | 'demand.priceApplicationWaiting';

/** What a delivery's handler works with: the delivery's transaction, and the sending in it. */
interface Deliver {
  db: Database;
  send(message: DemandMessage): Promise<void>;
}

/** Who a demand message goes to: the order's buyer, or the tenant's sales staff (who manage orders). */
type Audience = 'buyer' | 'sales';

/** The kind of system message each template sends, which a user may choose not to receive. */
const KIND_OF: Record<string, SystemMessageKind> = {
  [MessageTemplateCode.demandSubmitted]: 'demandSubmitted',
  [MessageTemplateCode.demandPriceApplied]: 'priceApplication',
  [MessageTemplateCode.demandPriceWaiting]: 'priceApplication',
};

/** What every demand event tells: the order, and who acted. */
interface OrderEvent {
  demandId: string;
  by: string;
}

interface DemandMessage {
  tenantId: string;
  event: OrderEvent;
  templateCode: string;
  audience: Audience;
  /** The event's own values besides the order's. */
  values?: PlaceholderValues;
}

/**
 * Turns the demand orders' domain events (published after their change has committed) into system
 * messages from the tenant's templates:
 * - to the buyer who owns the order, when staff quote or re-price it, agree to or refuse its price
 *   application, complete it or close it;
 * - to the buyer, when the scheduled check finds the order's quotation past its validity;
 * - to the tenant's sales staff (users granted demand management there), when an order is submitted or
 *   a price application arrives, and when the scheduled reminder finds an application waiting too long.
 * Nobody is told of what they did themselves, nor of a kind of message they chose not to receive. Each
 * message is about the order (its business id) and opens its detail page.
 */
export function subscribeDemandMessages(events: DomainEvents, ctx: Context): void {
  // Each delivery reads and writes in its own transaction, so that the message commits with its record.
  const on = <TType extends DemandMessageEvent>(
    type: TType,
    handler: (event: DomainEvent<TType>, deliver: Deliver) => Promise<void>,
  ) =>
    events.subscribe(type, 'demand-messages', (event, db) =>
      handler(event, { db, send: (message) => sendDemandMessage({ ...ctx, db }, message) }),
    );

  on('demand.submitted', ({ tenantId, payload }, { send }) =>
    send({ tenantId, event: payload, templateCode: MessageTemplateCode.demandSubmitted, audience: 'sales' }),
  );

  on('demand.priceApplied', async ({ tenantId, payload }, { db, send }) => {
    const apply = await priceApplication(db, tenantId, payload.applyId);
    await send({
      tenantId,
      event: payload,
      templateCode: MessageTemplateCode.demandPriceApplied,
      audience: 'sales',
      values: { expectedPrice: formatPrice(payload.expectedPrice), memo: apply?.memo ?? '' },
    });
  });

  on('demand.priceReplied', async ({ tenantId, payload }, { db, send }) => {
    const apply = await priceApplication(db, tenantId, payload.applyId);
    await send({
      tenantId,
      event: payload,
      templateCode: payload.agreed
        ? MessageTemplateCode.demandPriceAgreed
        : MessageTemplateCode.demandPriceRefused,
      audience: 'buyer',
      values: {
        memo: payload.memo,
        ...(apply
          ? { expectedPrice: formatPrice(apply.expectedPrice), newPrice: formatPrice(apply.expectedPrice) }
          : {}),
      },
    });
  });

  // An agreement changes the price too; its message is the agreement's, so only sales' own price changes
  // (the latest pricing entry of the order's log is a price modification) become a quotation message.
  on('demand.priceChanged', async ({ tenantId, payload }, { db, send }) => {
    const latest = await latestPricingAction(db, tenantId, payload.demandId);
    if (latest !== 'modifyPrice') return;
    await send({
      tenantId,
      event: payload,
      templateCode: MessageTemplateCode.demandQuoted,
      audience: 'buyer',
      values: { oldPrice: formatPrice(payload.oldPrice), newPrice: formatPrice(payload.newPrice) },
    });
  });

  on('demand.statusChanged', async ({ tenantId, payload }, { send }) => {
    const templateCode =
      payload.action === 'complete'
        ? MessageTemplateCode.demandCompleted
        : payload.action === 'close'
          ? MessageTemplateCode.demandClosed
          : null;
    if (templateCode) await send({ tenantId, event: payload, templateCode, audience: 'buyer' });
  });

  on('demand.quoteExpired', ({ tenantId, payload }, { send }) =>
    send({
      tenantId,
      event: payload,
      templateCode: MessageTemplateCode.demandQuoteExpired,
      audience: 'buyer',
      values: { quoteDate: payload.quoteDate.slice(0, 10) },
    }),
  );

  on('demand.priceApplicationWaiting', async ({ tenantId, payload }, { db, send }) => {
    const apply = await priceApplication(db, tenantId, payload.applyId);
    await send({
      tenantId,
      event: payload,
      templateCode: MessageTemplateCode.demandPriceWaiting,
      audience: 'sales',
      values: {
        expectedPrice: apply ? formatPrice(apply.expectedPrice) : '',
        hours: String(payload.hours),
      },
    });
  });
}

async function sendDemandMessage(ctx: Context, message: DemandMessage): Promise<void> {
  const { tenantId, event } = message;
  const [order, actor] = await Promise.all([
    orderSummary(ctx.db, tenantId, event.demandId),
    profileOf(ctx.db, event.by),
  ]);
  if (!order) return;
  const audience =
    message.audience === 'buyer'
      ? [order.customerId]
      : await usersHoldingPermission(ctx.db, tenantId, Permission.demandManage);
  const kind = KIND_OF[message.templateCode] ?? 'demandProgress';
  const others = audience.filter((userId) => userId !== event.by);
  const userIds = await usersWantingSystemMessage(ctx.db, others, kind);
  if (userIds.length === 0) return;
  await sendTemplateMessage(ctx, {
    tenantId,
    templateCode: message.templateCode,
    userIds,
    values: {
      orderNo: order.orderNo,
      customerName: order.customerName,
      currency: order.currency,
      actualPrice: formatPrice(order.actualPrice),
      operator: actor?.realname || actor?.username || '',
      ...message.values,
    },
    sender: actor?.username ?? '',
    openPage: DEMAND_DETAIL_PATH,
    busId: order.id,
  });
}

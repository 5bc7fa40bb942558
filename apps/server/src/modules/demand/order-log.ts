import type { DemandLogAction } from '@mall/shared';
import type { RequestContext } from '#platform/context';
import type { Database } from '#platform/db/client';
import { newId } from '#platform/ids';
import { userDisplayName } from '../user/queries';
import type { DemandRow } from './orders';
import { mallDemandLog } from './schema';

// The order log: who changed an order, how, and the price before and after.

async function operatorName(db: Database, userId: string): Promise<string> {
  return userDisplayName(db, userId);
}

/** Writes one log row of an order change. */
export async function writeLog(
  tx: Database,
  ctx: RequestContext,
  order: Pick<DemandRow, 'id' | 'tenantId'>,
  entry: { action: DemandLogAction; oldPrice?: string | null; newPrice?: string | null; memo?: string },
  /** The operator's display name when the caller has just read it (saves the lookup). */
  knownOperatorName?: string,
): Promise<void> {
  await tx.insert(mallDemandLog).values({
    id: newId(),
    tenantId: order.tenantId,
    demandId: order.id,
    action: entry.action,
    operatorId: ctx.user.id,
    operatorName: knownOperatorName ?? (await operatorName(tx, ctx.user.id)),
    oldPrice: entry.oldPrice ?? null,
    newPrice: entry.newPrice ?? null,
    memo: entry.memo ?? '',
  });
}

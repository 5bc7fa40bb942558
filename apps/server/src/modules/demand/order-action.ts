import { DemandErrorKey, ErrorKey, type DemandRecord } from '@mall/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { RequestContext } from '#platform/context';
import type { Database } from '#platform/db/client';
import { inTransaction, type AfterCommit } from '#platform/db/transaction';
import { AppError } from '#platform/http/app-error';
import { latestApplies, lockOrder, toRecord, type ApplyRow, type DemandRow } from './orders';
import { mallDemand } from './schema';

// The frame of every action on an order: the version check, the caller's role and the order's state.

/**
 * One versioned action on an order: it must still have the version the client read (else 409
 * 'Status changed, please refresh'), then `work` applies the rule and returns the changes. The update
 * repeats the version condition, so of concurrent actions on the same version exactly one wins.
 */
export async function actOnOrder(
  ctx: RequestContext,
  id: string,
  version: number,
  work: (
    tx: Database,
    order: DemandRow,
    apply: ApplyRow | undefined,
    after: AfterCommit,
  ) => Promise<Partial<typeof mallDemand.$inferInsert>>,
): Promise<DemandRecord> {
  return inTransaction(ctx, async (tx, after) => {
    const order = await lockOrder(tx, ctx, id);
    if (order.version !== version) throw new AppError(409, DemandErrorKey.statusChanged);
    const apply = (await latestApplies(tx, [order.id])).get(order.id);
    const set = await work(tx, order, apply, after);
    const [updated] = await tx
      .update(mallDemand)
      .set({ ...set, version: sql`${mallDemand.version} + 1`, updateBy: ctx.user.id, updateTime: sql`now()` })
      .where(and(eq(mallDemand.id, order.id), eq(mallDemand.version, version)))
      .returning();
    if (!updated) throw new AppError(409, DemandErrorKey.statusChanged);
    const latest = (await latestApplies(tx, [order.id])).get(order.id);
    return toRecord(ctx, updated, latest, '');
  });
}

export function requireRole(allowed: boolean): void {
  if (!allowed) throw new AppError(403, ErrorKey.forbidden);
}

export function requireState(allowed: boolean): void {
  if (!allowed) throw new AppError(409, DemandErrorKey.actionNotAllowed);
}

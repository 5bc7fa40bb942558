import type { RegistrationEvent } from '@mall/shared';
import { asc, eq } from 'drizzle-orm';
import type { RequestContext } from '#platform/context';
import type { Database } from '#platform/db/client';
import { AppError } from '#platform/http/app-error';
import { ErrorKey } from '@mall/shared';
import { newId } from '#platform/ids';
import { registrationInTenant } from './review';
import { sysRegistrationEvent, type RegistrationEventKind } from './schema';

/** Adds one entry to a registration's review history, in the transaction of the change it records. */
export async function recordRegistrationEvent(
  db: Database,
  userId: string,
  kind: RegistrationEventKind,
  actor: string,
  reason: string | null = null,
): Promise<void> {
  await db.insert(sysRegistrationEvent).values({ id: newId(), userId, kind, actor, reason });
}

/**
 * The review history of a registration of the caller's tenant, oldest first (ties in insertion order of
 * time, then id). An account outside the tenant is a 404, as the review calls answer it.
 */
export async function registrationHistory(ctx: RequestContext, id: string): Promise<RegistrationEvent[]> {
  if (!(await registrationInTenant(ctx, id))) throw new AppError(404, ErrorKey.notFound);
  const rows = await ctx.db
    .select({
      kind: sysRegistrationEvent.kind,
      reason: sysRegistrationEvent.reason,
      actor: sysRegistrationEvent.actor,
      createTime: sysRegistrationEvent.createTime,
    })
    .from(sysRegistrationEvent)
    .where(eq(sysRegistrationEvent.userId, id))
    .orderBy(asc(sysRegistrationEvent.createTime), asc(sysRegistrationEvent.id));
  return rows.map((row) => ({ ...row, createTime: row.createTime.toISOString() }));
}

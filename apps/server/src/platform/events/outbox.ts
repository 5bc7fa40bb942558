import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import type { DomainEvent } from './bus';
import { sysOutbox } from './schema';

/** An event taken from the outbox for delivery, with the subscribers that have already had it. */
export interface ClaimedEvent {
  id: number;
  event: DomainEvent;
  deliveredTo: string[];
  attempts: number;
}

/** Writes `events` to the outbox in the caller's transaction: they are delivered only if it commits. */
export async function writeOutbox(tx: Database, events: readonly DomainEvent[]): Promise<void> {
  if (events.length === 0) return;
  await tx.insert(sysOutbox).values(
    events.map((event) => ({
      tenantId: event.tenantId,
      aggregateId: event.aggregateId ?? `tenant:${event.tenantId}`,
      type: event.type,
      payload: event.payload,
    })),
  );
}

/**
 * Locks the next event due for delivery, for the caller's transaction: the oldest one whose aggregate has
 * no older event still waiting (so each aggregate's events go in order), skipping those another worker
 * holds (each event is taken by one worker at a time).
 */
export async function claimNextEvent(tx: Database): Promise<ClaimedEvent | undefined> {
  const [row] = await rowsOf<{
    id: string | number;
    tenant_id: string;
    aggregate_id: string;
    type: string;
    payload: unknown;
    delivered_to: string[];
    attempts: number;
  }>(
    tx,
    sql`
    select o.id, o.tenant_id, o.aggregate_id, o.type, o.payload, o.delivered_to, o.attempts
    from ${sysOutbox} o
    where o.dead_at is null
      and o.next_attempt_at <= now()
      and not exists (
        select 1 from ${sysOutbox} p
        where p.aggregate_id = o.aggregate_id and p.id < o.id and p.dead_at is null
      )
    order by o.id
    limit 1
    for update skip locked`,
  );
  if (!row) return undefined;
  return {
    id: Number(row.id),
    event: {
      type: row.type,
      tenantId: row.tenant_id,
      aggregateId: row.aggregate_id,
      payload: row.payload,
    } as DomainEvent,
    deliveredTo: row.delivered_to,
    attempts: row.attempts,
  };
}

/** Every subscriber has had the event: it leaves the outbox. */
export async function removeDelivered(tx: Database, id: number): Promise<void> {
  await tx.delete(sysOutbox).where(eq(sysOutbox.id, id));
}

/**
 * Some subscribers failed: records who has had the event, and when to try the others again (or, when the
 * attempts are used up, that the event is dead).
 */
export async function scheduleRetry(
  tx: Database,
  claimed: ClaimedEvent,
  update: { deliveredTo: string[]; error: string; retryInMs: number | null },
): Promise<void> {
  await tx
    .update(sysOutbox)
    .set({
      deliveredTo: update.deliveredTo,
      attempts: claimed.attempts + 1,
      lastError: update.error.slice(0, 2000),
      ...(update.retryInMs === null
        ? { deadAt: sql`now()` }
        : { nextAttemptAt: sql`now() + ${update.retryInMs} * interval '1 millisecond'` }),
    })
    .where(eq(sysOutbox.id, claimed.id));
}

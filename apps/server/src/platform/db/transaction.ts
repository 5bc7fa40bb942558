import type { BaseContext } from '../context';
import type { DomainEvent } from '../events/bus';
import { writeOutbox } from '../events/outbox';
import type { Database } from './client';

/** What a transaction's work may schedule for after its commit. */
export interface AfterCommit {
  /** Publishes `event` once the transaction has committed; a rollback drops it. */
  publish(event: DomainEvent): void;
}

// The open transactions this helper started, with their after-commit queue.
const open = new WeakMap<Database, AfterCommit>();

/**
 * Runs `work` in one database transaction: it commits when `work` resolves and rolls back when it
 * throws (the error goes on to the caller). The events `work` queued are written to the outbox in the
 * same transaction, so that they are delivered exactly when the change commits, and never seen before;
 * the answer does not wait for their delivery. Called with a context whose `db` is already such a
 * transaction (a service calling another inside its work), it joins that transaction: its events wait
 * for the outer commit.
 */
export async function inTransaction<T>(
  context: Pick<BaseContext, 'db' | 'events'>,
  work: (tx: Database, after: AfterCommit) => Promise<T>,
): Promise<T> {
  const joined = open.get(context.db);
  if (joined) return work(context.db, joined);

  const queued: DomainEvent[] = [];
  const after: AfterCommit = { publish: (event) => void queued.push(event) };
  const result = await context.db.transaction(async (tx) => {
    open.set(tx, after);
    try {
      const done = await work(tx, after);
      await writeOutbox(tx, queued);
      return done;
    } finally {
      open.delete(tx);
    }
  });
  if (queued.length > 0) context.events.committed();
  return result;
}

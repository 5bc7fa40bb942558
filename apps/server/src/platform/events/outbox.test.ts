import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { capturingLogger, openTestDatabase } from '../../test/database';
import { MIGRATIONS } from '../../test/migrations-before';
import type { DatabaseHandle } from '../db/client';
import { rowsOf } from '../db/rows';
import { inTransaction } from '../db/transaction';
import { DomainEvents } from './bus';
import { OutboxWorker } from './outbox-worker';

declare module './bus' {
  interface DomainEventMap {
    'test.thingCreated': { thingId: string };
    'test.thingRemoved': { thingId: string };
  }
}

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate(MIGRATIONS);
  await database.db.execute(sql`create table test_effect (subscriber text not null, thing text not null)`);
});
afterAll(() => database?.close());
beforeEach(async () => {
  await database.db.execute(sql`delete from sys_outbox`);
  await database.db.execute(sql`delete from test_effect`);
});

/** A bus and a worker on the test database; the worker is not started, tests drive it with drain(). */
function setUp(options: ConstructorParameters<typeof OutboxWorker>[3] = {}) {
  const events = new DomainEvents();
  const { log, entries } = capturingLogger();
  const worker = new OutboxWorker(database.db, events, log, options);
  const context = { db: database.db, events };
  const publish = (type: 'test.thingCreated' | 'test.thingRemoved', thingId: string, aggregateId = thingId) =>
    inTransaction(context, async (_tx, after) => {
      after.publish({ type, tenantId: 't1', aggregateId, payload: { thingId } });
    });
  return { events, worker, entries, publish };
}

const effects = () =>
  rowsOf<{ subscriber: string; thing: string }>(database.db, sql`select * from test_effect order by thing`);
const outboxRows = () =>
  rowsOf<{ type: string; attempts: number; delivered_to: string[]; dead_at: Date | null; tenant_id: string }>(
    database.db,
    sql`select type, attempts, delivered_to, dead_at, tenant_id from sys_outbox order by id`,
  );

describe('the outbox', () => {
  it('keeps a committed event until the worker delivers it, to every subscriber of its type only', async () => {
    const { events, worker, publish } = setUp();
    const seen: string[] = [];
    events.subscribe('test.thingCreated', 'a', (event) => void seen.push(`a:${event.payload.thingId}`));
    events.subscribe('test.thingCreated', 'b', (event) => void seen.push(`b:${event.tenantId}`));
    events.subscribe('test.thingRemoved', 'c', (event) => void seen.push(`c:${event.payload.thingId}`));

    await publish('test.thingCreated', 'x');
    expect(seen).toEqual([]);
    expect(await outboxRows()).toMatchObject([{ type: 'test.thingCreated', tenant_id: 't1', attempts: 0 }]);

    await worker.drain();
    expect(seen.sort()).toEqual(['a:x', 'b:t1']);
    expect(await outboxRows()).toEqual([]);
  });

  it('writes nothing when the transaction rolls back', async () => {
    const { events } = setUp();
    await expect(
      inTransaction({ db: database.db, events }, async (_tx, after) => {
        after.publish({ type: 'test.thingCreated', tenantId: 't1', payload: { thingId: 'lost' } });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await outboxRows()).toEqual([]);
  });

  it('commits what a subscriber writes with its delivery, and retries only the subscriber that failed', async () => {
    const { events, worker, entries, publish } = setUp({ firstRetryMs: 60_000 });
    let failures = 1;
    events.subscribe('test.thingCreated', 'writer', async (event, db) => {
      await db.execute(sql`insert into test_effect values ('writer', ${event.payload.thingId})`);
    });
    events.subscribe('test.thingCreated', 'flaky', async (event, db) => {
      await db.execute(sql`insert into test_effect values ('flaky', ${event.payload.thingId})`);
      if (failures-- > 0) throw new Error('flaky broke');
    });

    await publish('test.thingCreated', 'x');
    await worker.drain();
    // The failed delivery's own write rolled back with it; the other subscriber's write stays, recorded.
    expect(await effects()).toEqual([{ subscriber: 'writer', thing: 'x' }]);
    const [waiting] = await outboxRows();
    expect(waiting).toMatchObject({ attempts: 1, delivered_to: ['writer'], dead_at: null });
    const failure = entries.find((entry) => entry.msg === 'domain event handler failed');
    expect(failure).toMatchObject({ level: 50, subscriber: 'flaky', event: { type: 'test.thingCreated' } });

    await database.db.execute(sql`update sys_outbox set next_attempt_at = now()`);
    await worker.drain();
    expect((await effects()).map((row) => row.subscriber).sort()).toEqual(['flaky', 'writer']);
    expect(await outboxRows()).toEqual([]);
  });

  it('waits longer after each failure, and gives an event up after the last attempt', async () => {
    const { events, worker, publish } = setUp({ firstRetryMs: 60_000, maxAttempts: 2 });
    events.subscribe('test.thingCreated', 'broken', () => {
      throw new Error('always');
    });
    await publish('test.thingCreated', 'x');
    await worker.drain();
    expect(await outboxRows()).toMatchObject([{ attempts: 1, dead_at: null }]);
    // Not due yet: the retry waits a minute.
    await worker.drain();
    expect(await outboxRows()).toMatchObject([{ attempts: 1, dead_at: null }]);

    await database.db.execute(sql`update sys_outbox set next_attempt_at = now()`);
    await worker.drain();
    const [dead] = await outboxRows();
    expect(dead).toMatchObject({ attempts: 2 });
    expect(dead?.dead_at).not.toBeNull();
  });

  it("delivers one aggregate's events in order: a later one waits for an earlier one's retry", async () => {
    const { events, worker, publish } = setUp({ firstRetryMs: 60_000 });
    const seen: string[] = [];
    let failFirst = true;
    events.subscribe('test.thingCreated', 'log', (event) => {
      if (event.payload.thingId === 'one' && failFirst) throw new Error('not yet');
      seen.push(event.payload.thingId);
    });
    events.subscribe('test.thingRemoved', 'log', (event) => void seen.push(`-${event.payload.thingId}`));

    await publish('test.thingCreated', 'one', 'order-1');
    await publish('test.thingRemoved', 'one', 'order-1');
    await publish('test.thingCreated', 'other', 'order-2');
    await worker.drain();
    expect(seen).toEqual(['other']);

    failFirst = false;
    await database.db.execute(sql`update sys_outbox set next_attempt_at = now()`);
    await worker.drain();
    expect(seen).toEqual(['other', 'one', '-one']);
  });

  it('is nudged by a commit once started, and delivers without being asked', async () => {
    const { events, worker, publish } = setUp({ pollMs: 3_600_000 });
    const delivered = new Promise<string>((resolve) => {
      events.subscribe('test.thingCreated', 'wait', (event) => resolve(event.payload.thingId));
    });
    worker.start();
    try {
      await publish('test.thingCreated', 'nudged');
      expect(await delivered).toBe('nudged');
    } finally {
      await worker.stop();
    }
  });

  it('refuses a second subscriber of the same name for a type, and stops delivering after unsubscribe', async () => {
    const { events, worker, publish } = setUp();
    const seen: string[] = [];
    const unsubscribe = events.subscribe('test.thingRemoved', 'once', (event) => {
      seen.push(event.payload.thingId);
    });
    expect(() => events.subscribe('test.thingRemoved', 'once', () => undefined)).toThrow(
      'already subscribes',
    );
    await publish('test.thingRemoved', 'one');
    await worker.drain();
    unsubscribe();
    await publish('test.thingRemoved', 'two');
    await worker.drain();
    expect(seen).toEqual(['one']);
  });
});

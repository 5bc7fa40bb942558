import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { DomainEvents } from './bus';
import { claimNextEvent, removeDelivered, scheduleRetry, type ClaimedEvent } from './outbox';

export interface OutboxWorkerOptions {
  /** How often the outbox is looked at without a nudge: retries, and events other instances left. */
  pollMs?: number;
  /** Deliveries tried before an event is given up (marked dead). */
  maxAttempts?: number;
  /** The wait before the first retry; it doubles with each further attempt, up to `maxRetryMs`. */
  firstRetryMs?: number;
  maxRetryMs?: number;
}

/**
 * Delivers the outbox's events to their subscribers; every instance runs one. Each event is delivered in
 * its own transaction that holds it locked: every subscriber that has not had it yet runs in a savepoint
 * of that transaction, and the record of who has had it commits with what they wrote. A subscriber that
 * fails is tried again later with a growing wait; the others are not repeated. A commit anywhere in this
 * process nudges the worker; without a nudge it looks every `pollMs`.
 */
export class OutboxWorker {
  private readonly pollMs: number;
  private readonly maxAttempts: number;
  private readonly firstRetryMs: number;
  private readonly maxRetryMs: number;
  // One delivery run at a time in this process; a nudge during a run queues one more.
  private chain: Promise<void> = Promise.resolve();
  private queued = false;
  private running = false;
  private timer: NodeJS.Timeout | undefined;
  private stopListening: (() => void) | undefined;

  constructor(
    private readonly db: Database,
    private readonly events: DomainEvents,
    private readonly log: FastifyBaseLogger,
    options: OutboxWorkerOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 1000;
    this.maxAttempts = options.maxAttempts ?? 10;
    this.firstRetryMs = options.firstRetryMs ?? 1000;
    this.maxRetryMs = options.maxRetryMs ?? 300_000;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.stopListening = this.events.onCommitted(() => this.nudge());
    this.timer = setInterval(() => this.nudge(), this.pollMs);
    this.timer.unref();
    this.nudge();
  }

  /** Starts a delivery run soon, unless one is already waiting to start. */
  nudge(): void {
    if (!this.running || this.queued) return;
    this.queued = true;
    this.chain = this.chain.then(async () => {
      this.queued = false;
      if (this.running) await this.deliverDue();
    });
  }

  /**
   * Resolves once nothing is due any more: every committed event has been delivered, or waits for a retry
   * (what tests await instead of sleeping).
   */
  async drain(): Promise<void> {
    const run = this.chain.then(() => this.deliverDue());
    this.chain = run;
    await run;
  }

  /** Stops looking and waits for the delivery under way; what is left is delivered by the next start. */
  async stop(): Promise<void> {
    this.running = false;
    this.stopListening?.();
    clearInterval(this.timer);
    await this.chain;
  }

  private async deliverDue(): Promise<void> {
    try {
      while (await this.deliverNext());
    } catch (error) {
      // The database is unreachable or refused the claim: the next nudge or poll tries again.
      this.log.error({ err: error }, 'outbox delivery failed');
    }
  }

  /** Delivers the next due event; false when there was none. */
  private async deliverNext(): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const claimed = await claimNextEvent(tx);
      if (!claimed) return false;
      const deliveredTo = [...claimed.deliveredTo];
      const errors: string[] = [];
      for (const [name, handler] of this.events.subscribersOf(claimed.event.type)) {
        if (deliveredTo.includes(name)) continue;
        try {
          await tx.transaction(async (savepoint) => handler(claimed.event, savepoint));
          deliveredTo.push(name);
        } catch (error) {
          errors.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
          this.log.error(
            { err: error, event: eventLabel(claimed), subscriber: name },
            'domain event handler failed',
          );
        }
      }
      if (errors.length === 0) {
        await removeDelivered(tx, claimed.id);
      } else {
        const attempt = claimed.attempts + 1;
        const retryInMs =
          attempt >= this.maxAttempts
            ? null
            : Math.min(this.firstRetryMs * 2 ** (attempt - 1), this.maxRetryMs);
        await scheduleRetry(tx, claimed, { deliveredTo, error: errors.join('\n'), retryInMs });
      }
      return true;
    });
  }
}

function eventLabel({ id, event }: ClaimedEvent) {
  return { id, type: event.type, tenantId: event.tenantId };
}

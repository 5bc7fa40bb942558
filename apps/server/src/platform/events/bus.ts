import type { FastifyBaseLogger } from 'fastify';

/**
 * The domain events this application publishes, by type. Each module adds its own events by augmenting
 * this interface (`declare module '#platform/events/bus' { interface DomainEventMap { ... } }`), so that
 * publishers and subscribers agree on every payload at compile time.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by declaration merging
export interface DomainEventMap {}

export type DomainEventType = keyof DomainEventMap & string;

/** Something that happened in one tenant: a fact, named in the past tense (`user.created`). */
export type DomainEvent<TType extends DomainEventType = DomainEventType> = {
  [K in TType]: { type: K; tenantId: string; payload: DomainEventMap[K] };
}[TType];

export type DomainEventHandler<TType extends DomainEventType> = (
  event: DomainEvent<TType>,
) => void | Promise<void>;

/**
 * The in-process event bus. A handler's failure is logged and never reaches the publisher or the other
 * handlers: whoever publishes has already done its work (the transaction has committed).
 */
export class DomainEvents {
  private readonly handlers = new Map<string, Set<DomainEventHandler<never>>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  /** Calls `handler` for every event of `type` published from now on; returns the unsubscribe. */
  subscribe<TType extends DomainEventType>(type: TType, handler: DomainEventHandler<TType>): () => void {
    const forType = this.handlers.get(type) ?? new Set();
    this.handlers.set(type, forType);
    const stored = handler as DomainEventHandler<never>;
    forType.add(stored);
    return () => {
      forType.delete(stored);
    };
  }

  /** Runs every handler of the event's type; resolves when all of them have finished, never rejects. */
  async publish(event: DomainEvent): Promise<void> {
    const { type, tenantId } = event as { type: string; tenantId: string };
    this.log.debug({ event: { type, tenantId } }, 'domain event');
    const handlers = [...(this.handlers.get(type) ?? [])];
    await Promise.all(
      handlers.map(async (handler) => {
        try {
          await (handler as DomainEventHandler<DomainEventType>)(event);
        } catch (error) {
          this.log.error({ err: error, event: { type, tenantId } }, 'domain event handler failed');
        }
      }),
    );
  }
}

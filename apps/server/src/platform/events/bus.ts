import type { Database } from '../db/client';

/**
 * The domain events this application publishes, by type. Each module adds its own events by augmenting
 * this interface (`declare module '#platform/events/bus' { interface DomainEventMap { ... } }`), so that
 * publishers and subscribers agree on every payload at compile time.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by declaration merging
export interface DomainEventMap {}

export type DomainEventType = keyof DomainEventMap & string;

/**
 * Something that happened in one tenant: a fact, named in the past tense (`user.created`). Events of one
 * `aggregateId` (the thing they are about) reach each subscriber in the order they were committed; without
 * one, the tenant's events are kept in order among themselves.
 */
export type DomainEvent<TType extends DomainEventType = DomainEventType> = {
  [K in TType]: { type: K; tenantId: string; aggregateId?: string; payload: DomainEventMap[K] };
}[TType];

/**
 * Reacts to one event. `db` is the delivery's transaction: what the handler writes there commits together
 * with the record that this handler has had the event, so a handler that writes only through `db` acts
 * exactly once. Effects outside the database (a socket message) may repeat after a crash, and must be safe
 * to repeat.
 */
export type DomainEventHandler<TType extends DomainEventType> = (
  event: DomainEvent<TType>,
  db: Database,
) => void | Promise<void>;

/**
 * The subscribers of the domain events, by type and by name (the name records who has had an event, so it
 * must stay the same across releases). Publishing goes through `inTransaction`, which writes the event to
 * the outbox; the outbox worker delivers it here.
 */
export class DomainEvents {
  private readonly handlers = new Map<string, Map<string, DomainEventHandler<never>>>();
  private readonly committedListeners = new Set<() => void>();

  /** Calls `handler` for every event of `type` committed from now on; returns the unsubscribe. */
  subscribe<TType extends DomainEventType>(
    type: TType,
    name: string,
    handler: DomainEventHandler<TType>,
  ): () => void {
    const forType = this.handlers.get(type) ?? new Map<string, DomainEventHandler<never>>();
    if (forType.has(name)) throw new Error(`"${name}" already subscribes to ${type}`);
    this.handlers.set(type, forType);
    forType.set(name, handler as DomainEventHandler<never>);
    return () => {
      forType.delete(name);
    };
  }

  /** The subscribers of `type`, by name. */
  subscribersOf(type: string): Array<[string, DomainEventHandler<DomainEventType>]> {
    return [...(this.handlers.get(type) ?? [])] as Array<[string, DomainEventHandler<DomainEventType>]>;
  }

  /** Says that a transaction has committed events to the outbox, so that their delivery starts now. */
  committed(): void {
    for (const listener of this.committedListeners) listener();
  }

  /** Calls `listener` on every `committed()`; returns the removal. */
  onCommitted(listener: () => void): () => void {
    this.committedListeners.add(listener);
    return () => {
      this.committedListeners.delete(listener);
    };
  }
}

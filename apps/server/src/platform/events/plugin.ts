import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DomainEvents } from './bus';
import { OutboxWorker } from './outbox-worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** The domain event subscribers: modules subscribe at registration, `inTransaction` publishes. */
    events: DomainEvents;
    /** Delivers the committed events; tests await `outbox.drain()` to see what the events did. */
    outbox: OutboxWorker;
  }
}

export const eventsPlugin = fp(
  async (app: FastifyInstance) => {
    const events = new DomainEvents();
    const outbox = new OutboxWorker(app.db, events, app.log);
    app.decorate('events', events);
    app.decorate('outbox', outbox);
    // Delivery starts once every module has subscribed, and ends before the database closes.
    app.addHook('onReady', async () => outbox.start());
    app.addHook('preClose', async () => outbox.stop());
  },
  { name: 'events', dependencies: ['database'] },
);

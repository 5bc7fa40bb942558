import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DomainEvents } from './bus';

declare module 'fastify' {
  interface FastifyInstance {
    /** The domain event bus: modules subscribe at registration and publish after their changes commit. */
    events: DomainEvents;
  }
}

export const eventsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('events', new DomainEvents(app.log));
  },
  { name: 'events' },
);

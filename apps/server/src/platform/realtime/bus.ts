import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { NoticeSocketMessage, TableUpdateMessage } from '@mall/shared';

const SUBSCRIBE_WAIT_MS = 2_000;

/**
 * What travels between instances: a notice for an audience, a table change for the pages showing that
 * table, or a session whose sockets must close.
 */
export type RealtimeEnvelope =
  | {
      kind: 'notice';
      tenantId: string;
      /** null = every socket of the tenant. */
      userIds: string[] | null;
      message: NoticeSocketMessage;
    }
  | {
      kind: 'table';
      tenantId: string;
      /** These users hear of the change… */
      userIds: string[];
      /** …and so does anyone holding one of these permission codes in the tenant. */
      permissions: string[];
      message: TableUpdateMessage;
    }
  | { kind: 'closeSession'; sessionId: string };

export type RealtimeReceiver = (envelope: RealtimeEnvelope) => void;

/** Carries envelopes to every instance's hub, this one included. */
export interface RealtimeBus {
  publish(envelope: RealtimeEnvelope): Promise<void>;
  close(): Promise<void>;
}

/** One instance: envelopes go straight to the local hub. */
export function memoryBus(receive: RealtimeReceiver): RealtimeBus {
  return {
    async publish(envelope) {
      receive(envelope);
    },
    async close() {},
  };
}

/**
 * Several instances: envelopes are published on one Redis channel, and every instance (this one too)
 * delivers what its own subscriber connection receives. Malformed messages are logged and dropped.
 */
export async function redisBus(
  redis: Redis,
  channel: string,
  receive: RealtimeReceiver,
  log: FastifyBaseLogger,
): Promise<RealtimeBus> {
  const subscriber = redis.duplicate();
  subscriber.on('error', (error) => log.warn({ err: error }, 'realtime subscriber error'));
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    try {
      receive(JSON.parse(text) as RealtimeEnvelope);
    } catch (error) {
      log.warn({ err: error }, 'realtime envelope dropped');
    }
  });
  const subscribed = subscriber.subscribe(channel).catch((error: unknown) => {
    log.warn({ err: error }, 'realtime subscribe failed');
  });
  // A Redis that is down must not stop the start (/readyz reports it): the client subscribes once it
  // connects, so the start waits for the subscription only briefly.
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    subscribed,
    new Promise((resolve) => (timer = setTimeout(resolve, SUBSCRIBE_WAIT_MS))),
  ]);
  clearTimeout(timer);
  return {
    async publish(envelope) {
      await redis.publish(channel, JSON.stringify(envelope));
    },
    async close() {
      subscriber.disconnect();
    },
  };
}

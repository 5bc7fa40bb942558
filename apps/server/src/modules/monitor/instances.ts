import { MONITOR_HEARTBEAT_MS, type HttpTraceEntry, type InstanceSnapshot } from '@mall/shared';
import type { Redis } from 'ioredis';

/** What an instance publishes at each heartbeat. */
export interface InstanceReport {
  snapshot: InstanceSnapshot;
  trace: HttpTraceEntry[];
}

/** An instance that missed this many heartbeats is no longer listed. */
const MISSED_HEARTBEATS = 3;
const TTL_MS = MONITOR_HEARTBEAT_MS * MISSED_HEARTBEATS;

/** Where the live instances' reports are kept: Redis when configured, else only this instance's own. */
export interface InstanceDirectory {
  publish(report: InstanceReport): Promise<void>;
  /** Every other live instance's latest report. */
  others(selfId: string): Promise<InstanceReport[]>;
  withdraw(instanceId: string): Promise<void>;
}

/** Without Redis there is no shared place: the pages show this instance alone. */
export const localDirectory: InstanceDirectory = {
  publish: async () => undefined,
  others: async () => [],
  withdraw: async () => undefined,
};

/**
 * Reports in Redis: one key per instance expiring after MISSED_HEARTBEATS periods, and a sorted set of
 * instance ids by their last heartbeat so that readers need no key scan.
 */
export function redisDirectory(redis: Redis, key: (name: string) => string): InstanceDirectory {
  const index = key('monitor:instances');
  const reportKey = (id: string) => key(`monitor:instance:${id}`);
  return {
    async publish(report) {
      const id = report.snapshot.instanceId;
      await redis
        .multi()
        .set(reportKey(id), JSON.stringify(report), 'PX', TTL_MS)
        .zadd(index, Date.now(), id)
        .zremrangebyscore(index, '-inf', Date.now() - TTL_MS)
        .exec();
    },
    async others(selfId) {
      const ids = (await redis.zrangebyscore(index, Date.now() - TTL_MS, '+inf')).filter(
        (id) => id !== selfId,
      );
      if (ids.length === 0) return [];
      const reports = await redis.mget(ids.map(reportKey));
      return reports.flatMap((text) => (text ? [JSON.parse(text) as InstanceReport] : []));
    },
    async withdraw(id) {
      await redis.multi().del(reportKey(id)).zrem(index, id).exec();
    },
  };
}

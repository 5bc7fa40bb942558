import type { RedisInfo } from '@mall/shared';
import type { Redis } from 'ioredis';

export const NO_REDIS: RedisInfo = {
  configured: false,
  version: null,
  mode: null,
  uptimeSeconds: null,
  usedMemory: null,
  peakMemory: null,
  keys: null,
  connectedClients: null,
  hitRatio: null,
  opsPerSecond: null,
};

/** INFO's `name:value` lines as a map (section headers and blank lines skipped). */
export function parseInfo(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (const line of text.split(/\r?\n/)) {
    if (!line || line.startsWith('#')) continue;
    const colon = line.indexOf(':');
    if (colon > 0) fields.set(line.slice(0, colon), line.slice(colon + 1));
  }
  return fields;
}

/**
 * Redis's own figures from INFO; keys are this deployment's database's (DBSIZE). The hit ratio is
 * hits / (hits + misses) since the server started, null before any look-up.
 */
export async function redisInfo(redis: Redis): Promise<RedisInfo> {
  const [info, keys] = await Promise.all([redis.info(), redis.dbsize()]);
  const fields = parseInfo(info);
  const number = (name: string) => {
    const value = Number(fields.get(name));
    return fields.has(name) && Number.isFinite(value) ? value : null;
  };
  const hits = number('keyspace_hits') ?? 0;
  const misses = number('keyspace_misses') ?? 0;
  return {
    configured: true,
    version: fields.get('redis_version') ?? null,
    mode: fields.get('redis_mode') ?? null,
    uptimeSeconds: number('uptime_in_seconds'),
    usedMemory: number('used_memory'),
    peakMemory: number('used_memory_peak'),
    keys,
    connectedClients: number('connected_clients'),
    hitRatio: hits + misses === 0 ? null : Math.round((hits / (hits + misses)) * 1000) / 1000,
    opsPerSecond: number('instantaneous_ops_per_sec'),
  };
}

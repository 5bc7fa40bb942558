import type { DatabaseInfo, HttpTraceResult, InstancesResult, RedisInfo } from '@mall/shared';
import { http } from '../../../lib/http';

export const monitorKeys = {
  instances: ['monitor', 'instances'] as const,
  trace: ['monitor', 'httptrace'] as const,
  redis: ['monitor', 'redis'] as const,
  database: ['monitor', 'database'] as const,
};

/** GET /sys/actuator/instances: every live instance's runtime, system, disk and HTTP figures. */
export const fetchInstances = (signal?: AbortSignal) =>
  http.get<InstancesResult>('/sys/actuator/instances', {}, { signal });
/** GET /sys/actuator/httptrace: each live instance's last requests. */
export const fetchTrace = (signal?: AbortSignal) =>
  http.get<HttpTraceResult>('/sys/actuator/httptrace', {}, { signal });
/** GET /sys/actuator/redis/info */
export const fetchRedis = (signal?: AbortSignal) =>
  http.get<RedisInfo>('/sys/actuator/redis/info', {}, { signal });
/** GET /sys/actuator/database/info */
export const fetchDatabase = (signal?: AbortSignal) =>
  http.get<DatabaseInfo>('/sys/actuator/database/info', {}, { signal });

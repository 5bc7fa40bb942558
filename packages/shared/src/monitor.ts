import { z } from 'zod';

/** The most requests an instance keeps in its HTTP trace. */
export const HTTP_TRACE_SIZE = 100;
/** How often an instance publishes its figures; an instance silent for three periods is gone. */
export const MONITOR_HEARTBEAT_MS = 5_000;

/** The Node process: memory, event-loop delay (ms), garbage collection since start, handles, uptime. */
export const runtimeFiguresSchema = z.object({
  nodeVersion: z.string(),
  pid: z.number(),
  uptimeSeconds: z.number(),
  heapUsed: z.number(),
  heapTotal: z.number(),
  rss: z.number(),
  external: z.number(),
  eventLoopDelay: z.object({ mean: z.number(), p50: z.number(), p99: z.number(), max: z.number() }),
  gc: z.object({ count: z.number(), totalMs: z.number() }),
  activeHandles: z.number(),
});
export type RuntimeFigures = z.infer<typeof runtimeFiguresSchema>;

/** The host: CPU use since the previous sample (0..1), load averages, memory in bytes. */
export const systemFiguresSchema = z.object({
  hostname: z.string(),
  platform: z.string(),
  cpus: z.number(),
  cpuUsage: z.number(),
  loadAverage: z.tuple([z.number(), z.number(), z.number()]),
  totalMemory: z.number(),
  freeMemory: z.number(),
});
export type SystemFigures = z.infer<typeof systemFiguresSchema>;

/** One mounted file system: its size and free space in bytes. */
export const diskFiguresSchema = z.object({
  mount: z.string(),
  type: z.string(),
  size: z.number(),
  free: z.number(),
  used: z.number(),
});
export type DiskFigures = z.infer<typeof diskFiguresSchema>;

/** The HTTP server over the last minute: throughput, latency percentiles (ms), status classes, sockets. */
export const httpFiguresSchema = z.object({
  requestsPerSecond: z.number(),
  latency: z.object({ p50: z.number(), p90: z.number(), p99: z.number() }),
  statusClasses: z.object({ '2xx': z.number(), '3xx': z.number(), '4xx': z.number(), '5xx': z.number() }),
  totalRequests: z.number(),
  openSockets: z.number(),
});
export type HttpFigures = z.infer<typeof httpFiguresSchema>;

/** One answered request: the path with query parameter names only, never their values, bodies or headers. */
export const httpTraceEntrySchema = z.object({
  time: z.string(),
  method: z.string(),
  path: z.string(),
  status: z.number(),
  ms: z.number(),
});
export type HttpTraceEntry = z.infer<typeof httpTraceEntrySchema>;

/** What one instance reports of itself. */
export const instanceSnapshotSchema = z.object({
  instanceId: z.string(),
  reportedAt: z.string(),
  runtime: runtimeFiguresSchema,
  system: systemFiguresSchema,
  disks: z.array(diskFiguresSchema),
  http: httpFiguresSchema,
});
export type InstanceSnapshot = z.infer<typeof instanceSnapshotSchema>;

/** GET /sys/actuator/instances: every live instance's figures, this one first. */
export const instancesResultSchema = z.object({
  self: z.string(),
  instances: z.array(instanceSnapshotSchema),
});
export type InstancesResult = z.infer<typeof instancesResultSchema>;

/** GET /sys/actuator/httptrace: each live instance's last requests, newest first. */
export const httpTraceResultSchema = z.object({
  instances: z.array(z.object({ instanceId: z.string(), entries: z.array(httpTraceEntrySchema) })),
});
export type HttpTraceResult = z.infer<typeof httpTraceResultSchema>;

/** GET /sys/actuator/redis/info: Redis's INFO figures, or configured false when there is no Redis. */
export const redisInfoSchema = z.object({
  configured: z.boolean(),
  version: z.string().nullable(),
  mode: z.string().nullable(),
  uptimeSeconds: z.number().nullable(),
  usedMemory: z.number().nullable(),
  peakMemory: z.number().nullable(),
  keys: z.number().nullable(),
  connectedClients: z.number().nullable(),
  hitRatio: z.number().nullable(),
  opsPerSecond: z.number().nullable(),
});
export type RedisInfo = z.infer<typeof redisInfoSchema>;

/** One of the slowest statements by mean time (the statement's normalised text carries no values). */
export const slowStatementSchema = z.object({
  query: z.string(),
  calls: z.number(),
  meanMs: z.number(),
  totalMs: z.number(),
});

/** GET /sys/actuator/database/info: figures the database gives; null where it gives none (embedded). */
export const databaseInfoSchema = z.object({
  embedded: z.boolean(),
  version: z.string(),
  sizeBytes: z.number().nullable(),
  connections: z.number().nullable(),
  maxConnections: z.number().nullable(),
  cacheHitRatio: z.number().nullable(),
  /** null when pg_stat_statements is not installed. */
  slowStatements: z.array(slowStatementSchema).nullable(),
});
export type DatabaseInfo = z.infer<typeof databaseInfoSchema>;

/** GET /dashboard/workplace: what waits for the signed-in staff member, and what they did last. */
export const workplaceSchema = z.object({
  pendingOrders: z.number(),
  applicationsInReview: z.number(),
  waitingOrders: z.array(
    z.object({
      id: z.string(),
      orderNo: z.string(),
      customerName: z.string(),
      orderTime: z.string(),
      hasApplication: z.boolean(),
    }),
  ),
  recentActivity: z.array(
    z.object({
      demandId: z.string(),
      orderNo: z.string(),
      action: z.string(),
      time: z.string(),
    }),
  ),
});
export type Workplace = z.infer<typeof workplaceSchema>;

/** The monitoring reads take no parameters besides the client's cache-busting `_t`. */
export const monitorQuerySchema = z.strictObject({ _t: z.string().optional() });
/** GET /dashboard/workplace takes no parameters besides `_t`. */
export const workplaceQuerySchema = monitorQuerySchema;

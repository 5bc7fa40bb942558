import { Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseInfo, DiskFigures, HttpFigures, RedisInfo, SystemFigures } from '@mall/shared';

/** What the app's gauges read when Prometheus scrapes. */
export interface MetricSources {
  http(): Promise<HttpFigures>;
  system(): SystemFigures;
  disks(): Promise<DiskFigures[]>;
  database(): Promise<DatabaseInfo>;
  redis(): Promise<RedisInfo>;
  openRealtimeSockets(): number;
}

export interface AppMetrics {
  registry: Registry;
  /** Records one answered request in the latency histogram. */
  observeRequest(method: string, status: number, seconds: number): void;
}

const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/**
 * One app's figures in the Prometheus format: its HTTP server (a latency histogram by method and status
 * class, open sockets), the host, its disks, the database and Redis. The gauges read their sources when
 * scraped, so nothing is computed between scrapes.
 */
export function appMetrics(sources: MetricSources): AppMetrics {
  const registry = new Registry();
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request.',
    labelNames: ['method', 'status_class'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const gauge = (
    name: string,
    help: string,
    collect: (this: Gauge) => void | Promise<void>,
    labelNames: string[] = [],
  ) => new Gauge({ name, help, labelNames, registers: [registry], collect });

  gauge('http_open_sockets', 'Open TCP connections to the HTTP server.', async function () {
    this.set((await sources.http()).openSockets);
  });
  gauge('mall_socket_connections', 'Open realtime sockets (notification and table).', function () {
    this.set(sources.openRealtimeSockets());
  });
  gauge('system_cpu_usage_ratio', 'Busy share of all CPU cores (0..1).', function () {
    this.set(sources.system().cpuUsage);
  });
  gauge(
    'system_load_average',
    'System load average.',
    function () {
      const [one, five, fifteen] = sources.system().loadAverage;
      this.set({ period: '1m' }, one);
      this.set({ period: '5m' }, five);
      this.set({ period: '15m' }, fifteen);
    },
    ['period'],
  );
  gauge(
    'system_memory_bytes',
    'Host memory.',
    function () {
      const system = sources.system();
      this.set({ kind: 'total' }, system.totalMemory);
      this.set({ kind: 'free' }, system.freeMemory);
    },
    ['kind'],
  );
  gauge(
    'disk_bytes',
    'Mounted file systems: size, used and free bytes.',
    async function () {
      this.reset();
      for (const disk of await sources.disks()) {
        this.set({ mount: disk.mount, kind: 'size' }, disk.size);
        this.set({ mount: disk.mount, kind: 'used' }, disk.used);
        this.set({ mount: disk.mount, kind: 'free' }, disk.free);
      }
    },
    ['mount', 'kind'],
  );
  gauge(
    'database_figures',
    'Database size (bytes), connections and cache hit ratio; absent when the database gives none.',
    async function () {
      this.reset();
      const info = await sources.database();
      if (info.sizeBytes !== null) this.set({ figure: 'size_bytes' }, info.sizeBytes);
      if (info.connections !== null) this.set({ figure: 'connections' }, info.connections);
      if (info.cacheHitRatio !== null) this.set({ figure: 'cache_hit_ratio' }, info.cacheHitRatio);
    },
    ['figure'],
  );
  gauge(
    'redis_figures',
    'Redis memory (bytes), keys, clients and hit ratio; absent without Redis.',
    async function () {
      this.reset();
      const info = await sources.redis();
      const figures = {
        used_memory_bytes: info.usedMemory,
        keys: info.keys,
        connected_clients: info.connectedClients,
        hit_ratio: info.hitRatio,
      };
      for (const [figure, value] of Object.entries(figures)) if (value !== null) this.set({ figure }, value);
    },
    ['figure'],
  );

  return {
    registry,
    observeRequest: (method, status, seconds) =>
      requests.observe({ method, status_class: statusClass(status) }, seconds),
  };
}

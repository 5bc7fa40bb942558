import { PerformanceObserver, monitorEventLoopDelay } from 'node:perf_hooks';
import type { RuntimeFigures } from '@mall/shared';

const NS_PER_MS = 1e6;
const round = (value: number) => Math.round(value * 100) / 100;

// Process-wide samplers, started once: the event loop's delay since the last window, and every GC pause.
const loopDelay = monitorEventLoopDelay({ resolution: 20 });
loopDelay.enable();
const gc = { count: 0, totalMs: 0 };
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    gc.count += 1;
    gc.totalMs += entry.duration;
  }
}).observe({ entryTypes: ['gc'] });

/** The Node process's figures now; the event-loop delay covers the time since the last `nextLoopWindow`. */
export function runtimeFigures(): RuntimeFigures {
  const memory = process.memoryUsage();
  const delay = (value: number) => (Number.isFinite(value) ? round(value / NS_PER_MS) : 0);
  return {
    nodeVersion: process.version,
    pid: process.pid,
    uptimeSeconds: Math.round(process.uptime()),
    heapUsed: memory.heapUsed,
    heapTotal: memory.heapTotal,
    rss: memory.rss,
    external: memory.external,
    eventLoopDelay: {
      mean: delay(loopDelay.mean),
      p50: delay(loopDelay.percentile(50)),
      p99: delay(loopDelay.percentile(99)),
      max: delay(loopDelay.max),
    },
    gc: { count: gc.count, totalMs: round(gc.totalMs) },
    activeHandles: process.getActiveResourcesInfo().length,
  };
}

/** Starts a new window of event-loop delay samples (each heartbeat reports one window). */
export function nextLoopWindow(): void {
  loopDelay.reset();
}

import type { InstanceSnapshot } from '@mall/shared';

interface Measurement {
  statistic: string;
  value: number;
}
export interface ActuatorMetric {
  name: string;
  description: string | null;
  baseUnit: string | null;
  measurements: Measurement[];
  availableTags: { tag: string; values: string[] }[];
}

const value = (figure: number): Measurement[] => [{ statistic: 'VALUE', value: figure }];
const timer = (count: number, totalSeconds: number, maxSeconds = 0): Measurement[] => [
  { statistic: 'COUNT', value: count },
  { statistic: 'TOTAL_TIME', value: totalSeconds },
  { statistic: 'MAX', value: maxSeconds },
];

/**
 * The Spring Actuator figures a JeecgBoot front end asks for, answered from this Node instance's own:
 * the heap stands for the JVM's memory, one thread for its threads, the HTTP figures for Tomcat's
 * requests. A figure Node has no counterpart of (class loading, Tomcat sessions) reads 0.
 */
export function actuatorMetric(name: string, snapshot: InstanceSnapshot): ActuatorMetric {
  const { runtime, system, http } = snapshot;
  const requestSeconds = (http.totalRequests * http.latency.p50) / 1000;
  const figures: Record<string, Measurement[]> = {
    'jvm.memory.max': value(runtime.heapTotal),
    'jvm.memory.committed': value(runtime.rss),
    'jvm.memory.used': value(runtime.heapUsed),
    'jvm.buffer.memory.used': value(runtime.external),
    'jvm.buffer.count': value(runtime.activeHandles),
    'jvm.threads.daemon': value(0),
    'jvm.threads.live': value(1),
    'jvm.threads.peak': value(1),
    'jvm.gc.pause': timer(runtime.gc.count, runtime.gc.totalMs / 1000),
    'process.uptime': value(runtime.uptimeSeconds),
    'process.start.time': value(Date.now() / 1000 - runtime.uptimeSeconds),
    'process.cpu.usage': value(system.cpuUsage),
    'system.cpu.usage': value(system.cpuUsage),
    'system.cpu.count': value(system.cpus),
    'tomcat.global.request': timer(http.totalRequests, requestSeconds),
    'tomcat.global.request.max': value(http.latency.p99 / 1000),
    'tomcat.servlet.request': timer(http.totalRequests, requestSeconds),
    'tomcat.servlet.request.max': value(http.latency.p99 / 1000),
    'tomcat.threads.current': value(1),
    'tomcat.threads.config.max': value(1),
    'tomcat.sessions.active.current': value(http.openSockets),
  };
  return {
    name,
    description: null,
    baseUnit: null,
    measurements: figures[name] ?? value(0),
    availableTags: [],
  };
}

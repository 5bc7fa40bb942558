import { cpus, freemem, hostname, loadavg, platform, totalmem } from 'node:os';
import type { SystemFigures } from '@mall/shared';

interface CpuSample {
  idle: number;
  total: number;
}

function cpuSample(): CpuSample {
  let idle = 0;
  let total = 0;
  for (const cpu of cpus()) {
    const { user, nice, sys, irq } = cpu.times;
    idle += cpu.times.idle;
    total += user + nice + sys + irq + cpu.times.idle;
  }
  return { idle, total };
}

let previous = cpuSample();
let lastUsage = 0;

/** The host's figures; CPU use is the busy share of all cores between the last two `nextCpuWindow`s. */
export function systemFigures(): SystemFigures {
  const [one = 0, five = 0, fifteen = 0] = loadavg();
  return {
    hostname: hostname(),
    platform: platform(),
    cpus: cpus().length,
    cpuUsage: lastUsage,
    loadAverage: [one, five, fifteen],
    totalMemory: totalmem(),
    freeMemory: freemem(),
  };
}

/** Closes a CPU window: its busy share becomes the reported use. */
export function nextCpuWindow(): void {
  const now = cpuSample();
  const total = now.total - previous.total;
  lastUsage = total > 0 ? Math.round((1 - (now.idle - previous.idle) / total) * 1000) / 1000 : lastUsage;
  previous = now;
}

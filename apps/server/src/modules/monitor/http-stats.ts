import { HTTP_TRACE_SIZE, type HttpFigures, type HttpTraceEntry } from '@mall/shared';
import { loggableUrl } from '#platform/http/access-log';

/** The window the throughput and latency percentiles cover. */
const WINDOW_MS = 60_000;
/** The most latency samples kept for the window (a busy minute is sampled evenly beyond this). */
const MAX_SAMPLES = 5_000;

type StatusClass = keyof HttpFigures['statusClasses'];

function statusClass(status: number): StatusClass | null {
  if (status >= 200 && status < 300) return '2xx';
  if (status >= 300 && status < 400) return '3xx';
  if (status >= 400 && status < 500) return '4xx';
  if (status >= 500) return '5xx';
  return null;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const value = sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
  return Math.round(value * 10) / 10;
}

/**
 * One instance's answered requests: counts per status class since start, the last minute's
 * throughput and latencies, and a trace of the last HTTP_TRACE_SIZE requests. The trace keeps the
 * method, the path with the names of its query parameters (never their values), the status and the
 * time: no headers, bodies or tokens.
 */
export class HttpStats {
  /** Latencies of the window's requests, oldest first; past MAX_SAMPLES the oldest give way. */
  private samples: { at: number; ms: number }[] = [];
  /** Requests per second of the window: [second, count], oldest first. */
  private seconds: [number, number][] = [];
  private readonly trace: HttpTraceEntry[] = [];
  private readonly classes: Record<StatusClass, number> = { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 };
  private total = 0;

  record(method: string, url: string, status: number, ms: number, at = Date.now()): void {
    this.total += 1;
    const kind = statusClass(status);
    if (kind) this.classes[kind] += 1;
    const second = Math.floor(at / 1000);
    const last = this.seconds.at(-1);
    if (last && last[0] === second) last[1] += 1;
    else this.seconds.push([second, 1]);
    this.samples.push({ at, ms });
    if (this.samples.length > MAX_SAMPLES * 2) this.samples = this.samples.slice(-MAX_SAMPLES);
    this.trace.unshift({
      time: new Date(at).toISOString(),
      method,
      path: loggableUrl(url),
      status,
      ms: Math.round(ms * 10) / 10,
    });
    if (this.trace.length > HTTP_TRACE_SIZE) this.trace.length = HTTP_TRACE_SIZE;
  }

  /** The figures of the last minute; `openSockets` comes from the server. */
  figures(openSockets: number, now = Date.now()): HttpFigures {
    const cutoff = now - WINDOW_MS;
    this.samples = this.samples.filter((sample) => sample.at >= cutoff).slice(-MAX_SAMPLES);
    this.seconds = this.seconds.filter(([second]) => second * 1000 >= cutoff);
    const requests = this.seconds.reduce((sum, [, count]) => sum + count, 0);
    const sorted = this.samples.map((sample) => sample.ms).sort((a, b) => a - b);
    return {
      requestsPerSecond: Math.round((requests / (WINDOW_MS / 1000)) * 100) / 100,
      latency: { p50: percentile(sorted, 50), p90: percentile(sorted, 90), p99: percentile(sorted, 99) },
      statusClasses: { ...this.classes },
      totalRequests: this.total,
      openSockets,
    };
  }

  /** The last requests, newest first. */
  lastRequests(): HttpTraceEntry[] {
    return [...this.trace];
  }
}

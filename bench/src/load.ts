import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);

export const loadSettings = { connections, seconds, warmupSeconds };

/** Warms the target up, then measures it for BENCH_SECONDS with BENCH_CONNECTIONS connections. */
export async function measure(url: string, headers: Record<string, string> = {}): Promise<LoadResult> {
  await autocannon({ url, headers, connections, duration: warmupSeconds });
  const result = await autocannon({ url, headers, connections, duration: seconds });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

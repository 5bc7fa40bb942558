import { availableParallelism } from 'node:os';
import Tinypool, { type Options } from 'tinypool';

/*
 * Threads for work that must not hold the main thread, which answers every request: reading uploaded
 * spreadsheets, running administrators' regular expressions. Each kind has its own pool (one thread per
 * core) so that a long import never queues a check. The threads run worker.ts: built beside the bundle
 * as dist/worker.mjs (see scripts/lib/server-build.mjs), or from the sources through tsx (worker-dev.mjs)
 * when the server runs from them (tests, `npm run dev`).
 */

const fromSources = import.meta.url.endsWith('.ts');
const WORKER_FILE = fromSources
  ? new URL('../../worker-dev.mjs', import.meta.url)
  : new URL('./worker.mjs', import.meta.url);

/** How long an idle thread is kept for the next task (starting one takes tens of milliseconds). */
const IDLE_MS = 60_000;

function pool(options: Options): Tinypool {
  return new Tinypool({
    filename: WORKER_FILE.href,
    minThreads: 0,
    maxThreads: availableParallelism(),
    idleTimeout: IDLE_MS,
    ...options,
  });
}

let files: Tinypool | undefined;
let patterns: Tinypool | undefined;

/** The threads that read uploaded files, each with at most `heapMb` of heap (past it the thread ends). */
export const filePool = (heapMb: number) =>
  (files ??= pool({ resourceLimits: { maxOldGenerationSizeMb: heapMb } }));

/** The threads that run check rules' patterns. */
export const patternPool = () => (patterns ??= pool({}));

/** Whether a task failed because its thread ran out of its heap. */
export const outOfMemory = (error: unknown) =>
  (error as { code?: string } | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY';

import { Writable } from 'node:stream';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { createLogger } from '../platform/logger';

export interface CapturedLogs {
  /** The app's own logger (same redaction and serializers as production), writing into memory. */
  logger: Logger;
  /** Everything logged so far, as the raw JSON lines. */
  text(): string;
  /** Everything logged so far, one parsed object per line. */
  lines(): Array<Record<string, unknown>>;
  clear(): void;
}

/** A logger for buildApp whose output a test can read, e.g. to prove a secret never reaches the log. */
export function captureLogs(level: Config['LOG_LEVEL'] = 'trace'): CapturedLogs {
  let text = '';
  const sink = new Writable({
    write(chunk, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  return {
    logger: createLogger({ LOG_LEVEL: level, NODE_ENV: 'test' }, sink),
    text: () => text,
    lines: () =>
      text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    clear: () => {
      text = '';
    },
  };
}

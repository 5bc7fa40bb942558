import pino, { type DestinationStream, type Logger } from 'pino';
import type { Config } from '../config';
import { withoutQueryValues } from './db/loggable-error';

/** Secrets that must never reach a log line, wherever they appear in a logged object. */
export const REDACTED_PATHS = [
  'req.headers["x-access-token"]',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers["x-access-token"]',
  'headers.authorization',
  'headers.cookie',
  'password',
  'token',
  '*.password',
  '*.oldpassword',
  '*.confirmpassword',
  '*.token',
  '*.*.password',
  '*.*.token',
];

export function createLogger(
  config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV'>,
  destination?: DestinationStream,
): Logger {
  const options = {
    level: config.LOG_LEVEL,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { err: (error: unknown) => pino.stdSerializers.err(withoutQueryValues(error) as Error) },
  };
  if (destination) return pino(options, destination);
  if (config.NODE_ENV === 'development') return pino({ ...options, transport: { target: 'pino-pretty' } });
  return pino(options);
}

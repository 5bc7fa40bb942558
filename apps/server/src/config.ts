import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_MAIN_INDEX_PAGE, PASSWORD_MIN_LENGTH } from '@mall/shared';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

const bool = z.stringbool({
  truthy: ['true', '1', 'yes', 'on'],
  falsy: ['false', '0', 'no', 'off'],
  case: 'insensitive',
  error: 'must be one of true/false/1/0/yes/no/on/off',
});

const urlWithScheme = (schemes: string[]) =>
  z.string().refine((value) => URL.canParse(value) && schemes.includes(new URL(value).protocol), {
    error: `must be a ${schemes.map((s) => `${s}//`).join(' or ')} URL`,
  });

const optionalPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: `must be at least ${PASSWORD_MIN_LENGTH} characters` })
  .optional();

const envSchema = z.object({
  PORT: z.coerce.number({ error: 'must be a number' }).int().min(1).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z
    .string()
    .default('./data')
    .transform((dir) => resolve(dir)),
  DATABASE_URL: urlWithScheme(['postgres:', 'postgresql:']).optional(),
  REDIS_URL: urlWithScheme(['redis:', 'rediss:']).optional(),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,40}$/)
    .default('mall:'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  API_DOCS: bool.optional(),
  DEMO_DATA: bool.default(true),
  ADMIN_PASSWORD: optionalPassword,
  DEMO_PASSWORD: optionalPassword,
  WEB_DIST: z
    .string()
    .default(DEFAULT_WEB_DIST)
    .transform((dir) => resolve(dir)),
  MAIN_INDEX_PAGE: z
    .string()
    .startsWith('/', { error: 'must start with /' })
    .default(DEFAULT_MAIN_INDEX_PAGE),
  /** false turns the sign-in captcha off (automated clients); logged as a warning at start. */
  LOGIN_CAPTCHA: bool.default(true),
  /** false turns the login/SMS/captcha/registration rate limits off (load tests); logged as a warning. */
  RATE_LIMIT: bool.default(true),
  /** How often expired sessions, captchas and sign-in tickets are deleted. */
  SESSION_SWEEP_INTERVAL_MS: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(10, { error: 'must be at least 10' })
    .default(600_000),
  /** How often each instance looks for due scheduled jobs. */
  JOB_POLL_MS: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(50, { error: 'must be at least 50' })
    .default(1_000),
  /** false: this instance runs no scheduled jobs on their schedule (run-once-now still works). */
  JOBS: bool.default(true),
  /** false: no login or operation log rows are written (measuring the log's cost). */
  AUDIT_LOG: bool.default(true),
  /** How long log rows wait in memory before one batched insert writes them. */
  AUDIT_LOG_FLUSH_MS: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(10, { error: 'must be at least 10' })
    .default(1_000),
  /** The most one user may upload within 24 hours, in MB. */
  UPLOAD_QUOTA_MB: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(1, { error: 'must be at least 1' })
    .default(200),
  /** Temporary uploads (biz=temp) older than this many hours are deleted by the periodic sweep. */
  TEMP_UPLOAD_MAX_AGE_HOURS: z.coerce
    .number({ error: 'must be a number' })
    .min(0.01, { error: 'must be more than 0' })
    .default(24),
  /** The most realtime sockets one user keeps open per instance; a new one closes their oldest. */
  SOCKETS_PER_USER: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(1, { error: 'must be at least 1' })
    .default(20),
  /** The SMS gateway: codes are POSTed there as JSON { mobile, code, purpose }; unset writes them to the log. */
  SMS_WEBHOOK_URL: urlWithScheme(['http:', 'https:']).optional(),
  /** The bearer token Prometheus sends to /metrics; unset, there is no /metrics. */
  METRICS_TOKEN: z
    .string()
    .min(16, { error: 'must be at least 16 characters' })
    .regex(/^[\x21-\x7e]+$/, { error: 'must be printable ASCII without spaces' })
    .optional(),
  /**
   * The upstreams gateway routes may reach: comma-separated host names (`*.example.com` for subdomains),
   * IP addresses and CIDR ranges. Empty (the default): no gateway route reaches anything. Internal
   * addresses (loopback, private, link-local, metadata) are reached only when an IP or CIDR entry names them.
   */
  GATEWAY_UPSTREAM_ALLOWLIST: z.string().max(4000).optional(),
  NODE_ENV: z.string().optional(),
});

type ParsedEnv = z.output<typeof envSchema>;

export interface Config extends Omit<ParsedEnv, 'API_DOCS' | 'DATA_DIR'> {
  API_DOCS: boolean;
  /** undefined keeps the database in memory and writes no files (tests). */
  DATA_DIR: string | undefined;
}

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    readonly reason: string,
  ) {
    super(`Invalid configuration: ${variable}: ${reason}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once at start; an empty variable counts as unset. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(String(issue?.path[0] ?? 'environment'), issue?.message ?? 'invalid');
  }
  const config = parsed.data;
  return { ...config, API_DOCS: config.API_DOCS ?? config.NODE_ENV === 'development' };
}

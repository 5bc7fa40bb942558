import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_MAIN_INDEX_PAGE, PASSWORD_MIN_LENGTH } from '@mall/shared';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
// From the server's package folder, one above this module in src/ or, built, in dist/.
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

/** https, or http to this machine only (a provider started next to the server, as tests do). */
const secureOrLoopbackUrl = z.string().refine(
  (value) => {
    if (!URL.canParse(value)) return false;
    const url = new URL(value);
    if (url.protocol === 'https:') return true;
    return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  },
  { error: 'must be an https:// URL (http:// only to 127.0.0.1 or localhost)' },
);

const thirdLoginProviderSchema = z.object({
  source: z.string().regex(/^[a-z0-9_-]{1,32}$/, { error: 'source must be 1-32 of a-z 0-9 _ -' }),
  name: z.object({ zh: z.string().min(1).max(64), en: z.string().min(1).max(64) }),
  issuer: secureOrLoopbackUrl,
  clientId: z.string().min(1).max(256),
  clientSecret: z.string().min(1).max(512),
});
export type ThirdLoginProviderConfig = z.infer<typeof thirdLoginProviderSchema>;

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
  /**
   * How often each instance deletes old temporary uploads (expired sessions, captchas and sign-in tickets
   * are deleted by the scheduled job sweepExpiredJob).
   */
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
   * S3-compatible file storage: set S3_BUCKET (with the keys) and uploads go there instead of DATA_DIR/files.
   * S3_ENDPOINT names a store other than AWS (MinIO, Ceph, OSS, COS...); most of those need path style.
   */
  S3_ENDPOINT: urlWithScheme(['http:', 'https:']).optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/)
    .default('us-east-1'),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { error: 'must be an S3 bucket name' })
    .optional(),
  S3_ACCESS_KEY: z.string().optional(),
  S3_SECRET_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  /** The longest an online report's query may run (statement_timeout of its read-only transaction). */
  REPORT_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(100, { error: 'must be at least 100' })
    .default(5_000),
  /** The most rows an online report answers in all; its pages stop there. */
  REPORT_ROW_CAP: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(1, { error: 'must be at least 1' })
    .default(10_000),
  /**
   * Hosts a data source may name (comma-separated host names). Unset: none. The main database itself is
   * refused even when its host is listed.
   */
  DATA_SOURCE_HOSTS: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    ),
  /** The key data source passwords are encrypted with (AES-256-GCM): 32 bytes, base64. Unset: none stored. */
  DATA_SOURCE_KEY: z
    .string()
    .refine((key) => Buffer.from(key, 'base64').length === 32, { error: 'must be 32 bytes in base64' })
    .optional(),
  /**
   * The address browsers reach this deployment at (scheme, host, port; e.g. https://mall.example.com):
   * third-party sign-in gives providers its callback under it. Needed when THIRD_LOGIN_PROVIDERS is set.
   */
  PUBLIC_URL: urlWithScheme(['http:', 'https:']).optional(),
  /**
   * The OpenID Connect providers users may sign in with: a JSON array of
   * { source, name: { zh, en }, issuer, clientId, clientSecret }. Only these issuers are ever contacted.
   */
  THIRD_LOGIN_PROVIDERS: z
    .string()
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'must be a JSON array' });
        return z.NEVER;
      }
    })
    .pipe(z.array(thirdLoginProviderSchema).max(20))
    .refine((providers) => new Set(providers.map((p) => p.source)).size === providers.length, {
      error: 'each source must be named once',
    })
    .optional(),
  /** The CAS server whose service tickets sign users in (its prefix, e.g. https://cas.example.com/cas). */
  CAS_SERVER_URL: secureOrLoopbackUrl.optional(),
  /**
   * The service URLs a CAS ticket may have been issued for, comma-separated: a service must be on one of
   * these origins, under its path. Needed when CAS_SERVER_URL is set.
   */
  CAS_SERVICE_URLS: z
    .string()
    .transform((text) =>
      text
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(z.array(urlWithScheme(['http:', 'https:'])).min(1))
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
  if (config.S3_BUCKET && !(config.S3_ACCESS_KEY && config.S3_SECRET_KEY)) {
    throw new ConfigError('S3_ACCESS_KEY', 'S3_ACCESS_KEY and S3_SECRET_KEY are needed with S3_BUCKET');
  }
  if (!config.S3_BUCKET && (config.S3_ENDPOINT || config.S3_ACCESS_KEY)) {
    throw new ConfigError('S3_BUCKET', 'must be set with the other S3_ settings');
  }
  if (config.THIRD_LOGIN_PROVIDERS?.length && !config.PUBLIC_URL) {
    throw new ConfigError('PUBLIC_URL', 'is needed when THIRD_LOGIN_PROVIDERS is set');
  }
  if (config.CAS_SERVER_URL && !config.CAS_SERVICE_URLS) {
    throw new ConfigError('CAS_SERVICE_URLS', 'is needed when CAS_SERVER_URL is set');
  }
  return { ...config, API_DOCS: config.API_DOCS ?? config.NODE_ENV === 'development' };
}

import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('has defaults for everything', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 8080,
      HOST: '127.0.0.1',
      DATA_DIR: resolve('./data'),
      LOG_LEVEL: 'info',
      API_DOCS: false,
      DEMO_DATA: true,
      MAIN_INDEX_PAGE: '/mall/index',
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.ADMIN_PASSWORD).toBeUndefined();
    expect(config.WEB_DIST).toMatch(/apps\/web\/dist$/);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '3000',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/mall',
      DATABASE_URL: 'postgresql://mall@db:5432/mall',
      REDIS_URL: 'redis://cache:6379',
      LOG_LEVEL: 'warn',
      API_DOCS: 'yes',
      DEMO_DATA: 'off',
      ADMIN_PASSWORD: 'Long-enough1',
      DEMO_PASSWORD: 'Also-long-2',
      WEB_DIST: '/srv/web',
      MAIN_INDEX_PAGE: '/mall/search',
      NODE_ENV: 'production',
    });
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/mall',
      DATABASE_URL: 'postgresql://mall@db:5432/mall',
      REDIS_URL: 'redis://cache:6379',
      LOG_LEVEL: 'warn',
      API_DOCS: true,
      DEMO_DATA: false,
      ADMIN_PASSWORD: 'Long-enough1',
      DEMO_PASSWORD: 'Also-long-2',
      WEB_DIST: '/srv/web',
      MAIN_INDEX_PAGE: '/mall/search',
    });
  });

  it('keeps the sign-in captcha and rate limits on unless turned off, and sweeps temporary uploads every 10 minutes', () => {
    expect(loadConfig({})).toMatchObject({
      LOGIN_CAPTCHA: true,
      RATE_LIMIT: true,
      SESSION_SWEEP_INTERVAL_MS: 600_000,
    });
    expect(
      loadConfig({ LOGIN_CAPTCHA: 'false', RATE_LIMIT: 'off', SESSION_SWEEP_INTERVAL_MS: '60000' }),
    ).toMatchObject({ LOGIN_CAPTCHA: false, RATE_LIMIT: false, SESSION_SWEEP_INTERVAL_MS: 60_000 });
    expect(() => loadConfig({ LOGIN_CAPTCHA: 'maybe' })).toThrow(ConfigError);
    expect(() => loadConfig({ SESSION_SWEEP_INTERVAL_MS: 'often' })).toThrow(/SESSION_SWEEP_INTERVAL_MS/);
  });

  it('limits uploads to 200 MB per user a day and sweeps temporary uploads after 24 hours, unless set', () => {
    expect(loadConfig({})).toMatchObject({ UPLOAD_QUOTA_MB: 200, TEMP_UPLOAD_MAX_AGE_HOURS: 24 });
    expect(loadConfig({ UPLOAD_QUOTA_MB: '50', TEMP_UPLOAD_MAX_AGE_HOURS: '2' })).toMatchObject({
      UPLOAD_QUOTA_MB: 50,
      TEMP_UPLOAD_MAX_AGE_HOURS: 2,
    });
    expect(() => loadConfig({ UPLOAD_QUOTA_MB: '0' })).toThrow(/UPLOAD_QUOTA_MB/);
    expect(() => loadConfig({ UPLOAD_QUOTA_MB: 'lots' })).toThrow(/UPLOAD_QUOTA_MB/);
    expect(() => loadConfig({ TEMP_UPLOAD_MAX_AGE_HOURS: '0' })).toThrow(/TEMP_UPLOAD_MAX_AGE_HOURS/);
  });

  it('limits online reports and takes data source hosts and key from the environment', () => {
    expect(loadConfig({})).toMatchObject({
      REPORT_TIMEOUT_MS: 5000,
      REPORT_ROW_CAP: 10000,
      DATA_SOURCE_HOSTS: [],
    });
    expect(loadConfig({}).DATA_SOURCE_KEY).toBeUndefined();
    expect(loadConfig({ DATA_SOURCE_HOSTS: ' Reports.internal, ,db2 ' }).DATA_SOURCE_HOSTS).toEqual([
      'reports.internal',
      'db2',
    ]);
    expect(() => loadConfig({ DATA_SOURCE_KEY: Buffer.alloc(16).toString('base64') })).toThrow(
      /DATA_SOURCE_KEY/,
    );
    expect(() => loadConfig({ REPORT_TIMEOUT_MS: '10' })).toThrow(/REPORT_TIMEOUT_MS/);
  });

  it('caps realtime sockets at 20 per user and instance unless set', () => {
    expect(loadConfig({}).SOCKETS_PER_USER).toBe(20);
    expect(loadConfig({ SOCKETS_PER_USER: '5' }).SOCKETS_PER_USER).toBe(5);
    expect(() => loadConfig({ SOCKETS_PER_USER: '0' })).toThrow(/SOCKETS_PER_USER/);
  });

  it('turns the API docs on by default only in development', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).API_DOCS).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).API_DOCS).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development', API_DOCS: 'false' }).API_DOCS).toBe(false);
  });

  it.each([
    ['true', true],
    ['TRUE', true],
    ['1', true],
    ['Yes', true],
    ['on', true],
    ['false', false],
    ['0', false],
    ['NO', false],
    ['off', false],
  ])('reads the boolean %s as %s', (value, expected) => {
    expect(loadConfig({ DEMO_DATA: value }).DEMO_DATA).toBe(expected);
  });

  it('treats an empty variable as unset', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '' });
    expect(config.PORT).toBe(8080);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: '0' }, 'PORT'],
    [{ PORT: '65536' }, 'PORT'],
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '80.5' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://db/mall' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'http://cache' }, 'REDIS_URL'],
    [{ REDIS_KEY_PREFIX: 'has space:' }, 'REDIS_KEY_PREFIX'],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL'],
    [{ API_DOCS: 'maybe' }, 'API_DOCS'],
    [{ DEMO_DATA: 'y' }, 'DEMO_DATA'],
    [{ ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
    [{ DEMO_PASSWORD: '1234567' }, 'DEMO_PASSWORD'],
    [{ MAIN_INDEX_PAGE: 'mall/index' }, 'MAIN_INDEX_PAGE'],
    [{ S3_BUCKET: 'Not_A_Bucket', S3_ACCESS_KEY: 'k', S3_SECRET_KEY: 's' }, 'S3_BUCKET'],
    [{ S3_BUCKET: 'mall-files' }, 'S3_ACCESS_KEY'],
    [{ S3_BUCKET: 'mall-files', S3_ACCESS_KEY: 'k' }, 'S3_ACCESS_KEY'],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, 'S3_BUCKET'],
    [
      { S3_BUCKET: 'mall-files', S3_ACCESS_KEY: 'k', S3_SECRET_KEY: 's', S3_ENDPOINT: 'ftp://x' },
      'S3_ENDPOINT',
    ],
  ])('refuses %o, naming %s', (env, variable) => {
    const error = configError(env);
    expect(error.variable).toBe(variable);
    expect(error.message).toMatch(new RegExp(`^Invalid configuration: ${variable}: .+`));
  });

  it('explains a bad boolean', () => {
    expect(configError({ DEMO_DATA: 'maybe' }).reason).toBe('must be one of true/false/1/0/yes/no/on/off');
  });

  it('takes an S3 bucket with its keys, endpoint and path style', () => {
    const config = loadConfig({
      S3_BUCKET: 'mall-files',
      S3_ACCESS_KEY: 'key',
      S3_SECRET_KEY: 'secret',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config).toMatchObject({
      S3_BUCKET: 'mall-files',
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: true,
    });
    expect(loadConfig({}).S3_BUCKET).toBeUndefined();
  });
});

describe('single sign-on configuration', () => {
  const provider = {
    source: 'corp',
    name: { zh: '企业账号', en: 'Corporate account' },
    issuer: 'https://id.example.com',
    clientId: 'mall',
    clientSecret: 'secret',
  };

  it('reads the providers, the public address and the CAS server with its services', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://mall.example.com',
      THIRD_LOGIN_PROVIDERS: JSON.stringify([provider]),
      CAS_SERVER_URL: 'https://cas.example.com/cas',
      CAS_SERVICE_URLS: 'https://mall.example.com/mall/, https://shop.example.com/',
    });
    expect(config.THIRD_LOGIN_PROVIDERS).toEqual([provider]);
    expect(config.CAS_SERVICE_URLS).toEqual(['https://mall.example.com/mall/', 'https://shop.example.com/']);
  });

  it('accepts plain http only for a provider or CAS server on this machine', () => {
    const local = { ...provider, issuer: 'http://127.0.0.1:4000' };
    expect(
      loadConfig({ PUBLIC_URL: 'http://127.0.0.1:8080', THIRD_LOGIN_PROVIDERS: JSON.stringify([local]) })
        .THIRD_LOGIN_PROVIDERS,
    ).toEqual([local]);
    const remote = { ...provider, issuer: 'http://id.example.com' };
    const error = configError({
      PUBLIC_URL: 'https://m.example',
      THIRD_LOGIN_PROVIDERS: JSON.stringify([remote]),
    });
    expect(error.variable).toBe('THIRD_LOGIN_PROVIDERS');
    expect(
      configError({ CAS_SERVER_URL: 'http://cas.example.com', CAS_SERVICE_URLS: 'https://m/' }).variable,
    ).toBe('CAS_SERVER_URL');
  });

  it('refuses providers that are not a JSON array of complete entries, or name a source twice', () => {
    for (const value of ['not json', '{}', JSON.stringify([{ ...provider, source: 'Bad Name' }])]) {
      expect(configError({ PUBLIC_URL: 'https://m.example', THIRD_LOGIN_PROVIDERS: value }).variable).toBe(
        'THIRD_LOGIN_PROVIDERS',
      );
    }
    const twice = JSON.stringify([provider, provider]);
    expect(configError({ PUBLIC_URL: 'https://m.example', THIRD_LOGIN_PROVIDERS: twice }).reason).toBe(
      'each source must be named once',
    );
  });

  it('needs PUBLIC_URL with providers and the service list with a CAS server', () => {
    expect(configError({ THIRD_LOGIN_PROVIDERS: JSON.stringify([provider]) }).variable).toBe('PUBLIC_URL');
    expect(configError({ CAS_SERVER_URL: 'https://cas.example.com/cas' }).variable).toBe('CAS_SERVICE_URLS');
  });
});

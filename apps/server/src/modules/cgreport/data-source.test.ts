import { describe, expect, it } from 'vitest';
import type { RequestContext } from '#platform/context';
import { AppError } from '#platform/http/app-error';
import { targetOf } from './data-source';
import { reportSettings } from './settings';

// Only a server on PostgreSQL has a main database to refuse; the API tests reach this only there.
const settings = reportSettings({
  REPORT_TIMEOUT_MS: 5_000,
  REPORT_ROW_CAP: 100,
  DATA_SOURCE_HOSTS: ['localhost', '127.0.0.1', '::1', 'db.internal'],
  DATA_SOURCE_KEY: undefined,
  DATABASE_URL: 'postgres://mall@localhost/mall',
});
const ctx = { locale: 'en' } as RequestContext;

const refusal = (dbUrl: string) => {
  try {
    return targetOf(ctx, settings, dbUrl);
  } catch (error) {
    if (error instanceof AppError) return error.i18nKey;
    throw error;
  }
};

describe('a data source’s target', () => {
  it('is never the main database, however its address is written', () => {
    for (const dbUrl of [
      'postgres://localhost/mall',
      'postgres://localhost:5432/mall',
      'postgresql://127.0.0.1:5432/mall',
      'jdbc:postgresql://[::1]:5432/mall',
      'postgres://LOCALHOST:5432/mall',
    ]) {
      expect(refusal(dbUrl), dbUrl).toBe('dataSource.mainDatabase');
    }
  });

  it('may be another database or port on the main database’s host, or an allowed host', () => {
    expect(refusal('postgres://localhost:5432/warehouse')).toEqual({
      host: 'localhost',
      port: 5432,
      database: 'warehouse',
    });
    expect(refusal('postgres://127.0.0.1:5433/mall')).toEqual({
      host: '127.0.0.1',
      port: 5433,
      database: 'mall',
    });
    expect(refusal('postgres://db.internal/mall')).toEqual({
      host: 'db.internal',
      port: 5432,
      database: 'mall',
    });
    expect(refusal('postgres://elsewhere.example:5432/mall')).toBe('dataSource.hostNotAllowed');
  });
});

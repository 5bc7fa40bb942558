import { describe, expect, it } from 'vitest';
import { captureLogs } from '../../test/log-capture';

function logged(error: unknown): string {
  const captured = captureLogs('info');
  captured.logger.error({ err: error }, 'failed');
  return captured.text();
}

/** A driver error as pg and PGlite raise it: SQLSTATE code, constraint, and a detail quoting the values. */
function driverError(message: string, fields: Record<string, unknown>): Error {
  return Object.assign(new Error(message), { severity: 'ERROR', ...fields });
}

/** A query error as drizzle raises it: the SQL and the parameters in the message and as fields. */
function failedQuery(query: string, params: unknown[], cause: Error): Error {
  return Object.assign(new Error(`Failed query: ${query}\nparams: ${params.join(',')}`), {
    query,
    params,
    cause,
  });
}

describe('database errors in logs', () => {
  it('keep the code, constraint and stack frames but not the SQL, the parameters or the detail', () => {
    const cause = driverError('duplicate key value violates unique constraint "sys_user_username_uq"', {
      code: '23505',
      constraint: 'sys_user_username_uq',
      detail: 'Key (username)=(private-name) already exists.',
      query: 'insert into "sys_user" ("password") values ($1)',
    });
    const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA';
    const output = logged(
      failedQuery(
        'insert into "sys_user" ("username", "password") values ($1, $2)',
        ['private-name', hash],
        cause,
      ),
    );
    const { err } = JSON.parse(output);
    expect(err.message).toBe(
      'Failed query (its SQL and parameters are not logged): duplicate key value violates unique constraint "sys_user_username_uq"',
    );
    expect(err.stack).toMatch(/\n\s+at /);
    for (const secret of ['private-name', hash, 'insert into', '$2', 'params:'])
      expect(output).not.toContain(secret);
  });

  it('leave out the quoted input of a data exception (SQLSTATE class 22)', () => {
    const cause = driverError('invalid input syntax for type uuid: "token-abc"', { code: '22P02' });
    const output = logged(failedQuery('select $1::uuid', ['token-abc'], cause));
    expect(JSON.parse(output).err.message).toContain('invalid input syntax for type uuid: "…"');
    expect(output).not.toContain('token-abc');
  });

  it('drop the detail of a driver error logged on its own', () => {
    const output = logged(
      driverError('duplicate key value violates unique constraint "sys_user_username_uq"', {
        code: '23505',
        detail: 'Key (username)=(private-name) already exists.',
        where: 'SQL statement "insert … values (\'private-name\')"',
      }),
    );
    expect(JSON.parse(output).err).toMatchObject({ code: '23505' });
    expect(output).not.toContain('private-name');
  });

  it('leave other errors as they are', () => {
    const output = logged(new TypeError('x is not a function'));
    expect(JSON.parse(output).err).toMatchObject({ type: 'TypeError', message: 'x is not a function' });
  });
});

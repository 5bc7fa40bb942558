import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';

describe('createLogger', () => {
  it('redacts session headers and password fields wherever they are logged', () => {
    let output = '';
    const sink = new Writable({
      write(chunk, _encoding, done) {
        output += chunk.toString();
        done();
      },
    });
    const log = createLogger({ LOG_LEVEL: 'info', NODE_ENV: 'test' }, sink);
    log.info({
      req: {
        headers: { 'x-access-token': 'token-1', authorization: 'Bearer token-2', cookie: 'sid=token-3' },
      },
      body: { username: 'admin', password: 'password-1' },
      password: 'password-2',
      form: { user: { password: 'password-3' } },
    });
    expect(output).toContain('admin');
    expect(output).toContain('[redacted]');
    expect(output).not.toMatch(/token-\d|password-\d/);
  });

  it('redacts token fields (a session token, a two-step ticket) at any of the logged depths', () => {
    let output = '';
    const sink = new Writable({
      write(chunk, _encoding, done) {
        output += chunk.toString();
        done();
      },
    });
    const log = createLogger({ LOG_LEVEL: 'info', NODE_ENV: 'test' }, sink);
    log.info({
      token: 'secret-token-1',
      result: { token: 'secret-token-2', userInfo: { username: 'admin' } },
      body: { login: { token: 'secret-token-3' } },
    });
    expect(output).toContain('admin');
    expect(output).not.toMatch(/secret-token-\d/);
  });
});

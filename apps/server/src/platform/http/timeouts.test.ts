import { describe, expect, it } from 'vitest';
import { serverTimeouts } from './timeouts';

describe('serverTimeouts', () => {
  it('limits a request to 30 s and its headers to 10 s, checked every second', () => {
    expect(serverTimeouts()).toMatchObject({
      requestTimeout: 30_000,
      http: { requestTimeout: 30_000, headersTimeout: 10_000, connectionsCheckingInterval: 1_000 },
    });
  });

  it('never leaves a limit off, and closes idle keep-alive connections before the idle timeout', () => {
    const { requestTimeout, connectionTimeout, keepAliveTimeout, http } = serverTimeouts();
    for (const limit of [requestTimeout, connectionTimeout, keepAliveTimeout, http?.headersTimeout])
      expect(limit).toBeGreaterThan(0);
    expect(connectionTimeout).toBeGreaterThan(keepAliveTimeout ?? Infinity);
  });

  it('keeps the headers limit within a short request limit and checks often enough to meet it', () => {
    expect(serverTimeouts(500)).toMatchObject({
      requestTimeout: 500,
      http: { requestTimeout: 500, headersTimeout: 500, connectionsCheckingInterval: 100 },
    });
  });
});

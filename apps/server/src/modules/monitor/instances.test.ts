import { randomBytes } from 'node:crypto';
import type { HttpTraceResult, InstancesResult } from '@mall/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { apiCall, resultOf } from '../../test/org-fixtures';

// Two instances on one Redis (the same key prefix, as a deployment behind a load balancer runs them):
// the monitoring pages of either list both. Runs where a Redis is configured (CI sets REDIS_URL).
describe.runIf(process.env.REDIS_URL)('live instances on one Redis (REDIS_URL)', () => {
  let a: TestApp;
  let b: TestApp | undefined;
  beforeAll(async () => {
    const env = {
      REDIS_URL: process.env.REDIS_URL ?? '',
      REDIS_KEY_PREFIX: `mall-test-${randomBytes(6).toString('hex')}:`,
    };
    a = await createTestApp({ env });
    b = await createTestApp({ env });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const instancesSeenBy = async (instance: TestApp) =>
    resultOf<InstancesResult>(
      await apiCall(instance, await instance.login('admin'), 'GET', '/sys/actuator/instances'),
    );

  it('lists both instances on the monitoring pages of each, itself first, and their traces', async () => {
    const fromA = await instancesSeenBy(a);
    const fromB = await instancesSeenBy(b as TestApp);
    expect(fromA.self).not.toBe(fromB.self);
    expect(fromA.instances.map((instance) => instance.instanceId)).toEqual([fromA.self, fromB.self]);
    expect(fromB.instances.map((instance) => instance.instanceId)).toEqual([fromB.self, fromA.self]);
    // The other's figures are its heartbeat's: a whole snapshot, not just a name.
    expect(fromA.instances[1]?.runtime.heapUsed).toBeGreaterThan(0);

    const traces = resultOf<HttpTraceResult>(
      await apiCall(a, await a.login('admin'), 'GET', '/sys/actuator/httptrace'),
    );
    expect(traces.instances.map((instance) => instance.instanceId)).toEqual([fromA.self, fromB.self]);
  });

  it('stops listing an instance once it has shut down', async () => {
    const gone = (await instancesSeenBy(b as TestApp)).self;
    await b?.close();
    b = undefined;
    const fromA = await instancesSeenBy(a);
    expect(fromA.instances.map((instance) => instance.instanceId)).toEqual([fromA.self]);
    expect(fromA.self).not.toBe(gone);
  });
});

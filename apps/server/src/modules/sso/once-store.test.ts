import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { onceStoreOf, type OnceKind, type OnceStore } from './once-store';

// The store this app uses: PostgreSQL on PGlite, Redis too where the PostgreSQL project has one.
let t: TestApp;
let store: OnceStore;
beforeAll(async () => {
  t = await createTestApp();
  store = onceStoreOf(t.app);
});
afterAll(() => t?.close());

const KINDS: OnceKind[] = ['oidc-state', 'third-login', 'third-bind'];
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the single-use sign-in store', () => {
  it('honours no expired state, one-time token or bind ticket, by take or by peek', async () => {
    for (const kind of KINDS) {
      await store.put(kind, `expired-${kind}`, { source: 'peer' }, 1);
      await store.put(kind, `live-${kind}`, { source: 'peer' }, 60_000);
    }
    await pause(20);
    for (const kind of KINDS) {
      expect(await store.peek(kind, `expired-${kind}`), kind).toBeNull();
      expect(await store.take(kind, `expired-${kind}`), kind).toBeNull();
      expect(await store.peek(kind, `live-${kind}`), kind).toEqual({ source: 'peer' });
      expect(await store.take(kind, `live-${kind}`), kind).toEqual({ source: 'peer' });
      expect(await store.take(kind, `live-${kind}`), kind).toBeNull();
    }
  });

  it("never opens one kind's entry with the same key under another kind", async () => {
    for (const kind of KINDS) await store.put(kind, `shared-key-${kind}`, { kind }, 60_000);
    for (const kind of KINDS) {
      for (const other of KINDS.filter((candidate) => candidate !== kind)) {
        expect(await store.peek(other, `shared-key-${kind}`), `${kind} as ${other}`).toBeNull();
        expect(await store.take(other, `shared-key-${kind}`), `${kind} as ${other}`).toBeNull();
      }
      // The wrong kinds' attempts left it in place.
      expect(await store.take(kind, `shared-key-${kind}`)).toEqual({ kind });
    }
    // A claimed CAS ticket is no entry of another kind, and another kind's entry claims nothing.
    expect(await store.claim('cas-ticket', 'ST-shared', 60_000)).toBe(true);
    expect(await store.take('third-login', 'ST-shared')).toBeNull();
    await store.put('third-bind', 'ST-other', { kind: 'third-bind' }, 60_000);
    expect(await store.claim('cas-ticket', 'ST-other', 60_000)).toBe(true);
    expect(await store.claim('cas-ticket', 'ST-other', 60_000)).toBe(false);
  });

  it('lets an expired CAS ticket claim be claimed again', async () => {
    expect(await store.claim('cas-ticket', 'ST-expiring', 1)).toBe(true);
    await pause(20);
    expect(await store.claim('cas-ticket', 'ST-expiring', 60_000)).toBe(true);
    expect(await store.claim('cas-ticket', 'ST-expiring', 60_000)).toBe(false);
  });
});

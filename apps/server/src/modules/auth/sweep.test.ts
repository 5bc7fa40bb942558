import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresCaptchaStore } from '#platform/security/captcha-store';
import { sysCaptcha } from '#platform/security/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { addTenant, addUser } from '../../test/fixtures';
import { sysLoginFailure, sysLoginTicket, sysSession } from './schema';
import { sweepExpired } from './sweep';

// The sweep runs every 50 ms here instead of every 10 minutes.
let t: TestApp;
let userId: string;
beforeAll(async () => {
  t = await createTestApp({ env: { SESSION_SWEEP_INTERVAL_MS: '50' } });
  userId = await addUser(t.app.db, { username: 'swept', tenants: [await addTenant(t.app.db, 'Sweep')] });
});
afterAll(() => t?.close());

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
const sessionOf = async (token: string) =>
  (
    await t.app.db
      .select()
      .from(sysSession)
      .where(eq(sysSession.tokenHash, tokenHash(token)))
  )[0];
const expire = (token: string) =>
  t.app.db
    .update(sysSession)
    .set({ expiresAt: new Date(Date.now() - 1_000) })
    .where(eq(sysSession.tokenHash, tokenHash(token)));

async function eventually(check: () => Promise<boolean>, timeoutMs = 5_000): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return check();
}

describe('sweeping expired sessions', () => {
  it('deletes an expired session on its own, without the token ever being presented, and keeps live ones', async () => {
    const expired = await t.login('swept');
    const live = await t.login('swept');
    await expire(expired);
    expect(await eventually(async () => (await sessionOf(expired)) === undefined)).toBe(true);
    expect(await sessionOf(live)).toBeDefined();
  });

  it('deletes expired sessions, two-step tickets, captchas and stale failure counters in one idempotent sweep', async () => {
    const now = Date.now();
    const past = new Date(now - 1_000);
    const later = new Date(now + 60_000);
    const key = () => randomBytes(8).toString('hex');
    const [oldTicket, newTicket, oldCaptcha, newCaptcha] = [key(), key(), key(), key()];
    await t.app.db.insert(sysLoginTicket).values([
      { ticketHash: oldTicket, userId, expiresAt: past },
      { ticketHash: newTicket, userId, expiresAt: later },
    ]);
    await t.app.db.insert(sysCaptcha).values([
      { checkKey: oldCaptcha, code: 'abcd', expiresAt: past },
      { checkKey: newCaptcha, code: 'abcd', expiresAt: later },
    ]);
    const dayAgo = new Date(now - 25 * 60 * 60_000);
    await t.app.db.insert(sysLoginFailure).values([
      { loginKey: 'name:stale', failureCount: 2, updatedAt: dayAgo },
      { loginKey: 'name:recent', failureCount: 2, updatedAt: new Date(now) },
      { loginKey: 'name:still-locked', failureCount: 5, updatedAt: dayAgo, lockedUntil: later },
    ]);
    const session = await t.login('swept');
    await expire(session);

    const captchas = postgresCaptchaStore(t.app.db);
    await sweepExpired(t.app.db, captchas, now);
    await sweepExpired(t.app.db, captchas, now);

    expect(await sessionOf(session)).toBeUndefined();
    const tickets = (await t.app.db.select().from(sysLoginTicket)).map((row) => row.ticketHash);
    expect(tickets).toContain(newTicket);
    expect(tickets).not.toContain(oldTicket);
    const codes = (await t.app.db.select().from(sysCaptcha)).map((row) => row.checkKey);
    expect(codes).toContain(newCaptcha);
    expect(codes).not.toContain(oldCaptcha);
    const failures = (await t.app.db.select().from(sysLoginFailure)).map((row) => row.loginKey);
    expect(failures).toEqual(expect.arrayContaining(['name:recent', 'name:still-locked']));
    expect(failures).not.toContain('name:stale');
  });
});

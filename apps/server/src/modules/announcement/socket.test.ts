import { randomBytes } from 'node:crypto';
import { API_BASE, type AnnouncementRecord, type NoticeSocketMessage } from '@mall/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysSession, sysUser } from '../../test/tables';
import { createTestApp, type TestApp } from '../../test/app';
import { captureLogs } from '../../test/log-capture';
import { addTenantWithUser, apiCall, resultOf } from '../../test/org-fixtures';
import {
  closed,
  connect,
  nextMessage,
  noticeSocketUrl as socketUrl,
  pageOrigin,
  pause,
  wsRoot,
} from '../../test/sockets';
import { TOO_MANY_SOCKETS_CLOSE_CODE } from '#platform/realtime/hub';
import { loggableUrl } from '#platform/http/access-log';

const logs = captureLogs('info');
let t: TestApp;
let base: string;

async function publishToAll(app: TestApp, token: string, titile: string): Promise<AnnouncementRecord> {
  const draft = resultOf<AnnouncementRecord>(
    await apiCall(app, token, 'POST', '/sys/annountCement/add', { titile, priority: 'H' }),
  );
  return resultOf<AnnouncementRecord>(
    await apiCall(app, token, 'GET', `/sys/annountCement/doReleaseData?id=${draft.id}`),
  );
}

beforeAll(async () => {
  t = await createTestApp({ logger: logs.logger, realtimeRevalidateMs: 200 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = wsRoot(t.app);
});
afterAll(() => t?.close());

describe('the notification socket', () => {
  it('accepts a live session, answers the heartbeat and sends a notice on publication', async () => {
    const adminToken = await t.login('admin');
    const buyerToken = await t.login('buyer');
    const socket = await connect(socketUrl(base, buyerToken), { origin: pageOrigin(base) });
    socket.send('ping');
    expect(await nextMessage(socket)).toBe('pong');
    // Anything else is neither answered nor relayed.
    socket.send('{"cmd":"topic","msgTxt":"forged"}');

    const notice = nextMessage(socket);
    const published = await publishToAll(t, adminToken, 'Socket notice');
    expect(JSON.parse(await notice) as NoticeSocketMessage).toEqual({
      cmd: 'topic',
      msgTxt: 'Socket notice',
      msgId: published.id,
      priority: 'H',
    });
    socket.close();
    expect(logs.text()).not.toContain(buyerToken);
  });

  it('tells the audience of a revoked announcement, so that open bells drop it', async () => {
    const adminToken = await t.login('admin');
    const socket = await connect(socketUrl(base, await t.login('buyer')));
    const published = nextMessage(socket);
    const announcement = await publishToAll(t, adminToken, 'Soon withdrawn');
    expect(JSON.parse(await published)).toMatchObject({ cmd: 'topic', msgId: announcement.id });
    const revoked = nextMessage(socket);
    resultOf(await apiCall(t, adminToken, 'GET', `/sys/annountCement/doRevokeData?id=${announcement.id}`));
    expect(JSON.parse(await revoked) as NoticeSocketMessage).toEqual({
      cmd: 'revoke',
      msgTxt: 'Soon withdrawn',
      msgId: announcement.id,
    });
    socket.close();
  });

  it('sends a message to chosen users to them only', async () => {
    const adminToken = await t.login('admin');
    const [buyer] = await t.app.db.select().from(sysUser).where(eq(sysUser.username, 'buyer'));
    const buyerSocket = await connect(socketUrl(base, await t.login('buyer')));
    const salesSocket = await connect(socketUrl(base, await t.login('sales')));
    const salesMessages: string[] = [];
    salesSocket.on('message', (data) => salesMessages.push(data.toString()));
    const draft = resultOf<AnnouncementRecord>(
      await apiCall(t, adminToken, 'POST', '/sys/annountCement/add', {
        titile: 'Only you',
        msgType: 'USER',
        userIds: buyer?.id,
      }),
    );
    const notice = nextMessage(buyerSocket);
    resultOf(await apiCall(t, adminToken, 'GET', `/sys/annountCement/doReleaseData?id=${draft.id}`));
    expect(JSON.parse(await notice)).toMatchObject({ cmd: 'user', msgId: draft.id });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(salesMessages).toEqual([]);
    buyerSocket.close();
    salesSocket.close();
  });

  it("sends a tenant's notice to everyone of that tenant, to no socket of a user who belongs only to another", async () => {
    const adminToken = await t.login('admin');
    const other = await addTenantWithUser(t, 'Socket tenant B', 'socket-b-only', 'buyer');
    const otherSocket = await connect(socketUrl(base, other.token));
    const otherMessages: string[] = [];
    otherSocket.on('message', (data) => otherMessages.push(data.toString()));
    const buyerSocket = await connect(socketUrl(base, await t.login('buyer')));
    const notice = nextMessage(buyerSocket);
    const published = await publishToAll(t, adminToken, 'Tenant A only');
    expect(JSON.parse(await notice)).toMatchObject({ cmd: 'topic', msgId: published.id });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(otherMessages).toEqual([]);
    buyerSocket.close();
    otherSocket.close();
  });

  it('refuses upgrades without a live session or from another origin', async () => {
    const token = await t.login('buyer');
    await expect(connect(`${base}${API_BASE}/websocket/`)).rejects.toThrow(/refused 40[14]/);
    await expect(connect(socketUrl(base, randomBytes(32).toString('base64url')))).rejects.toThrow(
      'refused 401',
    );
    await expect(connect(socketUrl(base, 'short'))).rejects.toThrow('refused 401');
    await expect(connect(socketUrl(base, token), { origin: 'https://evil.example' })).rejects.toThrow(
      'refused 403',
    );
    resultOf(await apiCall(t, token, 'POST', '/sys/logout'));
    await expect(connect(socketUrl(base, token))).rejects.toThrow('refused 401');
    expect(logs.text()).not.toContain(token);
    expect(loggableUrl(`${API_BASE}/websocket/${token}`)).toBe(`${API_BASE}/websocket/[redacted]`);
  });

  it('closes on sign-out and when the session is revoked elsewhere', async () => {
    const token = await t.login('buyer');
    const socket = await connect(socketUrl(base, token));
    const onLogout = closed(socket);
    resultOf(await apiCall(t, token, 'POST', '/sys/logout'));
    expect(await onLogout).toBe(4001);

    const other = await t.login('sales');
    const revoked = await connect(socketUrl(base, other));
    const onRevoke = closed(revoked);
    const [sales] = await t.app.db.select().from(sysUser).where(eq(sysUser.username, 'sales'));
    await t.app.db.delete(sysSession).where(eq(sysSession.userId, sales?.id ?? ''));
    expect(await onRevoke).toBe(4001);
  });

  it('closes sockets that send too much or too often', async () => {
    const big = await connect(socketUrl(base, await t.login('buyer')));
    const onBig = closed(big);
    big.send('x'.repeat(4096));
    expect(await onBig).toBe(1009);

    const chatty = await connect(socketUrl(base, await t.login('buyer')));
    const onChatty = closed(chatty);
    for (let index = 0; index < 40; index += 1) chatty.send('hello');
    expect(await onChatty).toBe(1008);
  });

  it('keeps at most its cap of sockets per user: a new one closes the oldest, other users keep theirs', async () => {
    const capped = await createTestApp({ env: { SOCKETS_PER_USER: '3' } });
    try {
      await capped.app.listen({ port: 0, host: '127.0.0.1' });
      const root = wsRoot(capped.app);
      const token = await capped.login('buyer');
      const salesSocket = await connect(socketUrl(root, await capped.login('sales')));
      const sockets = [];
      for (let index = 0; index < 3; index += 1) sockets.push(await connect(socketUrl(root, token)));
      const oldestClosed = closed(sockets[0]!);
      const fourth = await connect(socketUrl(root, token));
      expect(await oldestClosed).toBe(TOO_MANY_SOCKETS_CLOSE_CODE);
      expect(capped.app.realtime.connectionCount()).toBe(4);
      // The newest and the other user's socket still work.
      fourth.send('ping');
      expect(await nextMessage(fourth)).toBe('pong');
      salesSocket.send('ping');
      expect(await nextMessage(salesSocket)).toBe('pong');
      // However many a client opens, it never holds more than the cap.
      for (let index = 0; index < 10; index += 1) await connect(socketUrl(root, token));
      await pause(100);
      expect(capped.app.realtime.connectionCount()).toBe(4);
    } finally {
      await capped.close();
    }
  });
});

import { randomBytes } from 'node:crypto';
import { API_BASE, type TableUpdateMessage } from '@mall/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysSession } from '../../test/tables';
import { createTestApp, type TestApp } from '../../test/app';
import { submitOrder, orderVersion } from '../../test/demand-orders';
import { addTenant, addUser, userIdOf } from '../../test/fixtures';
import { captureLogs } from '../../test/log-capture';
import { apiCall, defaultTenantId, resultOf } from '../../test/org-fixtures';
import {
  closed,
  collect,
  connect,
  nextMessage,
  noticeSocketUrl,
  pageOrigin,
  pause,
  tableSocketUrl,
  wsRoot,
} from '../../test/sockets';

const logs = captureLogs('info');
let t: TestApp;
let base: string;
const ids: Record<'buyer' | 'buyer2' | 'sales' | 'othersales', string> = {
  buyer: '',
  buyer2: '',
  sales: '',
  othersales: '',
};

/** Signs `username` in and opens the table socket of `pageId` with that session. */
async function openPage(username: keyof typeof ids, pageId: string) {
  const token = await t.login(username);
  return { token, socket: await connect(tableSocketUrl(base, ids[username], pageId, token)) };
}

const update = (rowId: string): TableUpdateMessage => ({ cmd: 'update-table', table: 'demand', rowId });

beforeAll(async () => {
  t = await createTestApp({ logger: logs.logger, realtimeRevalidateMs: 200 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = wsRoot(t.app);
  const tenantId = await defaultTenantId(t);
  ids.buyer2 = await addUser(t.app.db, { username: 'buyer2', tenants: [tenantId], role: 'buyer' });
  const otherTenant = await addTenant(t.app.db, 'Other');
  ids.othersales = await addUser(t.app.db, { username: 'othersales', tenants: [otherTenant], role: 'sales' });
  ids.buyer = await userIdOf(t.app.db, 'buyer');
  ids.sales = await userIdOf(t.app.db, 'sales');
});
afterAll(() => t?.close());

describe('the table socket', () => {
  it('refuses upgrades without a live session of that user, from another origin or for an unknown page', async () => {
    const token = await t.login('buyer');
    const refused = (url: string, headers?: Record<string, string>) => connect(url, headers);
    await expect(refused(tableSocketUrl(base, ids.buyer, 'demand-list'))).rejects.toThrow('refused 401');
    await expect(refused(tableSocketUrl(base, ids.buyer, 'demand-list', ''))).rejects.toThrow('refused 401');
    await expect(refused(tableSocketUrl(base, ids.buyer, 'demand-list', 'short'))).rejects.toThrow(
      'refused 401',
    );
    await expect(
      refused(tableSocketUrl(base, ids.buyer, 'demand-list', randomBytes(32).toString('base64url'))),
    ).rejects.toThrow('refused 401');
    // Another user's id with a live token of the buyer.
    await expect(refused(tableSocketUrl(base, ids.sales, 'demand-manage', token))).rejects.toThrow(
      'refused 403',
    );
    await expect(
      refused(tableSocketUrl(base, ids.buyer, 'demand-list', token), { origin: 'https://evil.example' }),
    ).rejects.toThrow('refused 403');
    await expect(refused(tableSocketUrl(base, ids.buyer, 'sys-user', token))).rejects.toThrow('refused 404');
    // The same session from this page's own origin connects.
    const socket = await connect(tableSocketUrl(base, ids.buyer, 'demand-list', token), {
      origin: pageOrigin(base),
    });
    socket.close();

    // A revoked (signed-out) session and an expired one never connect again.
    resultOf(await apiCall(t, token, 'POST', '/sys/logout'));
    await expect(refused(tableSocketUrl(base, ids.buyer, 'demand-list', token))).rejects.toThrow(
      'refused 401',
    );
    const expiring = await t.login('buyer2');
    await t.app.db
      .update(sysSession)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sysSession.userId, ids.buyer2));
    await expect(refused(tableSocketUrl(base, ids.buyer2, 'demand-list', expiring))).rejects.toThrow(
      'refused 401',
    );

    // A plain GET is no socket.
    const plain = await t.app.inject({
      url: `${API_BASE}/vxeSocket/${ids.buyer}/demand-list?token=${token}`,
    });
    expect(plain.statusCode).toBe(404);
    // Neither the access log nor any other line carries a token.
    expect(logs.text()).not.toContain(token);
    expect(logs.text()).not.toContain(expiring);
    expect(logs.text()).toContain(`/vxeSocket/${ids.buyer}/demand-list?token`);
  });

  it('answers the heartbeat, and neither answers nor relays anything else', async () => {
    const first = await openPage('buyer', 'demand-list');
    const second = await openPage('buyer', 'demand-list');
    const staff = await openPage('sales', 'demand-manage');
    const heardBySecond = collect(second.socket);
    const heardByStaff = collect(staff.socket);
    const heardByFirst = collect(first.socket);

    first.socket.send('ping');
    await expect.poll(() => heardByFirst).toEqual(['pong']);
    first.socket.send(JSON.stringify(update('forged')));
    first.socket.send('globalThis.hacked = 1');
    first.socket.send(Buffer.from('ping'));
    await pause(300);
    expect(heardByFirst).toEqual(['pong']);
    expect(heardBySecond).toEqual([]);
    expect(heardByStaff).toEqual([]);
    expect((globalThis as { hacked?: number }).hacked).toBeUndefined();
    for (const page of [first, second, staff]) page.socket.close();
  });

  it('closes sockets that send too much or too often', async () => {
    const big = (await openPage('buyer', 'demand-list')).socket;
    const onBig = closed(big);
    big.send('x'.repeat(4096));
    expect(await onBig).toBe(1009);

    const chatty = (await openPage('buyer', 'demand-detail')).socket;
    const onChatty = closed(chatty);
    for (let index = 0; index < 40; index += 1) chatty.send('ping');
    expect(await onChatty).toBe(1008);
  });

  it("tells the order's buyer and the tenant's staff that an order changed, and no one else", async () => {
    const buyerList = await openPage('buyer', 'demand-list');
    const buyerDetail = await connect(tableSocketUrl(base, ids.buyer, 'demand-detail', buyerList.token));
    const staffList = await openPage('sales', 'demand-manage');
    const otherBuyer = await openPage('buyer2', 'demand-list');
    const otherTenantStaff = await openPage('othersales', 'demand-manage');
    const buyerBell = await connect(noticeSocketUrl(base, buyerList.token));
    const heardByOthers = [otherBuyer.socket, otherTenantStaff.socket, buyerBell].map(collect);

    // The buyer submits: their pages and the staff's list hear of it.
    const heard = [buyerList.socket, buyerDetail, staffList.socket].map((socket) => nextMessage(socket));
    const order = await submitOrder(t, buyerList.token);
    for (const message of await Promise.all(heard)) expect(JSON.parse(message)).toEqual(update(order.id));

    // Sales change the price: the buyer's pages hear of it.
    const repriced = [buyerList.socket, buyerDetail].map((socket) => nextMessage(socket));
    resultOf(
      await apiCall(t, staffList.token, 'POST', '/mall/demand/modifyPrice', {
        id: order.id,
        version: await orderVersion(t, staffList.token, order.id),
        discountRate: '0.9',
      }),
    );
    for (const message of await Promise.all(repriced)) expect(JSON.parse(message)).toEqual(update(order.id));

    await pause(300);
    // The bell may hear of the order through its own notices (system messages), never as a table update.
    const [otherBuyerHeard, otherTenantHeard, bellHeard] = heardByOthers;
    expect([otherBuyerHeard, otherTenantHeard]).toEqual([[], []]);
    expect(bellHeard?.filter((message) => message.includes('update-table'))).toEqual([]);
    for (const socket of [buyerList.socket, buyerDetail, staffList.socket, otherBuyer.socket]) socket.close();
    otherTenantStaff.socket.close();
    buyerBell.close();
  });

  it('closes on sign-out and when the session is revoked elsewhere', async () => {
    const buyer = await openPage('buyer', 'demand-list');
    const onLogout = closed(buyer.socket);
    resultOf(await apiCall(t, buyer.token, 'POST', '/sys/logout'));
    expect(await onLogout).toBe(4001);

    const staff = await openPage('sales', 'demand-manage');
    const onRevoke = closed(staff.socket);
    await t.app.db.delete(sysSession).where(eq(sysSession.userId, ids.sales));
    expect(await onRevoke).toBe(4001);
  });
});

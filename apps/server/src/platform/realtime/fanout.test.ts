import type { AnnouncementRecord } from '@mall/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitOrder, orderVersion } from '../../test/demand-orders';
import { userIdOf } from '../../test/fixtures';
import { apiCall, resultOf } from '../../test/org-fixtures';
import { connect, nextMessage, noticeSocketUrl, tableSocketUrl, wsRoot } from '../../test/sockets';
import { startTwoInstances, type TwoInstances } from '../../test/two-instances';

// Two instances on one PostgreSQL and one Redis: what happens through A reaches the sockets on B.
describe.skipIf(process.env.TEST_DB !== 'postgres' || !process.env.REDIS_URL)(
  'fan-out between instances',
  () => {
    let instances: TwoInstances;
    let root: string;
    beforeAll(async () => {
      instances = await startTwoInstances();
      root = wsRoot(instances.b.app);
    });
    afterAll(() => instances?.close());

    it('delivers an announcement published on one instance to a notification socket on the other', async () => {
      const { a, b } = instances;
      const socket = await connect(noticeSocketUrl(root, await b.login('buyer')));
      const adminToken = await a.login('admin');
      const draft = resultOf<AnnouncementRecord>(
        await apiCall(a, adminToken, 'POST', '/sys/annountCement/add', { titile: 'Via A', priority: 'H' }),
      );
      const notice = nextMessage(socket, 5000);
      resultOf(await apiCall(a, adminToken, 'GET', `/sys/annountCement/doReleaseData?id=${draft.id}`));
      expect(JSON.parse(await notice)).toMatchObject({ cmd: 'topic', msgId: draft.id, msgTxt: 'Via A' });
      socket.close();
    });

    it('updates the table sockets on the other instance when an order changes on one', async () => {
      const { a, b } = instances;
      const buyerToken = await b.login('buyer');
      const salesToken = await b.login('sales');
      const buyerList = await connect(
        tableSocketUrl(root, await userIdOf(b.app.db, 'buyer'), 'demand-list', buyerToken),
      );
      const staffList = await connect(
        tableSocketUrl(root, await userIdOf(b.app.db, 'sales'), 'demand-manage', salesToken),
      );

      const submitted = [buyerList, staffList].map((socket) => nextMessage(socket, 5000));
      const order = await submitOrder(a, await a.login('buyer'));
      const expected = { cmd: 'update-table', table: 'demand', rowId: order.id };
      for (const message of await Promise.all(submitted)) expect(JSON.parse(message)).toEqual(expected);

      const salesOnA = await a.login('sales');
      const repriced = nextMessage(buyerList, 5000);
      resultOf(
        await apiCall(a, salesOnA, 'POST', '/mall/demand/modifyPrice', {
          id: order.id,
          version: await orderVersion(a, salesOnA, order.id),
          discountRate: '0.9',
        }),
      );
      expect(JSON.parse(await repriced)).toEqual(expected);
      buyerList.close();
      staffList.close();
    });
  },
);

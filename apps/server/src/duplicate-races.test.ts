import { API_BASE, OrgCategory } from '@mall/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app';
import { encryptPassword } from './test/transport';

/**
 * Twenty adds at once of one value that must be unique (a user's login names, a role's, a position's
 * or a template's code) or that picks the next free one (a department's org code): one wins or all
 * do, and every loser gets a field error on the field it sent, never a 500.
 */

let t: TestApp;
let token: string;
/** The racers' password, encrypted for transport as clients send it. */
let racerPassword: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('admin');
  racerPassword = await encryptPassword(t.app, 'Str0ng#pass');
});
afterAll(() => t?.close());

const ADDS: { path: string; field: string | null; body: (n: number) => object }[] = [
  {
    path: '/sys/user/add',
    field: 'username',
    body: (n) => ({
      username: 'racer',
      realname: `Racer ${n}`,
      password: racerPassword,
      phone: null,
      email: null,
      status: 1,
      roleIds: [],
    }),
  },
  {
    path: '/sys/role/add',
    field: 'roleCode',
    body: (n) => ({ roleCode: 'racer', roleName: `Racer ${n}`, description: null }),
  },
  {
    path: '/sys/position/add',
    field: 'code',
    body: (n) => ({ code: 'RACER', name: `Racer ${n}`, postRank: 1, postLevel: 1 }),
  },
  {
    path: '/sys/message/sysMessageTemplate/add',
    field: 'templateCode',
    body: (n) => ({
      templateCode: 'racer',
      templateName: { zh: `赛 ${n}`, en: `Race ${n}` },
      templateContent: { zh: '<p>赛</p>', en: '<p>Race</p>' },
      templateTestJson: '{}',
    }),
  },
  // Departments may share a name: all twenty are added, each with its own org code.
  {
    path: '/sys/sysDepart/add',
    field: null,
    body: () => ({ name: { zh: '赛跑部', en: 'Racers' }, orgCategory: OrgCategory.company }),
  },
];

describe('twenty adds at once', () => {
  it.each(ADDS.map((add) => [add.path, add]))(
    '%s: a field error for each loser, never a 500',
    async (_, add) => {
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, n) =>
          t.app.inject({
            method: 'POST',
            url: `${API_BASE}${add.path}`,
            headers: { 'x-access-token': token, 'accept-language': 'en' },
            payload: add.body(n),
          }),
        ),
      );
      const won = responses.filter((response) => response.statusCode === 200);
      const lost = responses.filter((response) => response.statusCode !== 200);
      if (add.field === null) {
        expect(lost.map((response) => response.body)).toEqual([]);
        const codes = won.map((response) => (response.json().result as { orgCode: string }).orgCode);
        expect(new Set(codes).size).toBe(20);
        return;
      }
      expect(won).toHaveLength(1);
      for (const response of lost) {
        expect([400, 409], response.body).toContain(response.statusCode);
        const errors = response.json().errors as { field: string; message: string }[];
        expect(errors.map((error) => error.field)).toEqual([add.field]);
        expect(errors[0]!.message).not.toBe('');
      }
    },
  );
});

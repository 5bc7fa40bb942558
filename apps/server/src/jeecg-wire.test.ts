import {
  API_BASE,
  ErrorKey,
  OrgCategory,
  UserStatus,
  type ProductAddRequest,
  type RoleOption,
} from '@mall/shared';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysCategory } from './modules/category/schema';
import { createTestApp, type TestApp } from './test/app';
import { expectFailure } from './test/envelope';
import { encryptPassword } from './test/transport';

// What a JeecgBoot 2.x front end posts: fields it leaves out, null for fields left empty, amounts as numbers.

let t: TestApp;
let admin: string;
let roles: RoleOption[];
let categoryId: string;

function call(
  method: 'POST' | 'PUT' | 'GET',
  path: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url: `${API_BASE}${path}`,
    headers: { 'x-access-token': admin, 'accept-language': 'en' },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

function resultOf<T>(response: LightMyRequestResponse): T {
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result as T;
}

/** The fields a refusal names, with their messages. */
const errorsOf = (response: LightMyRequestResponse) => {
  expectFailure(response, 400, ErrorKey.validation);
  return response.json().errors as { field: string; message: string }[];
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  roles = resultOf<RoleOption[]>(await call('GET', '/sys/role/queryall'));
  const [leaf] = await t.app.db.select().from(sysCategory).where(eq(sysCategory.code, 'A01A01'));
  categoryId = leaf?.id ?? '';
});
afterAll(() => t?.close());

describe('users', () => {
  const salesRole = () => roles.find((role) => role.code === 'sales')?.id ?? '';
  // Passwords travel encrypted, as the admin's form sends them.
  const newUser = async (username: string) => ({
    username,
    realname: 'Wire',
    password: await encryptPassword(t.app, 'Str0ng#pass'),
    phone: null,
    email: null,
    roleIds: [salesRole()],
  });

  it('creates a normal user when the form leaves the status out, and reads null optional fields as left out', async () => {
    const user = resultOf<{ id: string; status: number; version: number }>(
      await call('POST', '/sys/user/add', {
        ...(await newUser('wire1')),
        departIds: null,
        tenantIds: null,
        validFrom: null,
      }),
    );
    expect(user.status).toBe(UserStatus.normal);
    const edited = resultOf<{ realname: string; customerType: string | null }>(
      await call('PUT', '/sys/user/edit', {
        ...(await newUser('wire1')),
        password: undefined,
        id: user.id,
        version: user.version,
        status: UserStatus.normal,
        realname: 'Wire edited',
        customerType: null,
        companyName: null,
        departIds: null,
      }),
    );
    expect(edited.realname).toBe('Wire edited');
    expect(edited.customerType).toBeNull();
  });

  it('still refuses a status other than normal or frozen, and null for a required field', async () => {
    expect(
      errorsOf(await call('POST', '/sys/user/add', { ...(await newUser('wire2')), status: 3 })).map(
        (e) => e.field,
      ),
    ).toEqual(['status']);
    expect(
      errorsOf(await call('POST', '/sys/user/add', { ...(await newUser('wire3')), realname: null })).map(
        (e) => e.field,
      ),
    ).toEqual(['realname']);
  });
});

describe('null for an optional field is the field left out', () => {
  it('takes the defaults of tenants, departments, categories, dictionaries and announcements', async () => {
    const tenant = resultOf<{ nameEn: string; status: number }>(
      await call('POST', '/sys/tenant/add', {
        name: 'Wire tenant',
        nameEn: null,
        status: null,
        beginDate: null,
      }),
    );
    expect(tenant).toMatchObject({ nameEn: '', status: 1 });
    const depart = resultOf<{ sortNo: number; mobile: string | null }>(
      await call('POST', '/sys/sysDepart/add', {
        name: { zh: '线', en: 'Wire' },
        orgCategory: OrgCategory.company,
        sortNo: null,
        mobile: null,
        parentId: null,
      }),
    );
    expect(depart).toMatchObject({ sortNo: 0, mobile: null });
    const category = resultOf<{ id: string; sort: number }>(
      await call('POST', '/sys/category/add', { pid: null, name: { zh: '线', en: 'Wire' }, sort: null }),
    );
    expect(category.sort).toBe(0);
    const dict = resultOf<{ id: string; description: string; preload: boolean }>(
      await call('POST', '/sys/dict/add', {
        dictCode: 'wire_dict',
        dictName: { zh: '线', en: 'Wire' },
        description: null,
        preload: null,
      }),
    );
    expect(dict).toMatchObject({ description: '', preload: false });
    const item = resultOf<{ sortOrder: number; enabled: boolean }>(
      await call('POST', '/sys/dictItem/add', {
        dictId: dict.id,
        itemValue: 'a',
        itemText: { zh: '甲', en: 'A' },
        description: null,
        sortOrder: null,
        enabled: null,
      }),
    );
    expect(item).toMatchObject({ sortOrder: 0, enabled: true });
    const announcement = resultOf<{ priority: string; msgType: string }>(
      await call('POST', '/sys/annountCement/add', {
        titile: 'Wire',
        priority: null,
        msgType: null,
        userIds: null,
      }),
    );
    expect(announcement).toMatchObject({ priority: 'L', msgType: 'ALL' });
  });

  it('refuses null for a required field as before', async () => {
    expect(errorsOf(await call('POST', '/sys/category/add', { name: null })).map((e) => e.field)).toEqual([
      'name',
    ]);
    expect(errorsOf(await call('POST', '/sys/tenant/add', { name: null })).map((e) => e.field)).toEqual([
      'name',
    ]);
  });
});

describe('money as a JSON number', () => {
  let counter = 0;
  const product = (price: unknown): ProductAddRequest => {
    counter += 1;
    return {
      categoryId,
      code: `WIRE-${counter}`,
      name: { zh: '线', en: 'Wire' },
      model: '',
      brand: '',
      images: [],
      hot: false,
      recommend: false,
      status: 0,
      sortNo: 0,
      scenario: { zh: '', en: '' },
      features: { zh: '', en: '' },
      styles: [
        {
          id: null as unknown as undefined,
          name: { zh: '标准', en: 'Standard' },
          spec: '',
          unit: 'pcs',
          price: price as string,
          currency: 'CNY',
          status: 1,
        },
      ],
      parameters: [],
      resources: [],
      accessories: [],
      suites: [],
    };
  };
  const priceOf = async (price: unknown) =>
    resultOf<{ styles: { price: string }[] }>(await call('POST', '/catalogue/product/add', product(price)))
      .styles[0]?.price;

  it('accepts a number within 9 integer digits and 2 decimals as the same string would be', async () => {
    expect(await priceOf(120.5)).toBe('120.50');
    expect(await priceOf(999999999.99)).toBe('999999999.99');
    expect(await priceOf(0)).toBe('0.00');
    expect(await priceOf('88.10')).toBe('88.10');
  });

  it('refuses a number that is not such an amount with the message of a bad string', async () => {
    const badString = errorsOf(await call('POST', '/catalogue/product/add', product('1.234')));
    expect(badString.map((error) => error.field)).toEqual(['styles.0.price']);
    for (const bad of [0.1 + 0.2, 1.234, 1_000_000_000, -1, 1e21]) {
      expect(errorsOf(await call('POST', '/catalogue/product/add', product(bad))), String(bad)).toEqual(
        badString,
      );
    }
  });
});

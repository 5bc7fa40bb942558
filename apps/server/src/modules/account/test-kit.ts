import { API_BASE } from '@mall/shared';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../test/app';
import { encryptPassword } from '../../test/transport';

/** Calls the API as a client would: JSON body, optional token and language. */
export function call(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  options: { payload?: object; token?: string; language?: string } = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url: `${API_BASE}${path}`,
    ...(options.payload ? { payload: options.payload } : {}),
    headers: {
      'accept-language': options.language ?? 'zh-CN',
      ...(options.token ? { 'x-access-token': options.token } : {}),
    },
  });
}

/** Signs in with a plain password; answers the raw response. */
export async function signIn(t: TestApp, username: string, password: string, language = 'zh-CN') {
  return call(t, 'POST', '/sys/login', {
    payload: { username, password: await encryptPassword(t.app, password) },
    language,
  });
}

/** A complete, valid registration; fields may be overridden (passwords in plain text, encrypted here). */
export async function registration(t: TestApp, overrides: Record<string, string> = {}): Promise<object> {
  const plain = {
    username: 'acme.buyer',
    password: 'Acme#Pass1',
    confirmPassword: 'Acme#Pass1',
    mobile: '13912345678',
    companyName: 'ACME Parts Ltd',
    email: 'buyer@acme.example',
    area: 'CN',
    website: 'https://acme.example',
    address: '1 Industrial Road, Suzhou',
    tracenodeId: 'distributor',
    contactPerson: 'Li Lei',
    ...overrides,
  };
  return {
    ...plain,
    password: plain.password === '' ? '' : await encryptPassword(t.app, plain.password),
    confirmPassword: plain.confirmPassword === '' ? '' : await encryptPassword(t.app, plain.confirmPassword),
  };
}

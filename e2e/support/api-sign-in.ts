import { createCipheriv, createHmac } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_PASSWORDS } from './accounts';

const ADMIN_PASSWORD = E2E_PASSWORDS.admin;

export const API_BASE = '/mall/serversys';

/** A password as the server takes it: AES-CBC with the server's transport key and iv, base64. */
export async function encryptForTransport(request: APIRequestContext, plain: string): Promise<string> {
  const answer = await request.get(`${API_BASE}/sys/getEncryptedString`);
  const { result } = (await answer.json()) as { result: { key: string; iv: string } };
  const cipher = createCipheriv('aes-128-cbc', Buffer.from(result.key), Buffer.from(result.iv));
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}

/** The answer of POST /sys/login outside the browser (the e2e server runs without a captcha). */
export async function apiLogin(
  request: APIRequestContext,
  account: { username: string; password: string },
): Promise<{ status: number; success: boolean; message: string; token?: string }> {
  const password = await encryptForTransport(request, account.password);
  const answer = await request.post(`${API_BASE}/sys/login`, {
    data: { username: account.username, password, captcha: '', checkKey: '', remember_me: false },
  });
  const body = (await answer.json()) as { success: boolean; message: string; result?: { token?: string } };
  return { status: answer.status(), success: body.success, message: body.message, token: body.result?.token };
}

/** Signs in through the API and answers the session token. */
export async function apiToken(
  request: APIRequestContext,
  account: { username: string; password: string },
): Promise<string> {
  const login = await apiLogin(request, account);
  expect(login.token, `API sign-in of ${account.username}: ${login.message}`).toBeTruthy();
  return login.token as string;
}

export interface TestCustomer {
  username: string;
  password: string;
  mobile: string;
  email: string;
}

/** Registers a fresh customer through the API and approves it as admin: an account only this spec uses. */
export async function approvedCustomer(request: APIRequestContext, tag: string): Promise<TestCustomer> {
  const serial = `${Date.now() % 100_000_000}`.padStart(8, '0');
  const customer = {
    username: `${tag}${serial}`,
    password: 'Cust#Pass2026',
    mobile: `137${serial}`,
    email: `${tag}${serial}@example.com`,
  };
  const password = await encryptForTransport(request, customer.password);
  const registered = await request.post(`${API_BASE}/sys/user/register`, {
    data: {
      ...customer,
      password,
      confirmPassword: password,
      companyName: `${tag} company ${serial}`,
      area: 'CN',
      website: '',
      address: `${serial} Test Road`,
      tracenodeId: 'endUser',
      contactPerson: 'Tester',
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const headers = {
    'X-Access-Token': await apiToken(request, { username: 'admin', password: ADMIN_PASSWORD }),
  };
  const list = await request.get(`${API_BASE}/sys/user/registration/list`, {
    headers,
    params: { username: customer.username },
  });
  const { result } = (await list.json()) as { result: { records: { id: string; username: string }[] } };
  const id = result.records.find((row) => row.username === customer.username)?.id;
  const approved = await request.post(`${API_BASE}/sys/user/approve`, { headers, data: { id } });
  expect(approved.status()).toBe(200);
  return customer;
}

/** The current RFC 6238 code (SHA-1, 30 s, 6 digits) of a base32 secret. */
export function totpNow(secret: string, now = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/=+$/, '').toUpperCase()) {
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  }
  const key = Buffer.from(bits.match(/.{8}/g)?.map((byte) => parseInt(byte, 2)) ?? []);
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(now / 1000 / 30)));
  const hmac = createHmac('sha1', key).update(counter).digest();
  const offset = (hmac[hmac.length - 1] ?? 0) & 0xf;
  const code = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(code).padStart(6, '0');
}

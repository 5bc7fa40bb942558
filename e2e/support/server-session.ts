import { expect, type APIRequestContext, type Page } from '@playwright/test';

const API_BASE = '/mall/serversys';
/** A GET any signed-in user may call: the mall home's products. */
const SESSION_PROBE = `${API_BASE}/mall/home`;

/** The access token the web app keeps for the signed-in user. */
export async function storedToken(page: Page): Promise<string> {
  const raw = await page.evaluate(() => localStorage.getItem('mall__ACCESS_TOKEN'));
  const token = raw ? (JSON.parse(raw) as { value?: unknown }).value : undefined;
  expect(typeof token, 'the app stores an access token after signing in').toBe('string');
  return token as string;
}

/** The HTTP status the server answers for a request made with `token`, outside the browser. */
export async function sessionStatus(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get(SESSION_PROBE, { headers: { 'X-Access-Token': token } });
  return response.status();
}

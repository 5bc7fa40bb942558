import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/**
 * Asserts an error answer: the HTTP status, and an envelope saying the same with the given message key
 * (plus any other envelope fields the test names, such as the translated message).
 */
export function expectFailure(
  response: LightMyRequestResponse,
  status: number,
  i18nKey: string,
  fields: Record<string, unknown> = {},
  label?: string,
): void {
  expect(response.statusCode, label).toBe(status);
  expect(response.json(), label).toMatchObject({ success: false, code: status, i18nKey, ...fields });
}

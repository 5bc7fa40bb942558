import { REDACTED } from '@mall/shared';

/**
 * Parameter names whose values never reach a log row: secrets (passwords, tokens, tickets, codes, keys) and
 * personal values (phone, e-mail, names, identity numbers, addresses, birthdays, bank details).
 */
const HIDDEN_NAME =
  /pass|pwd|token|ticket|secret|captcha|^code$|smscode|key$|^otp|totp|phone|mobile|email|realname|id_?card|address|birthday|bank|telephone/i;
/** The longest a kept string value is logged; a row's whole parameter text is cut at PARAMS_MAX. */
const VALUE_MAX = 200;
const PARAMS_MAX = 2000;
const DEPTH_MAX = 6;

function redactValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return value.length > VALUE_MAX ? `${value.slice(0, VALUE_MAX)}…` : value;
  if (value === null || typeof value !== 'object') return value;
  if (depth >= DEPTH_MAX) return '…';
  if (Array.isArray(value)) return value.slice(0, 20).map((item) => redactValue(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [name, item] of Object.entries(value as Record<string, unknown>)) {
    out[name] =
      HIDDEN_NAME.test(name) && item !== null && item !== '' ? REDACTED : redactValue(item, depth + 1);
  }
  return out;
}

/** The request's query and body as log text, with hidden names' values replaced by the redaction mark. */
export function redactedParams(query: unknown, body: unknown): string | null {
  const parts: Record<string, unknown> = {};
  if (query && typeof query === 'object' && Object.keys(query).length > 0) parts.query = query;
  if (body !== undefined && body !== null && !Buffer.isBuffer(body)) parts.body = body;
  if (Object.keys(parts).length === 0) return null;
  const text = JSON.stringify(redactValue(parts, 0));
  return text.length > PARAMS_MAX ? `${text.slice(0, PARAMS_MAX)}…` : text;
}

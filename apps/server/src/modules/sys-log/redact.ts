import { REDACTED } from '@mall/shared';

/**
 * Parameter names whose values never reach a log row: secrets (passwords, tokens, tickets, codes, keys,
 * credentials and the headers that carry them) and personal values (phone, e-mail, names, identity
 * numbers, addresses, birthdays, bank details).
 */
const HIDDEN_NAME =
  /pass|pwd|token|ticket|secret|captcha|^code$|smscode|key$|^otp|totp|phone|mobile|email|realname|id_?card|address|birthday|bank|telephone|authori[sz]ation|^auth$|cookie|credential|signature|private/i;
/** A value that is a credential whatever its name (an Authorization header's value). */
const CREDENTIAL_VALUE = /^\s*(bearer|basic|digest|token)\s+\S/i;
/** The longest a kept string value is logged; a row's whole parameter text is cut at PARAMS_MAX. */
const VALUE_MAX = 200;
const PARAMS_MAX = 2000;
const DEPTH_MAX = 6;

const hiddenName = (name: unknown) => typeof name === 'string' && HIDDEN_NAME.test(name);
const hide = (item: unknown) => (item === null || item === '' ? item : REDACTED);

/**
 * Besides the values under hidden names, a name and its value given as a list (`['Authorization',
 * 'Bearer …']`, a gateway filter's arguments) or as an object's `name`/`key` (`{ name: 'X-Api-Key',
 * value: … }`) hide the value, and so does a value that reads as a credential. Past DEPTH_MAX nothing is
 * kept.
 */
function redactValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') {
    if (CREDENTIAL_VALUE.test(value)) return REDACTED;
    return value.length > VALUE_MAX ? `${value.slice(0, VALUE_MAX)}…` : value;
  }
  if (value === null || typeof value !== 'object') return value;
  if (depth >= DEPTH_MAX) return '…';
  if (Array.isArray(value)) {
    const firstHidden = value.findIndex(hiddenName);
    return value
      .slice(0, 20)
      .map((item, index) =>
        firstHidden >= 0 && index > firstHidden ? hide(item) : redactValue(item, depth + 1),
      );
  }
  const entries = Object.entries(value as Record<string, unknown>);
  const named = entries.some(([name, item]) => (name === 'name' || name === 'key') && hiddenName(item));
  const out: Record<string, unknown> = {};
  for (const [name, item] of entries) {
    const isLabel = named && (name === 'name' || name === 'key');
    out[name] = hiddenName(name) || (named && !isLabel) ? hide(item) : redactValue(item, depth + 1);
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

import { SaxesParser, type SaxesTagNS } from 'saxes';
import { AppError } from '#platform/http/app-error';
import { SsoErrorKey } from '@mall/shared';

const CAS_NAMESPACE = 'http://www.yale.edu/tp/cas';
/** A CAS answer larger than this is not a validation answer. */
const MAX_ANSWER_BYTES = 64 * 1024;
export const CAS_TIMEOUT_MS = 5_000;

/**
 * Whether `service` is one of the allowed service URLs or under one: the same origin, and the allowed
 * path itself or a path below it (segment by segment: `/mall` admits `/mall/x`, never `/mallicious`). A ticket issued for any other service is never sent for validation, so a
 * ticket someone obtained for another application cannot sign in here.
 */
export function serviceAllowed(service: string, allowed: readonly string[]): boolean {
  if (!URL.canParse(service)) return false;
  const url = new URL(service);
  return allowed.some((entry) => {
    const base = new URL(entry);
    const below = base.pathname.endsWith('/') ? base.pathname : `${base.pathname}/`;
    return url.origin === base.origin && (url.pathname === base.pathname || url.pathname.startsWith(below));
  });
}

/** What a CAS protocol 3 validation answer says: the user's name, or the failure code. */
export type CasAnswer = { user: string } | { failure: string };

/**
 * Reads a CAS serviceResponse. Namespaces are checked; a document type declaration is refused (no
 * entity is ever expanded); anything malformed is null.
 */
export function parseCasAnswer(xml: string): CasAnswer | null {
  const parser = new SaxesParser({ xmlns: true });
  const path: string[] = [];
  let user = '';
  let failure: string | null = null;
  let success = false;
  let malformed = false;
  parser.on('doctype', () => {
    malformed = true;
  });
  parser.on('error', () => {
    malformed = true;
  });
  parser.on('opentag', (tag: SaxesTagNS) => {
    const name = tag.uri === CAS_NAMESPACE ? tag.local : `{${tag.uri}}${tag.local}`;
    path.push(name);
    const where = path.join('/');
    if (where === 'serviceResponse/authenticationSuccess') success = true;
    if (where === 'serviceResponse/authenticationFailure') {
      failure = tag.attributes.code?.value ?? 'UNKNOWN';
    }
  });
  parser.on('text', (text) => {
    if (path.join('/') === 'serviceResponse/authenticationSuccess/user') user += text;
  });
  parser.on('closetag', () => {
    path.pop();
  });
  try {
    parser.write(xml).close();
  } catch {
    return null;
  }
  if (malformed) return null;
  if (failure !== null) return { failure };
  const name = user.trim();
  return success && name ? { user: name } : null;
}

/**
 * Asks the CAS server (protocol 3, /p3/serviceValidate) whose `ticket` is. Refused ticket: 401
 * sso.casTicketInvalid; server unreachable, slow or answering nonsense: 503 sso.casUnavailable.
 */
export async function validateCasTicket(
  casServerUrl: string,
  ticket: string,
  service: string,
): Promise<string> {
  const url = new URL(`${casServerUrl.replace(/\/+$/, '')}/p3/serviceValidate`);
  url.searchParams.set('ticket', ticket);
  url.searchParams.set('service', service);
  let text: string;
  try {
    const response = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(CAS_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`CAS answered ${response.status}`);
    const length = Number(response.headers.get('content-length') ?? 0);
    if (length > MAX_ANSWER_BYTES) throw new Error('CAS answer too large');
    text = await response.text();
    if (text.length > MAX_ANSWER_BYTES) throw new Error('CAS answer too large');
  } catch {
    throw new AppError(503, SsoErrorKey.casUnavailable);
  }
  const answer = parseCasAnswer(text);
  if (!answer) throw new AppError(503, SsoErrorKey.casUnavailable);
  if ('failure' in answer) throw new AppError(401, SsoErrorKey.casTicketInvalid);
  return answer.user;
}

import { HEADER_ACCESS_TOKEN, HEADER_TENANT_ID, type Locale } from '@mall/shared';
import { acceptLanguageOf } from './language';
import { readAccessToken, readTenantId } from './stored-session';

/** What every API request says of itself: the answer it accepts, its language, tenant and session token. */
export function apiHeaders(accept: string, language: Locale): Headers {
  const headers = new Headers({
    Accept: accept,
    'Accept-Language': acceptLanguageOf(language),
    [HEADER_TENANT_ID]: readTenantId(),
  });
  const token = readAccessToken();
  if (token) headers.set(HEADER_ACCESS_TOKEN, token);
  return headers;
}

import { API_BASE } from '@mall/shared';
import { apiHeaders } from './api-headers';
import { storedLanguage } from './language';
import { readAccessToken } from './stored-session';

/** A request without query parameters that a first page is sure to make. */
export interface EarlyRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

/** An early answer older than this is not given: the app asks again. */
const EARLY_ANSWER_TTL_MS = 10_000;

const started = new Map<string, { response: Promise<Response>; at: number }>();

const keyOf = ({ method, path, body }: EarlyRequest) =>
  `${method} ${path} ${body === undefined ? '' : JSON.stringify(body)}`;

/**
 * Sends a signed-in first page's request from the entry, while the app's code downloads: the HTTP client's
 * same request takes its answer instead of waiting a round trip after the app has started. Nothing is sent
 * without a session. Resolves with a copy of the answer for the caller (e.g. to preload its images).
 */
export function startEarlyRequest(request: EarlyRequest): Promise<Response> | undefined {
  if (!readAccessToken()) return undefined;
  const headers = apiHeaders('application/json', storedLanguage());
  if (request.body !== undefined) headers.set('Content-Type', 'application/json');
  const response = fetch(`${API_BASE}${request.path}`, {
    method: request.method,
    headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
  // The copy is made as the answer arrives, before the HTTP client reads it.
  const copy = response.then((answer) => answer.clone());
  copy.catch(() => undefined);
  started.set(keyOf(request), { response, at: Date.now() });
  return copy;
}

/** The answer of an early request made like this one, once (then it is forgotten), if still fresh. */
export function takeEarlyRequest(request: EarlyRequest): Promise<Response> | undefined {
  const key = keyOf(request);
  const early = started.get(key);
  started.delete(key);
  return early && Date.now() - early.at < EARLY_ANSWER_TTL_MS ? early.response : undefined;
}

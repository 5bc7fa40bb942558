import {
  API_BASE,
  HEADER_ACCESS_TOKEN,
  HTTP_TIMEOUT_MS,
  HttpCode,
  NOTIFICATION_DURATION_S,
  UNAUTHORIZED_RELOAD_DELAY_MS,
  type Envelope,
} from '@mall/shared';
import { apiHeaders } from './api-headers';
import { takeEarlyRequest } from './early-requests';
import { feedback } from './feedback';
import { isJson, readEnvelope } from './http-envelope';
import { HttpError, NETWORK_ERROR_STATUS, TIMEOUT_STATUS } from './http-error';
import { announceSessionExpired, isTokenInvalid } from './http-session-expiry';
import { currentLanguage, i18next, whenTextsReady } from './i18n';
import { reloadPage } from './page-reload';
import { useSessionStore } from './session-store';
import { clearStoredSession, readAccessToken } from './stored-session';

/**
 * The one HTTP client of the web app: JSON over fetch to API_BASE, envelope unwrapped,
 * failures thrown as HttpError and, unless `silent`, reported in a notification. Uploads that report
 * their progress go over XMLHttpRequest (fetch cannot tell how much of a body was sent), with the same
 * headers, timeout, envelope and failures.
 */

type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly (string | number)[]>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  /** Do not show the failure notification (the caller reports the error itself). */
  silent?: boolean;
  /** Cancels the request (a cancelled request rejects with the AbortError, never an HttpError). */
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** How much of an upload's body has been sent: bytes, and the whole number percent of them. */
export interface UploadProgress {
  loaded: number;
  total: number;
  percent: number;
}

export interface UploadOptions extends RequestOptions {
  /** The file's name in the form (the Blob's own, a File's name, when not given). */
  fileName?: string;
  /** Text fields sent before the file (e.g. the upload's purpose, `biz`). */
  fields?: Record<string, string>;
  /** Called as the body is sent; the last call says 100 once all of it is sent. */
  onProgress?: (progress: UploadProgress) => void;
  /** false: the session token header is left out (an upload that needs no session). Default true. */
  token?: boolean;
  /** The envelope field that holds the answer, when not `result` (e.g. `message`). */
  answerField?: string;
}

interface RequestSpec extends RequestOptions {
  method: Method;
  path: string;
  params?: QueryParams | undefined;
  body?: unknown;
  accept: string;
  onUploadProgress?: ((progress: UploadProgress) => void) | undefined;
  /** false: sent without the session token (so a 401 says nothing of the session). */
  token?: boolean | undefined;
  answerField?: string | undefined;
}

export interface DownloadSpec {
  method?: 'GET' | 'POST';
  params?: QueryParams;
  body?: unknown;
  /** File name used when the answer does not name one. */
  fileName?: string;
  /** false: only answer the file (e.g. to print it), without handing it to the browser as a download. */
  save?: boolean;
  /** Called as the file arrives, with the bytes received so far (a streamed answer has no known total). */
  onProgress?: (received: number) => void;
}

function buildUrl(spec: RequestSpec): string {
  const query = new URLSearchParams();
  Object.entries(spec.params ?? {}).forEach(([key, value]) => {
    if (value === undefined || value === null || value === '') return;
    query.set(key, Array.isArray(value) ? value.join(',') : String(value));
  });
  if (spec.method === 'GET') query.set('_t', String(Math.floor(Date.now() / 1000)));
  const search = query.toString();
  return `${API_BASE}${spec.path}${search ? `?${search}` : ''}`;
}

function buildHeaders(spec: RequestSpec): Headers {
  const headers = apiHeaders(spec.accept, currentLanguage());
  if (spec.token === false) headers.delete(HEADER_ACCESS_TOKEN);
  // A FormData body sets its own multipart Content-Type (with the boundary).
  if (spec.body !== undefined && !(spec.body instanceof FormData))
    headers.set('Content-Type', 'application/json');
  Object.entries(spec.headers ?? {}).forEach(([name, value]) => headers.set(name, value));
  return headers;
}

function bodyOf(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  return body instanceof FormData ? body : JSON.stringify(body);
}

/** The answer's headers, as XMLHttpRequest gives them in one string. */
function headersOf(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

const BODYLESS_STATUSES = new Set([101, 204, 205, 304]);

/**
 * The request over XMLHttpRequest, reporting the body's progress: answers the same Response fetch would,
 * and fails like fetch (TypeError on a failed connection, the signal's reason once aborted).
 */
function sendTracked(
  spec: RequestSpec,
  signal: AbortSignal,
  onProgress: (progress: UploadProgress) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(spec.method, buildUrl(spec));
    // Text: uploads answer a JSON envelope (a Blob would be the page's, which a Response may not read).
    xhr.responseType = 'text';
    buildHeaders(spec).forEach((value, name) => xhr.setRequestHeader(name, value));
    let lastPercent = -1;
    const report = (loaded: number, total: number) => {
      const percent = total > 0 ? Math.min(100, Math.floor((loaded / total) * 100)) : 0;
      if (percent === lastPercent) return;
      lastPercent = percent;
      onProgress({ loaded, total, percent });
    };
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) report(event.loaded, event.total);
    });
    xhr.upload.addEventListener('load', (event) => report(event.total || 1, event.total || 1));
    const abort = () => xhr.abort();
    signal.addEventListener('abort', abort);
    const settle = () => signal.removeEventListener('abort', abort);
    xhr.addEventListener('load', () => {
      settle();
      const body = BODYLESS_STATUSES.has(xhr.status) ? null : xhr.responseText;
      resolve(
        new Response(body, { status: xhr.status, statusText: xhr.statusText, headers: headersOf(xhr) }),
      );
    });
    xhr.addEventListener('error', () => {
      settle();
      reject(new TypeError('upload failed'));
    });
    xhr.addEventListener('abort', () => {
      settle();
      reject(signal.reason instanceof Error ? signal.reason : new DOMException('aborted', 'AbortError'));
    });
    if (signal.aborted) abort();
    xhr.send(bodyOf(spec.body) as XMLHttpRequestBodyInit | undefined);
  });
}

/**
 * fetch (or, to report an upload's progress, XMLHttpRequest) with the 30 s timeout; a timeout or a failed
 * connection becomes an HttpError.
 */
async function send(spec: RequestSpec): Promise<Response> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, HTTP_TIMEOUT_MS);
  const forwardAbort = () => controller.abort();
  spec.signal?.addEventListener('abort', forwardAbort);
  // A first page's request the entry already sent (see early-requests) takes its answer.
  const early =
    spec.params === undefined && (spec.method === 'GET' || spec.method === 'POST')
      ? takeEarlyRequest({ method: spec.method, path: spec.path, body: spec.body })
      : undefined;
  try {
    if (early) return await early;
    if (spec.onUploadProgress) return await sendTracked(spec, controller.signal, spec.onUploadProgress);
    return await fetch(buildUrl(spec), {
      method: spec.method,
      headers: buildHeaders(spec),
      body: bodyOf(spec.body),
      signal: controller.signal,
    });
  } catch (error) {
    if (timedOut) {
      throw new HttpError({
        status: TIMEOUT_STATUS,
        code: TIMEOUT_STATUS,
        message: i18next.t('errors:http.timeout'),
      });
    }
    if (spec.signal?.aborted) throw error;
    throw new HttpError({
      status: NETWORK_ERROR_STATUS,
      code: NETWORK_ERROR_STATUS,
      message: i18next.t('errors:http.network'),
    });
  } finally {
    clearTimeout(timer);
    spec.signal?.removeEventListener('abort', forwardAbort);
  }
}

/**
 * A successful status whose body is not the API's envelope (a proxy's or a captive portal's HTML page, a
 * truncated body) is a failure, named as such: the request did not reach the app's server as intended.
 */
function unreadableAnswer(response: Response): HttpError {
  return new HttpError({
    status: response.status,
    code: response.status,
    message: i18next.t('errors:http.unreadableAnswer'),
  });
}

function fallbackMessage(code: number): string {
  switch (code) {
    case HttpCode.unauthorized:
      return i18next.t('errors:http.unauthorized');
    case HttpCode.forbidden:
      return i18next.t('errors:http.forbidden');
    case HttpCode.notFound:
      return i18next.t('errors:http.notFound');
    case TIMEOUT_STATUS:
      return i18next.t('errors:http.timeout');
    default:
      return i18next.t('errors:http.unknown');
  }
}

function errorFrom(response: Response, envelope: Envelope<unknown> | null): HttpError {
  const code = envelope?.code && envelope.code >= 400 ? envelope.code : response.status;
  return new HttpError({
    status: response.status,
    code,
    message: envelope?.message || fallbackMessage(code),
    i18nKey: envelope?.i18nKey,
    errors: envelope?.errors,
    result: envelope?.result ?? undefined,
  });
}

let unauthorizedReloadPending = false;

/** Whether the page holds a session: a stored token, or the one it signed in with (storage cleared elsewhere). */
function pageHasSession(): boolean {
  return Boolean(readAccessToken() || useSessionStore.getState().token);
}

/**
 * 401 with a session: the session is gone, so clear it and reload (the guard then shows the login page).
 * Answers whether this call ended it (false: no session, or another request's 401 already did).
 */
function endExpiredSession(): boolean {
  if (!pageHasSession() || unauthorizedReloadPending) return false;
  clearStoredSession();
  unauthorizedReloadPending = true;
  setTimeout(() => {
    unauthorizedReloadPending = false;
    reloadPage();
  }, UNAUTHORIZED_RELOAD_DELAY_MS);
  return true;
}

/** The notification text for a failure, by status. */
function notificationText(error: HttpError): string {
  switch (error.code) {
    case HttpCode.unauthorized:
    case HttpCode.forbidden:
    case HttpCode.notFound:
    case TIMEOUT_STATUS:
      return fallbackMessage(error.code);
    case NETWORK_ERROR_STATUS:
      return i18next.t('errors:http.network');
    default:
      return error.message;
  }
}

/**
 * A 401: a revoked or expired token ('Token失效') opens the re-login modal over the current page when one
 * is mounted; otherwise (or with no token marker) the session ends with one notice (silent request or not)
 * and a reload.
 */
function report(error: HttpError, silent: boolean, sentToken = true): void {
  if (error.code === HttpCode.unauthorized && sentToken) {
    if (readAccessToken() && isTokenInvalid(error) && announceSessionExpired()) return;
    // The page that would show a silent request's failure is leaving: the notice says why, once.
    if (endExpiredSession()) silent = false;
    else if (unauthorizedReloadPending) return;
  }
  if (silent) return;
  error.reported = true;
  whenTextsReady(() => {
    const { notification } = feedback();
    const title = i18next.t('errors:http.title');
    if (error.code === HttpCode.noPermission) {
      notification.warning({ title, description: error.message, duration: NOTIFICATION_DURATION_S });
      return;
    }
    notification.error({ title, description: notificationText(error), duration: NOTIFICATION_DURATION_S });
  });
}

async function request<T>(spec: RequestSpec): Promise<T> {
  try {
    const response = await send(spec);
    const envelope = await readEnvelope(response);
    if (response.ok && !envelope) throw unreadableAnswer(response);
    if (!response.ok || !envelope || envelope.success === false) throw errorFrom(response, envelope);
    if (spec.answerField) return (envelope as unknown as Record<string, unknown>)[spec.answerField] as T;
    return envelope.result as T;
  } catch (error) {
    if (error instanceof HttpError) report(error, spec.silent ?? false, spec.token !== false);
    throw error;
  }
}

function fileNameFrom(response: Response, fallback: string): string {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? fallback;
}

function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** The answer's body as a Blob, read chunk by chunk, reporting the bytes received after each chunk. */
async function receiveTracked(response: Response, onProgress: (received: number) => void): Promise<Blob> {
  const type = response.headers.get('Content-Type') ?? '';
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress(0);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value as Uint8Array<ArrayBuffer>);
    received += value.byteLength;
    onProgress(received);
  }
  return new Blob(chunks, { type });
}

async function download(path: string, spec: DownloadSpec = {}, options: RequestOptions = {}): Promise<Blob> {
  const requestSpec: RequestSpec = {
    ...options,
    method: spec.method ?? 'GET',
    path,
    params: spec.params,
    body: spec.body,
    accept: '*/*',
  };
  try {
    const response = await send(requestSpec);
    if (!response.ok || isJson(response)) throw errorFrom(response, await readEnvelope(response));
    const blob = spec.onProgress ? await receiveTracked(response, spec.onProgress) : await response.blob();
    if (spec.save === false) return blob;
    saveBlob(blob, fileNameFrom(response, spec.fileName ?? i18next.t('common:download.defaultFileName')));
    return blob;
  } catch (error) {
    if (error instanceof HttpError) report(error, options.silent ?? false);
    throw error;
  }
}

const JSON_ACCEPT = 'application/json';

export const http = {
  get<T>(path: string, params?: QueryParams, options?: RequestOptions): Promise<T> {
    return request<T>({ ...options, method: 'GET', path, params, accept: JSON_ACCEPT });
  },
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return request<T>({ ...options, method: 'POST', path, body: body ?? {}, accept: JSON_ACCEPT });
  },
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return request<T>({ ...options, method: 'PUT', path, body: body ?? {}, accept: JSON_ACCEPT });
  },
  delete<T>(path: string, params?: QueryParams, options?: RequestOptions): Promise<T> {
    return request<T>({ ...options, method: 'DELETE', path, params, accept: JSON_ACCEPT });
  },
  /** Downloads a file (GET or POST) and hands it to the browser; JSON answers are errors. */
  download,
  /**
   * Uploads one file as multipart/form-data (the `fields`, then the file as `file`) and answers the
   * envelope's result; `onProgress` follows how much of it has been sent.
   */
  upload<T>(path: string, file: Blob, options: UploadOptions = {}): Promise<T> {
    const { fileName, fields, onProgress, token, answerField, ...requestOptions } = options;
    const body = new FormData();
    Object.entries(fields ?? {}).forEach(([name, value]) => body.append(name, value));
    body.append('file', file, fileName ?? (file instanceof File ? file.name : undefined));
    return request<T>({
      ...requestOptions,
      method: 'POST',
      path,
      body,
      accept: JSON_ACCEPT,
      onUploadProgress: onProgress,
      token,
      answerField,
    });
  },
};

import type { FieldError } from '@mall/shared';

/** Status used when no HTTP answer arrived at all (server unreachable, connection dropped). */
export const NETWORK_ERROR_STATUS = 0;
/** Status used when the client gave up waiting (HTTP_TIMEOUT_MS); handled like a 504. */
export const TIMEOUT_STATUS = 504;

export interface HttpErrorInit {
  status: number;
  code: number;
  message: string;
  i18nKey?: string;
  errors?: FieldError[];
  /** The envelope's result of a failure, when it carries one (e.g. a refused sign-in's errorCount). */
  result?: unknown;
}

/** Every failed request rejects with this: the HTTP status, the envelope's code, message, i18n key and field errors. */
export class HttpError extends Error {
  readonly status: number;
  readonly code: number;
  readonly i18nKey: string | undefined;
  readonly errors: FieldError[];
  readonly result: unknown;
  /** Set once the HTTP client has shown the failure to the user (a request not made silent). */
  reported = false;

  constructor(init: HttpErrorInit) {
    super(init.message);
    this.name = 'HttpError';
    this.status = init.status;
    this.code = init.code;
    this.i18nKey = init.i18nKey;
    this.errors = init.errors ?? [];
    this.result = init.result;
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

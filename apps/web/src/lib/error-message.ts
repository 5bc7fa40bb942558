import { HttpError } from './http-error';
import { i18next } from './i18n';

/** The text to show for any failure: the server's message for an HttpError, else a generic one. */
export function errorMessageOf(error: unknown): string {
  if (error instanceof HttpError && error.message) return error.message;
  return i18next.t('errors:http.unknown');
}

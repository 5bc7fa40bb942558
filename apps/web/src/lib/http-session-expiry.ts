import { ErrorKey, HttpCode } from '@mall/shared';
import type { HttpError } from './http-error';

/** The marker the server puts in the message of a 401 for a revoked or expired token. */
const TOKEN_INVALID_MARKER = 'Token失效';

/** A 401 for a token the server no longer accepts (not a request that carried none). */
export function isTokenInvalid(error: HttpError): boolean {
  return (
    error.code === HttpCode.unauthorized &&
    (error.i18nKey === ErrorKey.tokenInvalid || error.message.includes(TOKEN_INVALID_MARKER))
  );
}

type SessionExpiredHandler = () => void;
let handler: SessionExpiredHandler | null = null;

/**
 * Lets the re-login modal take over when the session dies under the user: the page stays, the user signs
 * in again in place. Returns the unsubscribe function.
 */
export function onSessionExpired(next: SessionExpiredHandler): () => void {
  handler = next;
  return () => {
    if (handler === next) handler = null;
  };
}

/** Tells the re-login modal; false when none is mounted (the caller then ends the session itself). */
export function announceSessionExpired(): boolean {
  if (!handler) return false;
  handler();
  return true;
}

import type { FieldError } from '@mall/shared';
import type { MessageKey } from '../i18n/messages';
import type { MessageParams } from '../i18n/translate';

/** The one error a handler throws to answer a non-2xx envelope; the message is translated per request. */
export class AppError extends Error {
  readonly errors: FieldError[] | undefined;
  readonly params: MessageParams | undefined;
  /** What the failure envelope's `result` carries (e.g. a failed sign-in's errorCount); null when absent. */
  readonly result: unknown;

  constructor(
    readonly status: number,
    readonly i18nKey: MessageKey,
    options: { errors?: FieldError[]; params?: MessageParams; result?: unknown } = {},
  ) {
    super(i18nKey);
    this.name = 'AppError';
    this.errors = options.errors;
    this.params = options.params;
    this.result = options.result ?? null;
  }
}

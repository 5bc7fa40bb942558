import { ErrorKey, pickLocalized, type FieldError, type Locale, type RuleProblem } from '@mall/shared';
import { AppError } from '#platform/http/app-error';
import { mobileFieldMessage } from '../sms/service';
import { accountFieldMessages, type AccountFieldMessageKey } from './messages';

/** An account-module field text in `locale`. */
export function accountText(key: AccountFieldMessageKey, locale: Locale, max?: number): string {
  const text = pickLocalized(accountFieldMessages[key], locale);
  return max === undefined ? text : text.replace('{max}', String(max));
}

/** The texts a field uses for each rule problem; `tooLong` always names the limit. */
export interface ProblemTexts {
  required?: AccountFieldMessageKey;
  format?: AccountFieldMessageKey;
  weak?: AccountFieldMessageKey;
}

/** Collects field errors in the order the fields are checked; `throwIfAny` answers them as one 400. */
export class FieldErrors {
  private readonly errors: FieldError[] = [];

  constructor(private readonly locale: Locale) {}

  /** Adds `field`'s error for `problem` (nothing when null). */
  problem(field: string, problem: RuleProblem | null, texts: ProblemTexts, max?: number): void {
    if (!problem || this.has(field)) return;
    if (problem === 'tooLong') return this.add(field, accountText('tooLong', this.locale, max));
    const key = problem === 'required' ? texts.required : problem === 'format' ? texts.format : texts.weak;
    this.add(field, key ? accountText(key, this.locale) : accountText('tooLong', this.locale, max));
  }

  /** Adds the mobile rule's error ('请输入手机号' when missing). */
  mobile(field: string, problem: RuleProblem | null): void {
    const message = mobileFieldMessage(problem, this.locale);
    if (message) this.add(field, message);
  }

  text(field: string, key: AccountFieldMessageKey): void {
    this.add(field, accountText(key, this.locale));
  }

  add(field: string, message: string): void {
    if (!this.has(field)) this.errors.push({ field, message });
  }

  has(field: string): boolean {
    return this.errors.some((error) => error.field === field);
  }

  throwIfAny(): void {
    if (this.errors.length > 0) throw this.error();
  }

  /** The errors collected so far as one 400. */
  error(): AppError {
    return new AppError(400, ErrorKey.validation, { errors: [...this.errors] });
  }
}

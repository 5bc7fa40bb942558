import type { ErrorKeyValue, SuccessKeyValue } from './errors';

export interface FieldError {
  field: string;
  message: string;
}

/** The envelope on every JSON answer (DESIGN.md §4). */
export interface Envelope<T> {
  success: boolean;
  message: string;
  code: number;
  result: T;
  timestamp: number;
  i18nKey?: ErrorKeyValue | SuccessKeyValue | string;
  errors?: FieldError[];
}

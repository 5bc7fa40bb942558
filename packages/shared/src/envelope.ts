import { z } from 'zod';
import type { ErrorKeyValue, SuccessKeyValue } from './errors';

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** The envelope on every JSON answer: `code` equals the HTTP status, `result` is the answer itself. */
export interface Envelope<T> {
  success: boolean;
  message: string;
  code: number;
  result: T;
  timestamp: number;
  i18nKey?: ErrorKeyValue | SuccessKeyValue | string;
  errors?: FieldError[];
}

/** The envelope's schema around a result schema: what a route answers, and nothing more. */
export function envelopeOf<TResult extends z.ZodType>(result: TResult) {
  return z.object({
    success: z.boolean(),
    message: z.string(),
    code: z.number().int(),
    result,
    timestamp: z.number().int(),
    i18nKey: z.string().optional(),
    errors: z.array(fieldErrorSchema).optional(),
  });
}

/** A failure's envelope: `result` is null, or the details the error names (readiness checks). */
export const errorEnvelopeSchema = envelopeOf(z.unknown());

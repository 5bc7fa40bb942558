import { z } from 'zod';

// What JeecgBoot 2.x forms post, accepted where it does no harm: null for a field left empty, and amounts
// as JSON numbers.

const nullAsUndefined = z.null().transform(() => undefined);

type NullAsAbsentField<T> =
  T extends z.ZodOptional<infer Inner>
    ? z.ZodOptional<z.ZodUnion<[Inner, typeof nullAsUndefined]>>
    : T extends z.ZodDefault<infer Inner>
      ? z.ZodDefault<z.ZodUnion<[Inner, z.ZodPipe<z.ZodNull, z.ZodTransform<z.output<Inner>, null>>]>>
      : T;

export type NullAsAbsent<Shape extends z.ZodRawShape> = { [K in keyof Shape]: NullAsAbsentField<Shape[K]> };

/**
 * An object shape whose optional fields (`.optional()` or `.default()`) also take null, read as the field
 * left out: absent, or its default. A field that itself accepts null keeps null; required fields are
 * unchanged. Use it where the shape is declared: `z.strictObject(nullAsAbsent({ ... }))`.
 */
export function nullAsAbsent<Shape extends z.ZodRawShape>(shape: Shape): NullAsAbsent<Shape> {
  const result: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(shape)) {
    if (field instanceof z.ZodOptional) {
      result[key] = z.union([field.unwrap() as z.ZodType, nullAsUndefined]).optional();
    } else if (field instanceof z.ZodDefault) {
      const inner = field.def.innerType as z.ZodType;
      const fallback = () => field.def.defaultValue as unknown;
      result[key] = z.union([inner, z.null().transform(fallback)]).default(fallback as never);
    } else {
      result[key] = field as z.ZodType;
    }
  }
  return result as NullAsAbsent<Shape>;
}

/**
 * An amount: a decimal string matching `pattern`, or a JSON number whose shortest decimal form matches it
 * (0.1 + 0.2, more decimals than the pattern allows or too many digits fail as the same string would).
 */
export function moneyInput(pattern: RegExp) {
  return z
    .union([z.string(), z.number().transform((value) => String(value))])
    .pipe(z.string().trim().regex(pattern));
}

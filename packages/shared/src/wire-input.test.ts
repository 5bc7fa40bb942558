import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adjustmentInputSchema, priceInputSchema } from './demand';
import { PRICE_PATTERN } from './money';
import { moneyInput, nullAsAbsent } from './wire-input';

describe('nullAsAbsent', () => {
  const schema = z.strictObject(
    nullAsAbsent({
      required: z.string(),
      optional: z.string().min(2).optional(),
      defaulted: z.number().default(7),
      nullable: z.string().nullable().optional(),
    }),
  );

  it('reads null for an optional field as the field left out, and for a defaulted one as its default', () => {
    expect(schema.parse({ required: 'a', optional: null, defaulted: null })).toEqual({
      required: 'a',
      defaulted: 7,
    });
    expect(schema.parse({ required: 'a', optional: 'bc', defaulted: 3 })).toEqual({
      required: 'a',
      optional: 'bc',
      defaulted: 3,
    });
  });

  it('keeps null where the field itself takes it, and refuses it for a required field', () => {
    expect(schema.parse({ required: 'a', nullable: null })).toEqual({
      required: 'a',
      defaulted: 7,
      nullable: null,
    });
    expect(schema.safeParse({ required: null }).success).toBe(false);
  });

  it('reports a bad value as the field alone would', () => {
    const alone = z.strictObject({ required: z.string(), optional: z.string().min(2).optional() });
    const issues = (value: unknown, of: z.ZodType) =>
      of.safeParse({ required: 'a', optional: value }).error?.issues.map(({ code, path, message }) => ({
        code,
        path,
        message,
      }));
    expect(issues('x', schema)).toEqual(issues('x', alone));
    expect(issues(5, schema)?.[0]?.path).toEqual(['optional']);
  });
});

describe('moneyInput', () => {
  const price = moneyInput(PRICE_PATTERN);
  const issuesOf = (value: unknown) =>
    price.safeParse(value).error?.issues.map(({ code, message }) => ({ code, message }));

  it('takes a JSON number within 9 integer digits and 2 decimals as its decimal string', () => {
    expect(price.parse(12.5)).toBe('12.5');
    expect(price.parse(999999999.99)).toBe('999999999.99');
    expect(price.parse(0)).toBe('0');
    expect(price.parse(' 1.20 ')).toBe('1.20');
  });

  it('refuses a number whose decimal form is not such an amount, as it refuses the bad string', () => {
    const badString = issuesOf('1.234');
    for (const bad of [0.1 + 0.2, 1.234, 1e9, 1e21, -1, 1e-7])
      expect(issuesOf(bad), String(bad)).toEqual(badString);
    expect(price.safeParse(true).success).toBe(false);
  });

  it('applies to the demand order prices and adjustments', () => {
    expect(priceInputSchema.parse(900)).toBe('900');
    expect(adjustmentInputSchema.parse(-12.3)).toBe('-12.3');
    expect(adjustmentInputSchema.safeParse(-0.001).success).toBe(false);
  });
});

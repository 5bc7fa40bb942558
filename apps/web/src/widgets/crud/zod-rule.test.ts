import type { RuleObject } from 'antd/es/form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodRule } from './zod-rule';

const check = (schema: z.ZodType, value: unknown) =>
  (zodRule(schema, '格式不正确') as RuleObject).validator?.({} as never, value, () => undefined);

describe('zodRule', () => {
  const code = z
    .string()
    .regex(/^[a-z]+$/)
    .max(5);

  it("refuses what the schema refuses, with the UI's text in place of zod's", async () => {
    await expect(check(code, 'ABC')).rejects.toThrow('格式不正确');
    await expect(check(code, 'abcdef')).rejects.toThrow('格式不正确');
  });

  it('accepts what the schema accepts, trimmed as the form sends it', async () => {
    await expect(check(code, 'abc')).resolves.toBeUndefined();
    await expect(check(code, ' abc ')).resolves.toBeUndefined();
  });

  it('leaves an empty value of an optional field alone, and refuses it for a required one', async () => {
    await expect(check(code.optional(), '')).resolves.toBeUndefined();
    await expect(check(code.optional(), '  ')).resolves.toBeUndefined();
    await expect(check(code.optional(), undefined)).resolves.toBeUndefined();
    await expect(check(code, '')).rejects.toThrow('格式不正确');
    await expect(check(z.string().min(1), '  ')).rejects.toThrow('格式不正确');
  });

  it('checks values that are not text as they are', async () => {
    const level = z.number().int().min(1).max(10);
    await expect(check(level, 3)).resolves.toBeUndefined();
    await expect(check(level, 11)).rejects.toThrow('格式不正确');
    await expect(check(level, 1.5)).rejects.toThrow('格式不正确');
  });
});

import { USERNAME_PATTERN } from '@mall/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issuesReason } from './import-reason';

const titles = { username: { zh: '用户账号', en: 'Username' }, code: { zh: '编码', en: 'Code' } };

function reason(schema: z.ZodType, value: unknown, locale: 'zh' | 'en'): string {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error('expected a failure');
  return issuesReason(parsed.error, locale, titles);
}

describe('issuesReason', () => {
  it('says a known pattern rule in words, in either language, never as a regular expression', () => {
    const schema = z.object({ username: z.string().regex(USERNAME_PATTERN) });
    expect(reason(schema, { username: 'a b' }, 'zh')).toBe('用户账号: 只能包含字母、数字和 _ . @ -');
    expect(reason(schema, { username: 'a b' }, 'en')).toBe('Username: letters, digits and _ . @ - only');
  });

  it('says "invalid format" for a pattern it has no words for', () => {
    const schema = z.object({ code: z.string().regex(/^x+$/) });
    const zh = reason(schema, { code: 'y' }, 'zh');
    const en = reason(schema, { code: 'y' }, 'en');
    expect(zh).toBe('编码: 格式不正确');
    expect(en).toBe('Code: invalid format');
    expect(`${zh} ${en}`).not.toContain('^');
  });
});

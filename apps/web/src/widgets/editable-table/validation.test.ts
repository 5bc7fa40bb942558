import { describe, expect, it, vi } from 'vitest';
import { patternRegExp, type PATTERN_SHORTCUTS } from './patterns';
import type { EditableColumn, RowValues, ValidateRule } from './types';
import { fillMessage, validateCell, type ValidationTexts } from './validation';

const texts: ValidationTexts = {
  required: (title) => `${title} required`,
  unique: (title) => `${title} unique`,
  pattern: (title, shortcut) => `${title} pattern ${shortcut ?? 'regexp'}`,
};

const column = (rules: ValidateRule[], extra: Partial<EditableColumn> = {}): EditableColumn => ({
  key: 'code',
  title: 'Code',
  type: 'input',
  validateRules: rules,
  ...extra,
});

const check = (value: RowValues['code'], rules: ValidateRule[], rows: RowValues[] = []) => {
  const row = { id: 'r', code: value };
  return validateCell(row, column(rules), [row, ...rows], texts);
};

describe('cell rules', () => {
  it('fails required on empty or null, with the rule message or the default', async () => {
    expect(await check('', [{ required: true }])).toBe('Code required');
    expect(await check(null, [{ required: true, message: '${title} (${key}) is needed' }])).toBe(
      'Code (code) is needed',
    );
    expect(await check(undefined, [{ required: true }])).toBe('Code required');
    expect(await check('x', [{ required: true }])).toBeUndefined();
    expect(await check(0, [{ required: true }])).toBeUndefined();
  });

  it('fails unique (or pattern "only") when another row of the column holds the value', async () => {
    const others = [{ id: 'o', code: 'A1' }];
    expect(await check('A1', [{ unique: true }], others)).toBe('Code unique');
    expect(await check('A1', [{ pattern: 'only' }], others)).toBe('Code unique');
    expect(await check('B2', [{ unique: true }], others)).toBeUndefined();
    // Empty values are no duplicates (required says whether they may be empty).
    expect(await check('', [{ unique: true }], [{ id: 'o', code: '' }])).toBeUndefined();
  });

  it('checks the rules in order and stops at the first failure', async () => {
    const handler = vi.fn(() => 'from handler');
    const rules: ValidateRule[] = [{ required: true }, { pattern: 'z' }, { handler }];
    expect(await check('', rules)).toBe('Code required');
    expect(await check('1.5', rules)).toBe('Code pattern z');
    expect(handler).not.toHaveBeenCalled();
    expect(await check('15', rules)).toBe('from handler');
    expect(handler).toHaveBeenCalledOnce();
  });

  it('lets an async handler return a message (with placeholders), or nothing to pass', async () => {
    const handler = async ({ value }: { value: unknown }) =>
      value === 'bad' ? '${title} ${defaultValue}' : undefined;
    const row = { id: 'r', code: 'bad' };
    expect(await validateCell(row, column([{ handler }], { defaultValue: 'D' }), [row], texts)).toBe(
      'Code D',
    );
    expect(await check('good', [{ handler }])).toBeUndefined();
  });

  it('fills ${title}, ${key} and ${defaultValue} (empty when there is none)', () => {
    expect(fillMessage('${title}/${key}/${defaultValue}/${other}', column([], { defaultValue: 7 }))).toBe(
      'Code/code/7/${other}',
    );
    expect(fillMessage('[${defaultValue}]', column([]))).toBe('[]');
  });

  it('skips patterns on empty values, and takes any other pattern as a regular expression', async () => {
    expect(await check('', [{ pattern: 'm' }])).toBeUndefined();
    expect(await check('ab12', [{ pattern: '^[a-z]+\\d+$' }])).toBeUndefined();
    expect(await check('12ab', [{ pattern: '^[a-z]+\\d+$' }])).toBe('Code pattern regexp');
    expect(await check('12ab', [{ pattern: /^\d/ }])).toBeUndefined();
    // An unreadable expression checks nothing rather than failing every value.
    expect(patternRegExp('([')).toBeUndefined();
    expect(await check('x', [{ pattern: '([' }])).toBeUndefined();
  });
});

/** For each shortcut: values that pass and values that fail. */
const SHORTCUT_CASES: Record<keyof typeof PATTERN_SHORTCUTS, [pass: string[], fail: string[]]> = {
  'n6-16': [
    ['123456', '123456789012345678'],
    ['12345', '1234567890123456789', '12345a'],
  ],
  '*6-16': [
    ['abc 12', 'a'.repeat(16)],
    ['abcde', 'a'.repeat(17)],
  ],
  's6-18': [
    ['abcdef', 'ABCdefGHIjklMNOpqr'],
    ['abcde', 'abc123', 'a'.repeat(19)],
  ],
  url: [
    ['http://example.com/a?b=1#c', 'example.com', 'https://a.b:8080/x'],
    ['http://exa mple.com', 'a b'],
  ],
  e: [
    ['a.b@example.com', 'x+y@mail.example.cn'],
    ['a@b', 'a.example.com', 'a@b .com'],
  ],
  m: [
    ['13800138000', '19912345678'],
    ['12800138000', '1380013800', '138001380001'],
  ],
  p: [
    ['100000', '510630'],
    ['010000', '12345', '1234567'],
  ],
  s: [
    ['abc', 'ABCdef'],
    ['ab1', 'a b'],
  ],
  n: [
    ['1', '-1', '1.25', '-0.5'],
    ['1.', '.5', '1.2.3', 'a'],
  ],
  z: [
    ['0', '-12', '345'],
    ['1.0', 'a', '-'],
  ],
  '*': [['x', ' a '], ['   ']],
  money: [
    ['1', '0.5', '12.34', '100'],
    ['0', '0.00', '-1', '1.234', 'a'],
  ],
};

describe('pattern shortcuts', () => {
  it.each(Object.entries(SHORTCUT_CASES))(
    '%s passes and fails as documented',
    async (shortcut, [pass, fail]) => {
      for (const value of pass)
        expect(await check(value, [{ pattern: shortcut }]), `${shortcut} ${value}`).toBeUndefined();
      for (const value of fail)
        expect(await check(value, [{ pattern: shortcut }]), `${shortcut} ${value}`).toBe(
          `Code pattern ${shortcut}`,
        );
    },
  );
});

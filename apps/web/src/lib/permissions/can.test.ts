import { Permission, type AuthEntry } from '@mall/shared';
import { describe, expect, it } from 'vitest';
import { can, isFieldDisabled } from './can';

const entry = (
  action: string,
  type: AuthEntry['type'] = '1',
  status: AuthEntry['status'] = '1',
): AuthEntry => ({
  action,
  type,
  status,
  describe: action,
});

describe('can', () => {
  const allAuth = [
    entry(Permission.userAdd),
    entry(Permission.userEdit),
    entry(Permission.userExport, '1', '0'),
    entry(Permission.userFreeze, '2', '0'),
  ];

  it('allows an action held by the user', () => {
    expect(can(Permission.userAdd, [entry(Permission.userAdd)], allAuth)).toBe(true);
  });

  it('refuses an action the user lacks', () => {
    expect(can(Permission.userEdit, [entry(Permission.userAdd)], allAuth)).toBe(false);
    expect(can(Permission.userEdit, [], allAuth)).toBe(false);
  });

  it('allows an allAuth action with status 0 to everyone', () => {
    expect(can(Permission.userExport, [], allAuth)).toBe(true);
  });

  it('ignores type 2 entries: they are field rules, not button permissions', () => {
    expect(can(Permission.userFreeze, [], allAuth)).toBe(false);
    expect(can(Permission.userDelete, [entry(Permission.userDelete, '2')], allAuth)).toBe(false);
  });

  it('allows a list when any of its codes is allowed', () => {
    expect(can([Permission.userEdit, Permission.userAdd], [entry(Permission.userAdd)], allAuth)).toBe(true);
    expect(can([Permission.userEdit, Permission.userDelete], [entry(Permission.userAdd)], allAuth)).toBe(
      false,
    );
    expect(can([Permission.userEdit, Permission.userExport], [], allAuth)).toBe(true);
  });

  it('puts no restriction when no code is required', () => {
    expect(can(undefined, [], [])).toBe(true);
    expect(can([], [], [])).toBe(true);
  });

  it('matches codes exactly', () => {
    expect(can(Permission.userAdd, [entry('system:user')], allAuth)).toBe(false);
    expect(can(Permission.userAdd, [entry(`${Permission.userAdd} `)], allAuth)).toBe(false);
  });

  it('accepts comma-separated codes: any one allows', () => {
    expect(can(`${Permission.userEdit},${Permission.userAdd}`, [entry(Permission.userAdd)], allAuth)).toBe(
      true,
    );
    expect(
      can(`${Permission.userEdit}, ${Permission.userDelete}`, [entry(Permission.userAdd)], allAuth),
    ).toBe(false);
    expect(can(`${Permission.userEdit},${Permission.userExport}`, [], allAuth)).toBe(true);
  });

  it('lets a workflow node show a control through its own list', () => {
    expect(can(Permission.userEdit, [], allAuth, [entry(Permission.userEdit)])).toBe(true);
    expect(can(Permission.userEdit, [], allAuth, [entry(Permission.userEdit, '2')])).toBe(false);
    expect(can(Permission.userAdd, [entry(Permission.userAdd)], allAuth, [])).toBe(true);
  });
});

describe('isFieldDisabled', () => {
  const rules = [entry('form:price', '2'), entry('form:memo', '2', '0'), entry(Permission.userAdd)];

  it('disables a field the system list rules, unless the user holds the override', () => {
    expect(isFieldDisabled('form:price', [], rules)).toBe(true);
    expect(isFieldDisabled('form:price', [entry('form:price', '2')], rules)).toBe(false);
    // A button permission of the same code is no override.
    expect(isFieldDisabled('form:price', [entry('form:price', '1')], rules)).toBe(true);
  });

  it('lifts the rule for everyone when the system entry has status 0', () => {
    expect(isFieldDisabled('form:memo', [], rules)).toBe(false);
  });

  it('disables nothing the system list does not name as a field rule', () => {
    expect(isFieldDisabled('form:other', [], rules)).toBe(false);
    expect(isFieldDisabled(Permission.userAdd, [], rules)).toBe(false);
  });

  it('lets a workflow node disable a field through its own type 2 list, before the system list', () => {
    expect(isFieldDisabled('form:memo', [], rules, [entry('form:memo', '2')])).toBe(true);
    expect(isFieldDisabled('form:other', [entry('form:other', '2')], [], [entry('form:other', '2')])).toBe(
      true,
    );
    expect(isFieldDisabled('form:price', [], rules, [entry('form:price', '1')])).toBe(true);
    expect(isFieldDisabled('form:memo', [], rules, [entry('form:price', '2')])).toBe(false);
  });
});

describe('permission requirements are typed', () => {
  it('take the shared permission codes, and the type checker refuses any other', () => {
    const none: AuthEntry[] = [];
    expect(can(Permission.userAdd, none, none)).toBe(false);
    expect(can(`${Permission.userAdd},${Permission.userEdit}`, none, none)).toBe(false);
    // @ts-expect-error a code that is not a permission of the shared contract
    expect(can('system:user:typo', none, none)).toBe(false);
    // @ts-expect-error a list holding one
    expect(can([Permission.userAdd, 'system:user:typo'], none, none)).toBe(false);
  });
});

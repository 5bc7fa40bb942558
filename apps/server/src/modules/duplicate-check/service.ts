import {
  CHECK_RULE_CODES,
  EMAIL_PATTERN,
  isStrongPassword,
  MOBILE_PATTERN,
  POSITION_CODE_PATTERN,
  USERNAME_PATTERN,
  type CheckRuleCode,
  type DuplicateCheckTable,
  type DUPLICATE_CHECK_FIELDS,
} from '@mall/shared';
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { RequestContext } from '#platform/context';
import { AppError } from '#platform/http/app-error';
import { inTenant } from '#platform/tenancy';
import { sysPosition } from '../position/schema';
import { sysRole } from '../role/schema';
import { sysUser } from '../user/schema';
import type { duplicateCheckMessages } from './messages';

interface CheckTarget {
  table: PgTable;
  id: PgColumn;
  column: PgColumn;
  /** Which rows count: live rows, and for tenant data only those of the caller's tenant. */
  scope: (ctx: RequestContext) => SQL | undefined;
  /** Whether a value is held ignoring case, as the column's unique index compares it. */
  caseless?: boolean;
}

type Whitelist = {
  [T in DuplicateCheckTable]: Record<(typeof DUPLICATE_CHECK_FIELDS)[T][number], CheckTarget>;
};

// Login names (username, phone, e-mail) are unique across tenants: every live account counts, username
// and e-mail ignoring case.
const liveUser = () => eq(sysUser.delFlag, 0);
const userTarget = (column: PgColumn, caseless = false): CheckTarget => ({
  table: sysUser,
  id: sysUser.id,
  column,
  scope: liveUser,
  caseless,
});

/** The only table/field pairs a client may check, each mapped to a column; names never become SQL. */
const WHITELIST: Whitelist = {
  sys_user: {
    username: userTarget(sysUser.username, true),
    phone: userTarget(sysUser.phone),
    email: userTarget(sysUser.email, true),
  },
  sys_role: {
    role_code: {
      table: sysRole,
      id: sysRole.id,
      column: sysRole.roleCode,
      scope: (ctx) => inTenant(sysRole.tenantId, ctx.tenantId),
    },
  },
  sys_position: {
    code: {
      table: sysPosition,
      id: sysPosition.id,
      column: sysPosition.code,
      scope: (ctx) => inTenant(sysPosition.tenantId, ctx.tenantId),
    },
  },
};

function targetOf(tableName: string, fieldName: string): CheckTarget {
  if (!Object.hasOwn(WHITELIST, tableName)) throw new AppError(400, 'duplicate.notAllowed');
  const fields = WHITELIST[tableName as DuplicateCheckTable] as Record<string, CheckTarget>;
  if (!Object.hasOwn(fields, fieldName)) throw new AppError(400, 'duplicate.notAllowed');
  return fields[fieldName] as CheckTarget;
}

export interface DuplicateCheck {
  tableName: string;
  fieldName: string;
  fieldVal: string;
  dataId?: string | undefined;
}

/**
 * Answers normally when no other row (than `dataId`, the one being edited) holds the value in the
 * whitelisted column; a value another row holds is a 400 `duplicate.taken`. An empty value is free.
 */
export async function checkDuplicate(ctx: RequestContext, check: DuplicateCheck): Promise<void> {
  const target = targetOf(check.tableName, check.fieldName);
  const value = check.fieldVal.trim();
  if (value === '') return;
  const [holder] = await ctx.db
    .select({ id: target.id })
    .from(target.table)
    .where(
      and(
        target.caseless ? sql`lower(${target.column}) = lower(${value})` : eq(target.column, value),
        target.scope(ctx),
        check.dataId ? ne(target.id, check.dataId) : undefined,
      ),
    )
    .limit(1);
  if (holder) throw new AppError(400, 'duplicate.taken');
}

type RuleKey = Extract<keyof typeof duplicateCheckMessages, `checkRule.${CheckRuleCode}`>;

/** The server's check rules: each a test and the message shown when a value fails it. */
const RULES: Record<CheckRuleCode, { test: (value: string) => boolean; message: RuleKey }> = {
  mobile: { test: (value) => MOBILE_PATTERN.test(value), message: 'checkRule.mobile' },
  email: { test: (value) => EMAIL_PATTERN.test(value), message: 'checkRule.email' },
  username: { test: (value) => USERNAME_PATTERN.test(value), message: 'checkRule.username' },
  password: { test: isStrongPassword, message: 'checkRule.password' },
  positionCode: { test: (value) => POSITION_CODE_PATTERN.test(value), message: 'checkRule.positionCode' },
};

/** Answers normally when `value` passes the rule `ruleCode`; a failing value is a 400 with the rule's message. */
export function checkByRule(ruleCode: string, value: string): void {
  if (!(CHECK_RULE_CODES as readonly string[]).includes(ruleCode))
    throw new AppError(400, 'checkRule.unknown');
  const rule = RULES[ruleCode as CheckRuleCode];
  if (!rule.test(value)) throw new AppError(400, rule.message);
}

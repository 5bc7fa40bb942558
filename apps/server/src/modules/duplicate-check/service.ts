import { type DuplicateCheckTable, type DUPLICATE_CHECK_FIELDS } from '@mall/shared';
import type { RequestContext } from '#platform/context';
import { AppError } from '#platform/http/app-error';
import { positionService } from '../position/service';
import { roleService } from '../role/service';
import { takenLoginNames, type LoginField } from '../user/service';

/** Whether a row other than `exceptId` holds `value`, asked of the module that owns the table. */
type HeldCheck = (ctx: RequestContext, value: string, exceptId: string | undefined) => Promise<boolean>;

type Whitelist = {
  [T in DuplicateCheckTable]: Record<(typeof DUPLICATE_CHECK_FIELDS)[T][number], HeldCheck>;
};

// Login names (username, phone, e-mail) are unique across tenants: the users module's one check of them.
const loginName =
  (field: LoginField): HeldCheck =>
  async (ctx, value, exceptId) =>
    (await takenLoginNames(ctx.db, { [field]: value }, exceptId)).includes(field);

/** The only table/field pairs a client may check, each mapped to its owner's query; names never become SQL. */
const WHITELIST: Whitelist = {
  sys_user: {
    username: loginName('username'),
    phone: loginName('phone'),
    email: loginName('email'),
  },
  sys_role: {
    role_code: (ctx, value, exceptId) => roleService.holds(ctx, 'roleCode', value, exceptId),
  },
  sys_position: {
    code: (ctx, value, exceptId) => positionService.holds(ctx, 'code', value, exceptId),
  },
};

function targetOf(tableName: string, fieldName: string): HeldCheck {
  if (!Object.hasOwn(WHITELIST, tableName)) throw new AppError(400, 'duplicate.notAllowed');
  const fields = WHITELIST[tableName as DuplicateCheckTable] as Record<string, HeldCheck>;
  if (!Object.hasOwn(fields, fieldName)) throw new AppError(400, 'duplicate.notAllowed');
  return fields[fieldName] as HeldCheck;
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
  if (await target(ctx, value, check.dataId)) throw new AppError(400, 'duplicate.taken');
}

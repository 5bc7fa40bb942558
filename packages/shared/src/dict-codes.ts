// Free of zod: the mall's pages and the dictionary inputs read these, and must not load the schema library.

/** How long a client waits after the last keystroke before searching a dictionary. */
export const DICT_SEARCH_DEBOUNCE_MS = 800;

/** Dictionaries every tenant starts with (the base seed creates them). */
export const DictCode = {
  currency: 'cus_mall_currency',
  fieldDiy: 'cus_field_diy',
  demandStatus: 'demand_status',
  approvalStatus: 'approval_status',
  customerType: 'customer_type',
  yesNo: 'yn',
  sex: 'sex',
  priority: 'priority',
} as const;

/**
 * The registry names a client may use where a dictionary code goes to read rows of a table
 * (the server maps each name to fixed columns; a table name from a client never reaches SQL).
 */
export const TableDict = {
  /** Categories: value is the id, text the name. */
  category: 'sys_category',
  /** Categories: value is the hierarchical code, text the name. */
  categoryCode: 'sys_category_code',
  /** Users of the tenant: value is the username, text the real name. */
  user: 'sys_user',
} as const;
export type TableDictName = (typeof TableDict)[keyof typeof TableDict];

/** Whether a `desc` of an item reads as "yes" (the default currency, a visible field): true or 1. */
export function isDescTrue(description: string | null | undefined): boolean {
  const value = (description ?? '').trim().toLowerCase();
  return value === 'true' || value === '1';
}

/** Whether a field of cus_field_diy is visible: an empty desc, true or 1. */
export function isFieldVisible(description: string | null | undefined): boolean {
  return (description ?? '').trim() === '' || isDescTrue(description);
}

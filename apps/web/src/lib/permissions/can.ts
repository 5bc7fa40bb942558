import type { AuthEntry, PermissionCode } from '@mall/shared';

/** Type "1" entries are button permissions: they show or remove a control. */
const BUTTON_TYPE = '1';
/** Type "2" entries are form-field rules: they disable a field; they are never button permissions. */
const FIELD_RULE_TYPE = '2';
/** An allAuth entry with this status is open to everyone: visible buttons, or a field rule switched off. */
const OPEN_TO_ALL_STATUS = '0';

/**
 * One permission code, several codes in one comma-separated string, or a list of codes;
 * in the last two forms any one code suffices.
 */
export type PermissionRequirement =
  PermissionCode | `${PermissionCode},${string}` | readonly PermissionCode[];

/** The permission list a workflow (process) node supplies for its own form; it takes precedence. */
export type NodePermissions = readonly AuthEntry[] | undefined;

/** The codes of a requirement, comma-separated strings split and trimmed, blanks dropped. */
export function requiredCodes(required: PermissionRequirement | undefined): string[] {
  const raw: readonly string[] = typeof required === 'string' ? required.split(',') : (required ?? []);
  return raw.map((code) => code.trim()).filter((code) => code.length > 0);
}

function holds(list: readonly AuthEntry[], type: string, code: string): boolean {
  return list.some((entry) => entry.type === type && entry.action === code);
}

function canSingle(
  code: string,
  auth: readonly AuthEntry[],
  allAuth: readonly AuthEntry[],
  node: NodePermissions,
): boolean {
  if (node && holds(node, BUTTON_TYPE, code)) return true;
  const openToAll = allAuth.some(
    (entry) => entry.type !== FIELD_RULE_TYPE && entry.action === code && entry.status === OPEN_TO_ALL_STATUS,
  );
  return openToAll || auth.some((entry) => entry.type !== FIELD_RULE_TYPE && entry.action === code);
}

/**
 * Whether a button-level control is shown (otherwise it is removed). No code required means no restriction.
 *  - a workflow node's own list that holds the code (type "1") shows it;
 *  - an allAuth entry with status "0" is visible to all;
 *  - otherwise the user's own auth list must hold the code;
 *  - type "2" entries (form-field rules) are ignored here.
 */
export function can(
  required: PermissionRequirement | undefined,
  auth: readonly AuthEntry[],
  allAuth: readonly AuthEntry[],
  node?: NodePermissions,
): boolean {
  const codes = requiredCodes(required);
  if (codes.length === 0) return true;
  return codes.some((code) => canSingle(code, auth, allAuth, node));
}

/**
 * Whether a form field guarded by the field rule `code` is disabled:
 *  - a workflow node's own list with a type "2" entry for the code disables it (the node decides first);
 *  - otherwise the system list decides: a type "2" entry with status "0" lifts the rule for everyone,
 *    any other type "2" entry disables the field unless the user holds a type "2" entry for the code
 *    (an override granted to them);
 *  - a code the system list does not name disables nothing.
 */
export function isFieldDisabled(
  code: string,
  auth: readonly AuthEntry[],
  allAuth: readonly AuthEntry[],
  node?: NodePermissions,
): boolean {
  if (node && holds(node, FIELD_RULE_TYPE, code)) return true;
  const rule = allAuth.find((entry) => entry.type === FIELD_RULE_TYPE && entry.action === code);
  if (!rule || rule.status === OPEN_TO_ALL_STATUS) return false;
  return !holds(auth, FIELD_RULE_TYPE, code);
}

import type { AuthEntry } from '@mall/shared';

/** Type "2" entries disable form fields; they are never button permissions (admin-shell.md §6). */
const FIELD_RULE_TYPE = '2';
/** An allAuth entry with this status is visible to everyone (mall.md §6). */
const VISIBLE_TO_ALL_STATUS = '0';

function isButtonEntry(entry: AuthEntry): boolean {
  return entry.type !== FIELD_RULE_TYPE;
}

function canSingle(action: string, auth: readonly AuthEntry[], allAuth: readonly AuthEntry[]): boolean {
  const openToAll = allAuth.some(
    (entry) => isButtonEntry(entry) && entry.action === action && entry.status === VISIBLE_TO_ALL_STATUS,
  );
  return openToAll || auth.some((entry) => isButtonEntry(entry) && entry.action === action);
}

/**
 * Whether a button-level control is shown (mall.md §6, admin-shell.md §6). `action` may list several
 * comma-separated codes: the control shows when any of them is allowed. No action = no restriction.
 *  - an allAuth entry with status "0" is visible to all;
 *  - otherwise the user's own auth list must hold the action;
 *  - type "2" entries (form-field rules) are ignored.
 */
export function can(
  action: string | undefined,
  auth: readonly AuthEntry[],
  allAuth: readonly AuthEntry[],
): boolean {
  const actions = (action ?? '')
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);
  if (actions.length === 0) return true;
  return actions.some((code) => canSingle(code, auth, allAuth));
}

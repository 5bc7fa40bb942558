import { can, isFieldDisabled, type NodePermissions, type PermissionRequirement } from './can';
import { usePermissionLists } from './permission-context';

/**
 * Whether the current user may use the control guarded by `required` (one code, "a,b", or a list: any one
 * suffices). A workflow node's own permission list, when given, is consulted first.
 */
export function useCan(required: PermissionRequirement | undefined, node?: NodePermissions): boolean {
  const { auth, allAuth } = usePermissionLists();
  return can(required, auth, allAuth, node);
}

/** Whether the form field guarded by the field rule `code` is disabled for the current user. */
export function useFieldDisabled(code: string, node?: NodePermissions): boolean {
  const { auth, allAuth } = usePermissionLists();
  return isFieldDisabled(code, auth, allAuth, node);
}

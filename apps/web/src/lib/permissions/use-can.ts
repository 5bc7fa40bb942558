import { can } from './can';
import { usePermissionLists } from './permission-context';

/** Whether the current user may use the control guarded by `action` (comma-separated codes allowed). */
export function useCan(action: string | undefined): boolean {
  const { auth, allAuth } = usePermissionLists();
  return can(action, auth, allAuth);
}

import { createContext, use, useMemo, type ReactNode } from 'react';
import type { AuthEntry } from '@mall/shared';

export interface PermissionLists {
  auth: readonly AuthEntry[];
  allAuth: readonly AuthEntry[];
}

const PermissionContext = createContext<PermissionLists>({ auth: [], allAuth: [] });

/** Supplies the session's button permissions to `useCan` and `<Access>` (the app wires the session in). */
export function PermissionProvider({ auth, allAuth, children }: PermissionLists & { children: ReactNode }) {
  const value = useMemo(() => ({ auth, allAuth }), [auth, allAuth]);
  return <PermissionContext value={value}>{children}</PermissionContext>;
}

export function usePermissionLists(): PermissionLists {
  return use(PermissionContext);
}

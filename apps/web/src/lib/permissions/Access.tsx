import type { ReactNode } from 'react';
import type { NodePermissions, PermissionRequirement } from './can';
import { useCan } from './use-can';

interface AccessProps {
  /** Permission code, "a,b", or a list of codes: the children show when any is allowed. */
  action: PermissionRequirement;
  /** A workflow node's own permission list, consulted first. */
  node?: NodePermissions;
  /** Shown instead when not allowed (nothing by default: the control is removed). */
  fallback?: ReactNode;
  children: ReactNode;
}

/** Renders its children only when the user may use the button permission `action`. */
export function Access({ action, node, fallback = null, children }: AccessProps) {
  return useCan(action, node) ? children : fallback;
}

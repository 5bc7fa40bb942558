import type { ReactNode } from 'react';
import { useCan } from './use-can';

interface AccessProps {
  /** Permission code(s), comma-separated: the children show when any is allowed. */
  action: string;
  /** Shown instead when not allowed (nothing by default: the control is removed). */
  fallback?: ReactNode;
  children: ReactNode;
}

/** Renders its children only when the user holds the button permission (mall.md §6). */
export function Access({ action, fallback = null, children }: AccessProps) {
  return useCan(action) ? children : fallback;
}

import type { DepartSummary, DepartTreeNode } from '@mall/shared';
import { http } from '../../lib/http';

/** The query key of the acting tenant's departments (the departments pages invalidate '/sys/sysDepart'). */
export const departTreeSelectKey = ['/sys/sysDepart', 'tree'] as const;
export const departNamesKey = ['/sys/sysDepart', 'listAll'] as const;

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** GET /sys/sysDepart/queryTreeList: the whole tree. */
export function fetchDepartTree(signal?: AbortSignal): Promise<DepartTreeNode[]> {
  return http.get<DepartTreeNode[]>('/sys/sysDepart/queryTreeList', undefined, withSignal(signal));
}

/** GET /sys/sysDepart/loadTreeRoot: the roots, one level (their children load when opened). */
export function loadDepartRoots(signal?: AbortSignal): Promise<DepartTreeNode[]> {
  return http.get<DepartTreeNode[]>('/sys/sysDepart/loadTreeRoot', { async: 'true' }, withSignal(signal));
}

/** GET /sys/sysDepart/loadTreeChildren: the children of one department. */
export function loadDepartChildren(pid: string): Promise<DepartTreeNode[]> {
  return http.get<DepartTreeNode[]>('/sys/sysDepart/loadTreeChildren', { pid });
}

/** POST /sys/sysDepart/searchDeparts: departments whose name contains the value. */
export function searchDeparts(searchValue: string): Promise<DepartTreeNode[]> {
  return http.post<DepartTreeNode[]>('/sys/sysDepart/searchDeparts', { searchValue });
}

/** GET /sys/sysDepart/listAll: every department of the acting tenant with its name (a value's names). */
export function listAllDeparts(signal?: AbortSignal): Promise<DepartSummary[]> {
  return http.get<DepartSummary[]>('/sys/sysDepart/listAll', undefined, withSignal(signal));
}

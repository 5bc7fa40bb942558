import { CATEGORY_ROOT, type CategoryNode } from '@mall/shared';
import { http } from '../../lib/http';

/** GET /sys/category/loadTreeRoot: the level under `pcode` ('0': the roots); async false: the whole subtree. */
export function loadTreeRoot(pcode: string = CATEGORY_ROOT, async = true): Promise<CategoryNode[]> {
  return http.get<CategoryNode[]>('/sys/category/loadTreeRoot', { pcode, async: String(async) });
}

/** GET /sys/category/loadTreeChildren. */
export function loadTreeChildren(pid: string): Promise<CategoryNode[]> {
  return http.get<CategoryNode[]>('/sys/category/loadTreeChildren', { pid });
}

/** GET /sys/category/loadDictItem: the names of the categories `ids`. */
export function loadCategoryNames(ids: readonly string[]): Promise<string[]> {
  return http.get<string[]>('/sys/category/loadDictItem', { ids: ids.join(',') });
}

/** A tree select's `condition`: a JSON object string (as the server requires), or undefined when empty. */
export function conditionParam(condition: Record<string, string | boolean> | undefined): string | undefined {
  return condition && Object.keys(condition).length ? JSON.stringify(condition) : undefined;
}

/** GET /sys/category/loadTreeData: children of `pid`, narrowed by a whitelisted condition (code, hasChild). */
export function loadTreeData(
  pid: string | undefined,
  condition?: Record<string, string | boolean>,
): Promise<CategoryNode[]> {
  const params: Record<string, string> = {};
  if (pid) params.pid = pid;
  const encoded = conditionParam(condition);
  if (encoded) params.condition = encoded;
  return http.get<CategoryNode[]>('/sys/category/loadTreeData', params);
}

/** Flat nodes for an antd TreeSelect in simple mode (id/pId), a leaf flag from the server's 0/1. */
export function toSimpleNodes(nodes: readonly CategoryNode[]) {
  return nodes.map((node) => ({
    id: node.key,
    pId: node.pid,
    value: node.key,
    title: node.title,
    isLeaf: node.leaf === 1,
  }));
}

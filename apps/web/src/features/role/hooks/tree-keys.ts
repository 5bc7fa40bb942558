import type { PermissionTreeNode } from '@mall/shared';

/** Every key of the tree, parents before their children. */
export function allKeys(nodes: readonly PermissionTreeNode[]): string[] {
  return nodes.flatMap((node) => [node.key, ...allKeys(node.children ?? [])]);
}

/** The keys of the nodes that have children (what "expand all" opens). */
export function parentKeys(nodes: readonly PermissionTreeNode[]): string[] {
  return nodes.flatMap((node) => (node.children?.length ? [node.key, ...parentKeys(node.children)] : []));
}

/**
 * What is granted when the tree shows `checked` (fully ticked) and `halfChecked` (some children ticked):
 * a parent with any granted child is granted too, since a page is reachable only through its menus.
 */
export function grantedKeys(checked: readonly string[], halfChecked: readonly string[]): string[] {
  return [...new Set([...checked, ...halfChecked])];
}

/**
 * Splits stored grants into what a strictly-linked tree shows as checked: only the granted keys whose
 * subtree is granted entirely; a parent with some children granted shows half-checked by itself.
 */
export function checkedForTree(nodes: readonly PermissionTreeNode[], granted: readonly string[]): string[] {
  const grantedSet = new Set(granted);
  const checked: string[] = [];
  const visit = (node: PermissionTreeNode): boolean => {
    const children = node.children ?? [];
    const results = children.map(visit);
    const full = grantedSet.has(node.key) && results.every(Boolean);
    if (full) checked.push(node.key);
    return full;
  };
  nodes.forEach(visit);
  return checked;
}

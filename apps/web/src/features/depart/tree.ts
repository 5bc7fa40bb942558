import type { DepartTreeNode } from '@mall/shared';

/** Every node of the trees, parents before their children. */
export function flattenTree(nodes: readonly DepartTreeNode[]): DepartTreeNode[] {
  return nodes.flatMap((node) => [node, ...flattenTree(node.children ?? [])]);
}

/** The ids of the nodes that have children, so that a tree can open them all. */
export function parentIds(nodes: readonly DepartTreeNode[]): string[] {
  return flattenTree(nodes)
    .filter((node) => (node.children?.length ?? 0) > 0)
    .map((node) => node.id);
}

/**
 * Checked ids reduced to the topmost ones: deleting a department deletes everything under it, so a
 * checked child of a checked parent is not named again (and the confirmation counts what the user chose).
 */
export function topmostIds(nodes: readonly DepartTreeNode[], checked: readonly string[]): string[] {
  const wanted = new Set(checked);
  const result: string[] = [];
  const walk = (list: readonly DepartTreeNode[]) => {
    for (const node of list) {
      if (wanted.has(node.id)) result.push(node.id);
      else walk(node.children ?? []);
    }
  };
  walk(nodes);
  return result;
}

/** The ids of the nodes `ids` and of everything under them: what deleting them takes away. */
export function subtreeIds(nodes: readonly DepartTreeNode[], ids: readonly string[]): Set<string> {
  const roots = new Set(ids);
  const result = new Set<string>();
  const walk = (list: readonly DepartTreeNode[], inside: boolean) => {
    for (const node of list) {
      const taken = inside || roots.has(node.id);
      if (taken) result.add(node.id);
      walk(node.children ?? [], taken);
    }
  };
  walk(nodes, false);
  return result;
}

import type { DepartTreeNode } from '@mall/shared';
import type { DataNode } from 'antd/es/tree';

/** A department as the pickers hold it: its id and its name. */
export interface DepartOption {
  id: string;
  title: string;
}

/** Tree nodes of the picker: a node without loaded children loads them when opened, unless a leaf. */
export function toTreeData(nodes: readonly DepartTreeNode[]): DataNode[] {
  return nodes.map((node) => ({
    key: node.id,
    title: node.title,
    isLeaf: node.leaf,
    ...(node.children?.length ? { children: toTreeData(node.children) } : {}),
  }));
}

/** `tree` with the children of the node `key` put in place. */
export function withChildren(tree: readonly DataNode[], key: string, children: DataNode[]): DataNode[] {
  return tree.map((node) => {
    if (node.key === key) return { ...node, children, isLeaf: children.length === 0 };
    return node.children ? { ...node, children: withChildren(node.children, key, children) } : node;
  });
}

/**
 * The chosen departments after `node` was checked (true) or unchecked: several mode adds or removes it;
 * single mode keeps only the last one checked.
 */
export function toggleChosen(
  chosen: readonly DepartOption[],
  node: DepartOption,
  checked: boolean,
  multiple: boolean,
): DepartOption[] {
  const others = chosen.filter((option) => option.id !== node.id);
  if (!checked) return others;
  return multiple ? [...others, node] : [node];
}

import type { CategoryCard } from '@mall/shared';

export interface CategoryTreeNode {
  id: string;
  name: string;
  children: CategoryTreeNode[];
}

/**
 * The category tree from its flat list (each node names its parent). A node whose parent is not in the
 * list becomes a root, so nothing the server sends is lost; the list's order is kept among siblings.
 */
export function buildCategoryTree(categories: readonly CategoryCard[]): CategoryTreeNode[] {
  const nodes = new Map<string, CategoryTreeNode>();
  categories.forEach((category) =>
    nodes.set(category.id, { id: category.id, name: category.name, children: [] }),
  );
  const roots: CategoryTreeNode[] = [];
  categories.forEach((category) => {
    const node = nodes.get(category.id);
    if (!node) return;
    const parent = category.parentId ? nodes.get(category.parentId) : undefined;
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  });
  return roots;
}

/** The names from the root down to the category (empty when it is unknown). */
export function categoryPath(categories: readonly CategoryCard[], id: string): string[] {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const path: string[] = [];
  const seen = new Set<string>();
  let current = byId.get(id);
  while (current && !seen.has(current.id)) {
    seen.add(current.id);
    path.unshift(current.name);
    current = current.parentId ? byId.get(current.parentId) : undefined;
  }
  return path;
}

import type { CategoryCard } from '@mall/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buildCategoryTree, type CategoryTreeNode } from '../category-tree';
import styles from './CategoryNav.module.css';

interface CategoryNavProps {
  categories: CategoryCard[] | undefined;
  /** The chosen category ('' for all). */
  currentId: string;
  /** Where a category's link leads ('' for all categories). */
  hrefOf: (categoryId: string) => string;
}

function Branch({
  nodes,
  currentId,
  hrefOf,
}: Omit<CategoryNavProps, 'categories'> & { nodes: CategoryTreeNode[] }) {
  if (!nodes.length) return null;
  return (
    <ul className={styles.list}>
      {nodes.map((node) => (
        <li key={node.id}>
          <Link
            to={hrefOf(node.id)}
            className={styles.link}
            aria-current={node.id === currentId ? 'page' : undefined}
          >
            {node.name}
          </Link>
          <Branch nodes={node.children} currentId={currentId} hrefOf={hrefOf} />
        </li>
      ))}
    </ul>
  );
}

/** The category filter of the product list: the whole tree as links, the chosen one marked. */
export function CategoryNav({ categories, currentId, hrefOf }: CategoryNavProps) {
  const { t } = useTranslation('mall');
  const tree = useMemo(() => buildCategoryTree(categories ?? []), [categories]);
  return (
    <nav aria-label={t('search.categoryFilter')} className={styles.nav} data-testid="category-filter">
      <ul className={styles.list}>
        <li>
          <Link to={hrefOf('')} className={styles.link} aria-current={currentId === '' ? 'page' : undefined}>
            {t('search.allCategories')}
          </Link>
        </li>
      </ul>
      <Branch nodes={tree} currentId={currentId} hrefOf={hrefOf} />
    </nav>
  );
}

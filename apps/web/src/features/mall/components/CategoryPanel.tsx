import type { CategoryCard } from '@mall/shared';
import { Empty, Skeleton } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppPath } from '../../../lib/app-paths';
import { buildCategoryTree, type CategoryTreeNode } from '../category-tree';
import styles from './CategoryPanel.module.css';

const searchHref = (id: string) => `${AppPath.mallSearch}?categoryId=${encodeURIComponent(id)}`;

function SubCategories({ nodes }: { nodes: CategoryTreeNode[] }) {
  if (!nodes.length) return null;
  return (
    <ul className={styles.children}>
      {nodes.map((node) => (
        <li key={node.id}>
          <Link to={searchHref(node.id)} className={styles.child}>
            {node.name}
          </Link>
          <SubCategories nodes={node.children} />
        </li>
      ))}
    </ul>
  );
}

/** All categories as a browsable panel: each top category with its sub-categories, all linking to the list. */
export function CategoryPanel({
  categories,
  loading,
}: {
  categories: CategoryCard[] | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation('mall');
  const tree = useMemo(() => buildCategoryTree(categories ?? []), [categories]);
  if (loading) return <Skeleton active title={false} paragraph={{ rows: 3 }} />;
  if (!tree.length)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.noCategories')} />;
  return (
    <ul className={styles.panel} data-testid="category-panel">
      {tree.map((root) => (
        <li key={root.id} className={styles.group}>
          <Link to={searchHref(root.id)} className={styles.root}>
            {root.name}
          </Link>
          <SubCategories nodes={root.children} />
        </li>
      ))}
    </ul>
  );
}

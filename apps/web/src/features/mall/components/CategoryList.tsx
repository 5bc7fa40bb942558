import type { CategoryCard } from '@mall/shared';
import { Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppPath } from '../../../lib/app-paths';
import styles from './CategoryList.module.css';

interface CategoryListProps {
  categories: CategoryCard[] | undefined;
  loading: boolean;
}

/** All categories as links into the product list. */
export function CategoryList({ categories, loading }: CategoryListProps) {
  const { t } = useTranslation('mall');
  if (loading) return <Skeleton active title={false} paragraph={{ rows: 2 }} />;
  if (!categories?.length)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.noCategories')} />;
  return (
    <ul className={styles.list}>
      {categories.map((category) => (
        <li key={category.id}>
          <Link
            className={styles.category}
            to={`${AppPath.mallSearch}?categoryId=${encodeURIComponent(category.id)}`}
          >
            {category.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

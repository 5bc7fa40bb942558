import type { ProductCard as ProductCardData } from '@mall/shared';
import { Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './ProductGrid.module.css';
import { ProductCard } from './ProductCard';

const SKELETON_CARDS = 4;

interface ProductGridProps {
  products: ProductCardData[] | undefined;
  loading: boolean;
}

/** A responsive grid of product cards, with a skeleton while loading and an empty state. */
export function ProductGrid({ products, loading }: ProductGridProps) {
  const { t } = useTranslation('mall');
  if (loading) {
    return (
      <div className={styles.grid} aria-busy>
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <div key={index} className={styles.skeleton}>
            <Skeleton active paragraph={{ rows: 3 }} />
          </div>
        ))}
      </div>
    );
  }
  if (!products?.length) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.noProducts')} />;
  }
  return (
    <ul className={styles.grid}>
      {products.map((product) => (
        <li key={product.id} className={styles.item}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}

import type { ProductCard as ProductCardData } from '@mall/shared';
import { Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './ProductGrid.module.css';
import { ProductCard } from './ProductCard';
import { CARDS_IN_FIRST_VIEW } from '../first-view';

interface ProductGridProps {
  products: ProductCardData[] | undefined;
  loading: boolean;
  /** How many cards the answer will most likely hold: as many placeholders show while loading. */
  expectedCount: number;
  /** The grid opens the page: the images of the cards in the first view load first, at once. */
  atTop?: boolean;
}

/**
 * A responsive grid of product cards, with an empty state. While loading it shows placeholders of a
 * card's size, as many as expected, so that the page does not jump when the cards arrive.
 */
export function ProductGrid({ products, loading, expectedCount, atTop = false }: ProductGridProps) {
  const { t } = useTranslation('mall');
  if (loading) {
    return (
      <div className={styles.grid} aria-busy>
        {Array.from({ length: expectedCount }, (_, index) => (
          <div key={index} className={styles.skeleton}>
            <div className={styles.skeletonCover} />
            <Skeleton active title paragraph={{ rows: 3 }} className={styles.skeletonBody} />
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
      {products.map((product, index) => (
        <li key={product.id} className={styles.item}>
          <ProductCard product={product} inView={atTop && index < CARDS_IN_FIRST_VIEW} />
        </li>
      ))}
    </ul>
  );
}

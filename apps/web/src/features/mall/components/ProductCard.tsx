import { AppstoreOutlined } from '@ant-design/icons';
import type { ProductCard as ProductCardData } from '@mall/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppPath } from '../../../lib/app-paths';
import { displayPrice } from '../display-price';
import styles from './ProductCard.module.css';

/** One product on the mall home: name, model, brand and price with its currency. */
export function ProductCard({ product }: { product: ProductCardData }) {
  const { t } = useTranslation('mall');
  return (
    <Link
      to={`${AppPath.mallDetail}?id=${encodeURIComponent(product.id)}`}
      className={styles.card}
      data-testid="product-card"
    >
      <div className={styles.cover} aria-hidden>
        <AppstoreOutlined />
      </div>
      <div className={styles.body}>
        <h3 className={styles.name} title={product.name}>
          {product.name}
        </h3>
        <dl className={styles.facts}>
          <dt>{t('product.model')}</dt>
          <dd title={product.model}>{product.model || '-'}</dd>
          <dt>{t('product.brand')}</dt>
          <dd title={product.brand}>{product.brand || '-'}</dd>
        </dl>
        <p className={styles.price}>
          <span className={styles.currency}>{product.currency}</span> {displayPrice(product.price)}
        </p>
      </div>
    </Link>
  );
}

import { AppstoreOutlined } from '@ant-design/icons';
import { displayPrice, type ProductCard as ProductCardData } from '@mall/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppPath } from '../../../lib/app-paths';
import styles from './ProductCard.module.css';

interface ProductCardProps {
  product: ProductCardData;
  /** In view when the list arrives: the image loads at once and before others, not when scrolled to. */
  inView?: boolean;
}

/** One product in a mall list: image, name, model, brand and lowest price in the product's currency. */
export function ProductCard({ product, inView = false }: ProductCardProps) {
  const { t } = useTranslation('mall');
  return (
    <Link
      to={`${AppPath.mallDetail}?id=${encodeURIComponent(product.id)}`}
      className={styles.card}
      data-testid="product-card"
    >
      <div className={styles.cover} aria-hidden>
        {product.image ? (
          <img
            src={product.image}
            alt=""
            loading={inView ? 'eager' : 'lazy'}
            fetchPriority={inView ? 'high' : 'auto'}
            className={styles.image}
          />
        ) : (
          <AppstoreOutlined />
        )}
      </div>
      <div className={styles.body}>
        <h3 className={styles.name} title={product.name}>
          {product.name}
        </h3>
        <dl className={styles.facts}>
          <dt>{t('product.code')}</dt>
          <dd title={product.code}>{product.code}</dd>
          <dt>{t('product.model')}</dt>
          <dd title={product.model}>{product.model || '-'}</dd>
          <dt>{t('product.brand')}</dt>
          <dd title={product.brand}>{product.brand || '-'}</dd>
        </dl>
        <p className={styles.price}>
          {product.price === null ? (
            <span className={styles.currency}>{t('product.noPrice')}</span>
          ) : (
            <>
              <span className={styles.currency}>{product.currency}</span> {displayPrice(product.price)}
            </>
          )}
        </p>
      </div>
    </Link>
  );
}

import { AppstoreOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './ProductGallery.module.css';

/** The product's images: the chosen one large, the others as thumbnails to pick. */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation('mall');
  const [chosen, setChosen] = useState(0);
  const current = images[chosen] ?? images[0];
  return (
    <div className={styles.gallery}>
      <div className={styles.main}>
        {current ? (
          <img src={current} alt={name} className={styles.image} />
        ) : (
          <AppstoreOutlined className={styles.placeholder} aria-hidden />
        )}
      </div>
      {images.length > 1 && (
        <ul className={styles.thumbs}>
          {images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                className={index === chosen ? `${styles.thumb} ${styles.thumbActive}` : styles.thumb}
                aria-label={t('detail.showImage', { index: index + 1 })}
                aria-pressed={index === chosen}
                onClick={() => setChosen(index)}
              >
                <img src={image} alt="" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

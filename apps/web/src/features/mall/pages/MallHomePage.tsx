import { AppstoreOutlined, FireOutlined, LikeOutlined } from '@ant-design/icons';
import { MALL_HOME_LIST_SIZE, SEARCH_KEYWORD_MAX_LENGTH } from '@mall/shared';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AppPath } from '../../../lib/app-paths';
import { useAfterFirstPaint } from '../../../lib/use-after-first-paint';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CategoryPanel } from '../components/CategoryPanel';
import { HomeSection } from '../components/HomeSection';
import { LoadFailed } from '../components/LoadFailed';
import { ProductGrid } from '../components/ProductGrid';
import { useMallHome } from '../hooks/use-mall-home';
import styles from './MallHomePage.module.css';

/** /mall/index: search, Hot and Recommend products, All Categories. */
export default function MallHomePage() {
  const { t } = useTranslation('mall');
  const navigate = useNavigate();
  const home = useMallHome();
  // Recommended and All Categories are out of a phone's sight: they come in a second, shorter render.
  const belowTheFold = useAfterFirstPaint();
  // The home page carries the bare site title; other pages put their own title first.
  useDocumentTitle();

  const search = (keyword: string) => {
    const trimmed = keyword.trim();
    void navigate(
      trimmed ? `${AppPath.mallSearch}?keyword=${encodeURIComponent(trimmed)}` : AppPath.mallSearch,
    );
  };

  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="mall-home-title">
        <h1 id="mall-home-title" className={styles.heroTitle}>
          {t('home.title')}
        </h1>
        <p className={styles.heroText}>{t('home.subtitle')}</p>
        <Input.Search
          size="large"
          enterButton={t('search.button')}
          placeholder={t('search.placeholder')}
          aria-label={t('search.placeholder')}
          allowClear
          onSearch={search}
          maxLength={SEARCH_KEYWORD_MAX_LENGTH}
          className={styles.search}
        />
      </section>

      {home.isError ? (
        <LoadFailed
          className={styles.error}
          what={t('home.loadFailed')}
          error={home.error}
          onRetry={() => void home.refetch()}
        />
      ) : (
        <>
          <HomeSection
            id="mall-hot"
            title={t('home.hot')}
            icon={<FireOutlined style={{ color: '#fa541c' }} />}
          >
            <ProductGrid
              products={home.data?.hot}
              loading={home.isPending}
              expectedCount={MALL_HOME_LIST_SIZE}
              atTop
            />
          </HomeSection>
          {belowTheFold ? (
            <>
              <HomeSection
                id="mall-recommend"
                title={t('home.recommend')}
                icon={<LikeOutlined style={{ color: '#1677ff' }} />}
              >
                <ProductGrid
                  products={home.data?.recommend}
                  loading={home.isPending}
                  expectedCount={MALL_HOME_LIST_SIZE}
                />
              </HomeSection>
              <HomeSection id="mall-categories" title={t('home.categories')} icon={<AppstoreOutlined />}>
                <CategoryPanel categories={home.data?.categories} loading={home.isPending} />
              </HomeSection>
            </>
          ) : (
            // Keeps the footer out of sight until the sections are there: nothing in view moves.
            <div className={styles.belowTheFold} />
          )}
        </>
      )}
    </div>
  );
}

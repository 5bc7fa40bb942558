import { SEARCH_KEYWORD_MAX_LENGTH, SEARCH_TOTAL_CAP } from '@mall/shared';
import { Empty, Input } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AppPath } from '../../../lib/app-paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ChoiceGroup } from '../../../widgets/choice-group/ChoiceGroup';
import { Pager } from '../../../widgets/pager/Pager';
import { categoryPath } from '../category-tree';
import { CategoryNav } from '../components/CategoryNav';
import { LoadFailed } from '../components/LoadFailed';
import { ProductGrid } from '../components/ProductGrid';
import { useMallHome } from '../hooks/use-mall-home';
import { useProductSearch } from '../hooks/use-mall-product';
import {
  changeMallSearch,
  MALL_SORTS,
  readMallSearch,
  searchKeyword,
  toSearchQuery,
  writeMallSearch,
  type MallSearchState,
  type MallSort,
} from '../search-params';
import styles from './MallSearchPage.module.css';

/**
 * /mall/search: products on the shelves by keyword (code, name in either language, parameters) and
 * category, in relevance, newest or price order, paged by the server. The whole state lives in the URL
 * query, so back, forward, reload and shared links show the same list.
 */
export default function MallSearchPage() {
  const { t } = useTranslation('mall');
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readMallSearch(params), [params]);
  const query = useMemo(() => toSearchQuery(state), [state]);
  const search = useProductSearch(query);
  // The category tree comes with the mall home (the same cached answer).
  const home = useMallHome();
  const categoryNames = categoryPath(home.data?.categories ?? [], state.categoryId);
  useDocumentTitle(t('search.title'));

  const go = (next: MallSearchState) => setParams(writeMallSearch(next));
  const hrefOf = (categoryId: string) => {
    const next = writeMallSearch(changeMallSearch(state, { categoryId })).toString();
    return next ? `${AppPath.mallSearch}?${next}` : AppPath.mallSearch;
  };
  const result = search.data;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        {t('search.title')}
        {categoryNames.length > 0 && <span className={styles.crumb}> · {categoryNames.join(' / ')}</span>}
      </h1>
      <aside className={styles.side}>
        <h2 className={styles.sideTitle}>{t('search.categories')}</h2>
        <CategoryNav categories={home.data?.categories} currentId={state.categoryId} hrefOf={hrefOf} />
      </aside>
      <section className={styles.main} aria-label={t('search.results')}>
        <div className={styles.toolbar}>
          <Input.Search
            key={state.keyword}
            defaultValue={state.keyword}
            className={styles.keyword}
            placeholder={t('search.placeholder')}
            aria-label={t('search.keyword')}
            enterButton={t('search.button')}
            allowClear
            maxLength={SEARCH_KEYWORD_MAX_LENGTH}
            onSearch={(keyword) => go(changeMallSearch(state, { keyword: searchKeyword(keyword) }))}
            data-testid="search-keyword"
          />
          <ChoiceGroup<MallSort>
            aria-label={t('search.sortLabel')}
            variant="buttons"
            value={state.sort}
            onChange={(sort) => go(changeMallSearch(state, { sort }))}
            options={MALL_SORTS.map((sort) => ({ value: sort, label: t(`search.sort.${sort}`) }))}
          />
        </div>
        {search.isError ? (
          <LoadFailed
            className={styles.empty}
            what={t('search.loadFailed')}
            error={search.error}
            onRetry={() => void search.refetch()}
          />
        ) : result && result.total === 0 ? (
          <Empty
            className={styles.empty}
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t('search.empty')}
            data-testid="search-empty"
          />
        ) : (
          <div aria-busy={search.isFetching}>
            <ProductGrid
              products={result?.records}
              loading={search.isPending}
              expectedCount={state.pageSize}
              atTop
            />
          </div>
        )}
        {result && result.total > 0 && (
          <>
            {/* The server counts only a few pages ahead (the total reads "50+") and never past
                SEARCH_TOTAL_CAP: only at the cap does paging on stop finding more. */}
            {result.capped && result.total >= SEARCH_TOTAL_CAP && (
              <p className={styles.capped}>{t('search.capped', { count: SEARCH_TOTAL_CAP })}</p>
            )}
            <Pager
              {...(result.capped && { totalText: (range) => t('search.totalMore', range) })}
              className={styles.pagination}
              current={state.pageNo}
              pageSize={state.pageSize}
              total={result.total}
              onChange={(pageNo, pageSize) =>
                go(pageSize === state.pageSize ? { ...state, pageNo } : changeMallSearch(state, { pageSize }))
              }
            />
          </>
        )}
      </section>
    </div>
  );
}

import type { BomCandidate } from '@mall/shared';
import { useQuery } from '@tanstack/react-query';
import { Select, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListedOptionCountProvider, NAMING_LISTED_OPTION } from '../../../lib/select-listed-option';
import { useDebounced } from '../../../widgets/dict-select';
import { searchBomProducts } from '../api/bom-api';

/** How long the typing pauses before the catalogue is searched (ms). */
const SEARCH_PAUSE_MS = 400;

interface BomProductSelectProps {
  label: string;
  candidates: readonly BomCandidate[];
  value: string | null;
  disabled: boolean;
  onChoose: (product: BomCandidate) => void;
}

/**
 * The product of a parts-list line: one of the products the preview proposed, or, as the buyer types, one
 * the catalogue search finds. Its open list is valid ARIA in every state (see DictSearchSelect).
 */
export function BomProductSelect({ label, candidates, value, disabled, onChoose }: BomProductSelectProps) {
  const { t } = useTranslation('cart');
  const { t: tc } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const settled = useDebounced(keyword.trim(), SEARCH_PAUSE_MS);
  const search = useQuery({
    queryKey: ['bom-search', settled],
    queryFn: ({ signal }) => searchBomProducts(settled, signal),
    enabled: settled !== '',
    staleTime: 30_000,
  });
  const listed = keyword.trim() ? (search.data?.candidates ?? []) : candidates;
  const options = listed.map((candidate) => ({
    value: candidate.productId,
    label: `${candidate.code}${candidate.model ? ` / ${candidate.model}` : ''} · ${candidate.name}${
      candidate.takenDown ? ` (${t('state.takenDown')})` : ''
    }`,
  }));
  const choose = (productId: string) => {
    const product = [...listed, ...candidates].find((one) => one.productId === productId);
    setKeyword('');
    if (product) onChoose(product);
  };
  return (
    <ListedOptionCountProvider value={options.length}>
      <Select
        aria-label={label}
        components={NAMING_LISTED_OPTION}
        style={{ width: 240 }}
        placeholder={candidates.length > 0 ? t('bom.chooseProduct') : t('bom.searchProduct')}
        disabled={disabled}
        showSearch
        filterOption={false}
        onSearch={setKeyword}
        onBlur={() => setKeyword('')}
        value={value ?? undefined}
        onChange={choose}
        notFoundContent={
          <div role="option" aria-disabled="true" aria-selected="false">
            {search.isFetching || keyword.trim() !== settled ? (
              <Spin size="small" aria-label={tc('loading')} />
            ) : (
              t('bom.noProduct')
            )}
          </div>
        }
        options={options}
      />
    </ListedOptionCountProvider>
  );
}

import { SearchOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuSearchEntry } from './menu-search-entry';

// The searchable select (and its modal on phones) loads on first use.
const MenuSearchPanel = lazy(() => import('./MenuSearchPanel'));

interface MenuSearchProps {
  entries: readonly MenuSearchEntry[];
  /** On phones the search opens in a modal. */
  inModal: boolean;
  onNavigate: (path: string) => void;
}

/** The header's menu search: a search button that opens a searchable select over the menu titles. */
export function MenuSearch({ entries, inModal, onNavigate }: MenuSearchProps) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  return (
    <>
      {!(open && !inModal) && (
        <Button
          type="text"
          icon={<SearchOutlined />}
          aria-label={t('search.open')}
          data-testid="menu-search-open"
          onClick={() => setOpen(true)}
        />
      )}
      {open && (
        <Suspense fallback={null}>
          <MenuSearchPanel
            entries={entries}
            inModal={inModal}
            onNavigate={onNavigate}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}

import { Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { openEntry, type MenuSearchEntry } from './menu-search-entry';

interface MenuSearchPanelProps {
  entries: readonly MenuSearchEntry[];
  inModal: boolean;
  onNavigate: (path: string) => void;
  onClose: () => void;
}

/** The searchable select over the menu titles, inline in the header or in a modal. */
export default function MenuSearchPanel({ entries, inModal, onNavigate, onClose }: MenuSearchPanelProps) {
  const { t } = useTranslation('shell');
  const select = (
    <Select
      showSearch={{ optionFilterProp: 'label' }}
      autoFocus
      defaultOpen
      aria-label={t('search.open')}
      data-testid="menu-search-select"
      placeholder={t('search.placeholder')}
      notFoundContent={t('search.empty')}
      // The list opens on the page's body, outside the page's landmarks: it is a landmark of its own.
      popupRender={(menu) => (
        <section aria-label={t('search.title')} data-testid="menu-search-results">
          {menu}
        </section>
      )}
      style={{ width: inModal ? '100%' : 220 }}
      options={entries.map((entry) => ({ value: entry.path, label: entry.title }))}
      onSelect={(path: string) => {
        const entry = entries.find((candidate) => candidate.path === path);
        onClose();
        if (entry) openEntry(entry, onNavigate);
      }}
      onBlur={inModal ? undefined : onClose}
    />
  );
  if (!inModal) return select;
  return (
    <Modal open title={t('search.title')} footer={null} onCancel={onClose} destroyOnHidden>
      {select}
    </Modal>
  );
}

import { positionEntity, positionNameIn, type PositionRecord } from '@mall/shared';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { AdminListPage } from '../../../widgets/crud/AdminListPage';
import { positionApi } from '../api/position-api';
import { PositionFormModal } from '../components/PositionFormModal';

// The name in the UI's language (English falls back to the Chinese name); the English name has no column.
const COLUMNS = {
  name: {
    ellipsis: true,
    render: (_: unknown, position: PositionRecord) => positionNameIn(position, currentLanguage()),
  },
  nameEn: { hideInTable: true },
  memo: { ellipsis: true },
} as const;

/** System management → Positions (component 'system/SysPositionList'): list, create, edit, delete, export. */
export default function PositionListPage() {
  const { t } = useTranslation('org');
  return (
    <AdminListPage<PositionRecord>
      entity={positionEntity}
      api={positionApi}
      testId="position-table"
      title={t('position.listTitle')}
      emptyText={t('position.empty')}
      loadFailedText={t('position.loadFailed')}
      columns={COLUMNS}
      renderForm={(form) => (
        <PositionFormModal key={form.key} open={form.open} positionId={form.id} onClose={form.close} />
      )}
    />
  );
}

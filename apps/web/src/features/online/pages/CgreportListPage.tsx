import { reportEntity, type ReportRecord } from '@mall/shared';
import { useTranslation } from 'react-i18next';
import { AdminListPage } from '../../../widgets/crud/AdminListPage';
import { reportApi } from '../api/online-api';
import { ReportFormModal } from '../components/ReportFormModal';

const COLUMNS = {
  cgrSql: { ellipsis: true },
  content: { ellipsis: true },
} as const;

/** Online reports (component 'modules/online/cgreport/OnlCgreportHeadList'): the SELECTs behind report popups. */
export default function CgreportListPage() {
  const { t } = useTranslation('system');
  return (
    <AdminListPage<ReportRecord>
      entity={reportEntity}
      api={reportApi}
      testId="report-table"
      title={t('report.listTitle')}
      emptyText={t('report.empty')}
      loadFailedText={t('report.loadFailed')}
      columns={COLUMNS}
      renderForm={(form) => (
        <ReportFormModal key={form.key} open={form.open} reportId={form.id} onClose={form.close} />
      )}
    />
  );
}

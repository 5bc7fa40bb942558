import { Permission, reportEntity, type ReportRecord } from '@mall/shared';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../lib/permissions/use-can';
import { ReportPopupModal } from '../../../widgets/biz-picker';
import { AdminListPage } from '../../../widgets/crud/AdminListPage';
import { reportApi } from '../api/online-api';
import { ReportFormModal } from '../components/ReportFormModal';

const COLUMNS = {
  cgrSql: { ellipsis: true },
  content: { ellipsis: true },
} as const;

/**
 * Online reports (component 'modules/online/cgreport/OnlCgreportHeadList'): the SELECTs behind report popups. 运行 runs a report
 * with its parameters (its defaults first) and shows its rows, for whoever may run reports.
 */
export default function CgreportListPage() {
  const { t } = useTranslation('system');
  const canRun = useCan(Permission.reportRun);
  const [running, setRunning] = useState<string>();
  return (
    <AdminListPage<ReportRecord>
      entity={reportEntity}
      api={reportApi}
      testId="report-table"
      title={t('report.listTitle')}
      emptyText={t('report.empty')}
      loadFailedText={t('report.loadFailed')}
      columns={COLUMNS}
      rowActions={
        canRun
          ? (record) => (
              <Button
                type="link"
                size="small"
                aria-label={t('report.runLabel', { name: record.name })}
                onClick={() => setRunning(record.code)}
              >
                {t('report.run')}
              </Button>
            )
          : undefined
      }
      renderForm={(form) => (
        <ReportFormModal key={form.key} open={form.open} reportId={form.id} onClose={form.close} />
      )}
    >
      {running ? (
        <ReportPopupModal
          code={running}
          open
          preview
          value={[]}
          onOk={() => setRunning(undefined)}
          onCancel={() => setRunning(undefined)}
        />
      ) : null}
    </AdminListPage>
  );
}

import { checkRuleEntity, type CheckRuleRecord } from '@mall/shared';
import { Button } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminListPage } from '../../../widgets/crud/AdminListPage';
import { checkRuleApi } from '../api/rules-api';
import { CheckRuleFormModal } from '../components/CheckRuleFormModal';
import { CheckValueModal } from '../components/CheckValueModal';

const COLUMNS = {
  ruleJson: { ellipsis: true },
  ruleDescription: { ellipsis: true },
} as const;

/** System → Check rules (component 'system/SysCheckRuleList'): the kit's list, and trying a value on a rule. */
export default function CheckRuleListPage() {
  const { t } = useTranslation('rules');
  const [trying, setTrying] = useState<string | null>(null);
  const rowActions = useCallback(
    (record: CheckRuleRecord) => (
      <Button type="link" size="small" onClick={() => setTrying(record.ruleCode)}>
        {t('checkRule.try')}
      </Button>
    ),
    [t],
  );
  return (
    <AdminListPage<CheckRuleRecord>
      entity={checkRuleEntity}
      api={checkRuleApi}
      testId="check-rule-table"
      title={t('checkRule.listTitle')}
      emptyText={t('checkRule.empty')}
      loadFailedText={t('checkRule.loadFailed')}
      columns={COLUMNS}
      rowActions={rowActions}
      renderForm={(form) => (
        <CheckRuleFormModal key={form.key} open={form.open} ruleId={form.id} onClose={form.close} />
      )}
    >
      <CheckValueModal ruleCode={trying} onClose={() => setTrying(null)} />
    </AdminListPage>
  );
}

import { fillRuleEntity, type FillRuleRecord } from '@mall/shared';
import { Button, Modal, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminListPage } from '../../../widgets/crud/AdminListPage';
import { fillRuleActions, fillRuleApi } from '../api/rules-api';
import { FillRuleFormModal } from '../components/FillRuleFormModal';

const COLUMNS = {
  ruleParams: {
    ellipsis: true,
    render: (_: unknown, rule: FillRuleRecord) => <code>{rule.ruleParams}</code>,
  },
};

/** System → Fill rules (component 'system/SysFillRuleList'): the kit's list, and a rule's next value. */
export default function FillRuleListPage() {
  const { t } = useTranslation('rules');
  const { t: tc } = useTranslation();
  const [generated, setGenerated] = useState<{ ruleCode: string; value: string } | null>(null);
  const rowActions = useCallback(
    (record: FillRuleRecord) => (
      <Button
        type="link"
        size="small"
        onClick={() =>
          void fillRuleActions
            .execute(record.ruleCode)
            .then((value) => setGenerated({ ruleCode: record.ruleCode, value }))
            .catch(() => undefined)
        }
      >
        {t('fillRule.generate')}
      </Button>
    ),
    [t],
  );
  return (
    <AdminListPage<FillRuleRecord>
      entity={fillRuleEntity}
      api={fillRuleApi}
      testId="fill-rule-table"
      title={t('fillRule.listTitle')}
      emptyText={t('fillRule.empty')}
      loadFailedText={t('fillRule.loadFailed')}
      columns={COLUMNS}
      rowActions={rowActions}
      renderForm={(form) => (
        <FillRuleFormModal key={form.key} open={form.open} ruleId={form.id} onClose={form.close} />
      )}
    >
      <Modal
        open={generated !== null}
        title={t('fillRule.generatedTitle', { code: generated?.ruleCode ?? '' })}
        okText={tc('action.ok')}
        onOk={() => setGenerated(null)}
        onCancel={() => setGenerated(null)}
        cancelButtonProps={{ style: { display: 'none' } }}
      >
        <Typography.Text code data-testid="fill-rule-value">
          {generated?.value}
        </Typography.Text>
      </Modal>
    </AdminListPage>
  );
}

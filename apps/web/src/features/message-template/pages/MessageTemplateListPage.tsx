import { messageTemplateEntity, Permission, type MessageTemplateRecord } from '@mall/shared';
import { Button, Tag } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/date-format';
import { useCan } from '../../../lib/permissions/use-can';
import { AdminListPage } from '../../../widgets/crud/AdminListPage';
import type { ColumnTweaks } from '../../../widgets/crud/entity-columns';
import { messageTemplateApi } from '../api/message-template-api';
import { MessageTemplateFormModal } from '../components/MessageTemplateFormModal';
import { TestSendModal } from '../components/TestSendModal';

// Solid tags with white text keep a contrast of at least 4.5:1.
const ENABLED_COLOR = '#237804';
const DISABLED_COLOR = '#595959';

/**
 * System → Message templates (component 'modules/message/SysMessageTemplateList'): the texts system messages
 * are sent from, their editing and a test send.
 */
export default function MessageTemplateListPage() {
  const { t } = useTranslation('messageTemplate');
  const [sending, setSending] = useState<MessageTemplateRecord | null>(null);
  const canSend = useCan(Permission.messageTemplateSend);
  const [columns] = useState<ColumnTweaks<MessageTemplateRecord>>(() => ({
    templateCode: { copyable: true },
    templateName: { ellipsis: true },
    enabled: {
      render: (_, record) => (
        <Tag color={record.enabled ? ENABLED_COLOR : DISABLED_COLOR}>
          {t(record.enabled ? 'enabled.yes' : 'enabled.no')}
        </Tag>
      ),
    },
    updateTime: { render: (_, record) => formatDateTime(record.updateTime ?? record.createTime) },
  }));
  const sendAction = useCallback(
    (record: MessageTemplateRecord) =>
      canSend ? (
        <Button type="link" size="small" onClick={() => setSending(record)}>
          {t('send.action')}
        </Button>
      ) : null,
    [canSend, t],
  );
  return (
    <AdminListPage<MessageTemplateRecord>
      entity={messageTemplateEntity}
      api={messageTemplateApi}
      testId="message-template-table"
      title={t('listTitle')}
      emptyText={t('empty')}
      loadFailedText={t('loadFailed')}
      columns={columns}
      rowActions={sendAction}
      renderForm={(form) => (
        <MessageTemplateFormModal key={form.key} open={form.open} templateId={form.id} onClose={form.close} />
      )}
    >
      <TestSendModal template={sending} onClose={() => setSending(null)} />
    </AdminListPage>
  );
}

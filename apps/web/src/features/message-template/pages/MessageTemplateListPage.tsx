import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { ProTable, type ProColumns } from '@ant-design/pro-components';
import {
  MESSAGE_TEMPLATE_SORT_COLUMNS,
  Permission,
  pickLocalized,
  type MessageTemplateRecord,
} from '@mall/shared';
import { Alert, Button, Empty, Space, Tag } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/date-format';
import { currentLanguage } from '../../../lib/i18n';
import { useCan } from '../../../lib/permissions/use-can';
import { useCrudListPage } from '../../../widgets/crud/use-crud-list-page';
import { messageTemplateApi } from '../api/message-template-api';
import { MessageTemplateFormModal } from '../components/MessageTemplateFormModal';
import { TestSendModal } from '../components/TestSendModal';

const DEFAULT_SORT = { column: 'createTime', order: 'desc' } as const;
const FILTER_FIELDS = ['templateCode', 'templateName', 'templateType'] as const;
const rowId = (record: MessageTemplateRecord) => record.id;
// Solid tags with white text keep a contrast of at least 4.5:1.
const ENABLED_COLOR = '#237804';
const DISABLED_COLOR = '#595959';

/**
 * System → Message templates (component 'message-template/MessageTemplateList'): the texts system messages
 * are sent from, their editing and a test send.
 */
export default function MessageTemplateListPage() {
  const { t } = useTranslation('messageTemplate');
  const { t: tc } = useTranslation();
  const [formState, setFormState] = useState({ open: false, id: undefined as string | undefined, key: 0 });
  const [sending, setSending] = useState<MessageTemplateRecord | null>(null);
  const openForm = useCallback(
    (id: string | undefined) => setFormState((state) => ({ open: true, id, key: state.key + 1 })),
    [],
  );
  const canAdd = useCan(Permission.messageTemplateAdd);
  const canEdit = useCan(Permission.messageTemplateEdit);
  const canDelete = useCan(Permission.messageTemplateDelete);
  const canSend = useCan(Permission.messageTemplateSend);
  const page = useCrudListPage({
    api: messageTemplateApi,
    sortColumns: MESSAGE_TEMPLATE_SORT_COLUMNS,
    defaultSort: DEFAULT_SORT,
    filterFields: FILTER_FIELDS,
    rowId,
  });
  const { confirmDelete } = page;

  const columns = useMemo<ProColumns<MessageTemplateRecord>[]>(() => {
    const language = currentLanguage();
    const result: ProColumns<MessageTemplateRecord>[] = [
      { title: t('fields.templateCode'), dataIndex: 'templateCode', sorter: true, copyable: true },
      {
        title: t('fields.templateName'),
        dataIndex: 'templateName',
        ellipsis: true,
        render: (_, record) => pickLocalized(record.templateName, language),
      },
      {
        title: t('fields.templateType'),
        dataIndex: 'templateType',
        valueType: 'select',
        valueEnum: { '4': { text: t('type.4') } },
      },
      {
        title: t('fields.enabled'),
        dataIndex: 'enabled',
        search: false,
        render: (_, record) => (
          <Tag color={record.enabled ? ENABLED_COLOR : DISABLED_COLOR}>
            {t(record.enabled ? 'enabled.yes' : 'enabled.no')}
          </Tag>
        ),
      },
      {
        title: t('fields.updateTime'),
        dataIndex: 'updateTime',
        search: false,
        sorter: true,
        render: (_, record) => formatDateTime(record.updateTime ?? record.createTime),
      },
      {
        title: t('fields.createTime'),
        dataIndex: 'createTime',
        search: false,
        sorter: true,
        defaultSortOrder: 'descend',
        render: (_, record) => formatDateTime(record.createTime),
      },
    ];
    if (canEdit || canDelete || canSend) {
      result.push({
        title: tc('crud.actions'),
        key: 'actions',
        valueType: 'option',
        render: (_, record) => (
          <Space size={0}>
            {canEdit ? (
              <Button type="link" size="small" onClick={() => openForm(record.id)}>
                {tc('crud.edit')}
              </Button>
            ) : null}
            {canSend ? (
              <Button type="link" size="small" onClick={() => setSending(record)}>
                {t('send.action')}
              </Button>
            ) : null}
            {canDelete ? (
              <Button type="link" size="small" danger onClick={() => confirmDelete(record)}>
                {tc('crud.delete')}
              </Button>
            ) : null}
          </Space>
        ),
      });
    }
    return result;
  }, [t, tc, canEdit, canDelete, canSend, openForm, confirmDelete]);

  const selected = page.selectedIds;
  return (
    <div data-testid="message-template-table">
      {page.list.isError ? <Alert type="error" showIcon message={t('loadFailed')} /> : null}
      <ProTable<MessageTemplateRecord>
        {...page.tableProps}
        rowSelection={canDelete ? page.tableProps.rowSelection : false}
        headerTitle={t('listTitle')}
        columns={columns}
        search={{ labelWidth: 'auto' }}
        toolBarRender={() => [
          canAdd ? (
            <Button key="add" type="primary" icon={<PlusOutlined />} onClick={() => openForm(undefined)}>
              {tc('crud.add')}
            </Button>
          ) : null,
        ]}
        tableExtraRender={() =>
          selected.length > 0 ? (
            <Space wrap>
              <span>{tc('crud.selected', { count: selected.length })}</span>
              <Button danger icon={<DeleteOutlined />} onClick={page.confirmDeleteSelected}>
                {tc('crud.batchDelete')}
              </Button>
              <Button type="link" onClick={page.clearSelection}>
                {tc('crud.clearSelection')}
              </Button>
            </Space>
          ) : null
        }
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} /> }}
      />
      <MessageTemplateFormModal
        key={formState.key}
        open={formState.open}
        templateId={formState.id}
        onClose={() => setFormState((state) => ({ ...state, open: false }))}
      />
      <TestSendModal template={sending} onClose={() => setSending(null)} />
    </div>
  );
}

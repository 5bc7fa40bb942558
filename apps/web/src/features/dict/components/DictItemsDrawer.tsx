import { EMPTY_TEXT, type DictItemRecord, type DictRecord } from '@mall/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Drawer, Form, Input, InputNumber, Modal, Space, Switch, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { applyFieldErrors } from '../../../lib/form-errors';
import { invalidateDictionaries } from '../../../widgets/dict-select';
import { addDictItem, deleteDictItem, dictItemsKey, editDictItem, fetchDictItems } from '../api/dict-api';

interface ItemValues {
  itemValue: string;
  zh: string;
  en: string;
  description: string;
  sortOrder: number;
  enabled: boolean;
}

interface Props {
  dict: DictRecord | undefined;
  canAdd: boolean;
  canEdit: boolean;
  canDelete: boolean;
  onClose: () => void;
}

/** The items of one dictionary: value, text in both languages, description, order, enabled; add, edit, delete. */
export function DictItemsDrawer({ dict, canAdd, canEdit, canDelete, onClose }: Props) {
  const { t, i18n } = useTranslation('refdata');
  const { t: tc } = useTranslation();
  const { message, modal } = feedback();
  const client = useQueryClient();
  const [form] = Form.useForm<ItemValues>();
  const [editing, setEditing] = useState<{ open: boolean; item: DictItemRecord | undefined }>({
    open: false,
    item: undefined,
  });
  const items = useQuery({
    queryKey: dictItemsKey(dict?.id ?? ''),
    queryFn: () => fetchDictItems(dict?.id ?? ''),
    enabled: Boolean(dict),
  });
  const refresh = async () => {
    await client.invalidateQueries({ queryKey: dictItemsKey(dict?.id ?? '') });
    await invalidateDictionaries(client);
  };
  const save = useMutation({
    mutationFn: (values: ItemValues) => {
      const body = {
        itemValue: values.itemValue,
        itemText: { zh: values.zh, en: values.en },
        description: values.description ?? '',
        sortOrder: values.sortOrder ?? 0,
        enabled: values.enabled,
      };
      return editing.item
        ? editDictItem({ ...body, id: editing.item.id })
        : addDictItem({ ...body, dictId: dict?.id ?? '' });
    },
    onSuccess: async () => {
      await refresh();
      message.success(t('dict.saved'));
      setEditing({ open: false, item: undefined });
    },
    onError: (error) => void applyFieldErrors(form, error),
  });
  const open = (item: DictItemRecord | undefined) => {
    form.setFieldsValue(
      item
        ? {
            itemValue: item.itemValue,
            zh: item.itemText.zh,
            en: item.itemText.en,
            description: item.description,
            sortOrder: item.sortOrder,
            enabled: item.enabled,
          }
        : {
            itemValue: '',
            zh: '',
            en: '',
            description: '',
            sortOrder: (items.data?.total ?? 0) + 1,
            enabled: true,
          },
    );
    setEditing({ open: true, item });
  };
  const language = i18n.language === 'en' ? 'en' : 'zh';
  const name = dict ? dict.dictName[language] || dict.dictName.zh : '';

  return (
    <Drawer open={Boolean(dict)} onClose={onClose} width={720} title={t('dict.itemsTitle', { name })}>
      <div data-testid="dict-items">
        {canAdd ? (
          <Button type="primary" onClick={() => open(undefined)} style={{ marginBottom: 16 }}>
            {t('dict.addItem')}
          </Button>
        ) : null}
        <Table<DictItemRecord>
          rowKey="id"
          size="small"
          loading={items.isFetching}
          dataSource={items.data?.records ?? []}
          pagination={false}
          columns={[
            { title: t('dict.itemValue'), dataIndex: 'itemValue' },
            { title: t('dict.itemText'), render: (_, item) => item.itemText[language] || item.itemText.zh },
            { title: t('dict.description'), dataIndex: 'description' },
            { title: t('dict.sortOrder'), dataIndex: 'sortOrder' },
            {
              title: t('dict.enabled'),
              render: (_, item) => (item.enabled ? <Tag color="green">{t('dict.enabled')}</Tag> : EMPTY_TEXT),
            },
            {
              title: tc('crud.actions'),
              render: (_, item) => (
                <Space size={0}>
                  {canEdit ? (
                    <Button type="link" size="small" onClick={() => open(item)}>
                      {tc('crud.edit')}
                    </Button>
                  ) : null}
                  {canDelete ? (
                    <Button
                      type="link"
                      size="small"
                      danger
                      onClick={() =>
                        modal.confirm({
                          title: tc('crud.confirmDelete'),
                          okButtonProps: { danger: true },
                          onOk: async () => {
                            await deleteDictItem(item.id);
                            await refresh();
                            message.success(tc('crud.deleted'));
                          },
                        })
                      }
                    >
                      {tc('crud.delete')}
                    </Button>
                  ) : null}
                </Space>
              ),
            },
          ]}
        />
      </div>
      <Modal
        open={editing.open}
        title={t(editing.item ? 'dict.editItem' : 'dict.addItem')}
        onCancel={() => setEditing({ open: false, item: undefined })}
        onOk={() => form.submit()}
        confirmLoading={save.isPending}
      >
        <Form<ItemValues> form={form} layout="vertical" onFinish={(values) => save.mutate(values)}>
          <Form.Item name="itemValue" label={t('dict.itemValue')} rules={[{ required: true, max: 100 }]}>
            <Input />
          </Form.Item>
          <Form.Item name="zh" label={t('dict.itemTextZh')} rules={[{ required: true, max: 100 }]}>
            <Input />
          </Form.Item>
          <Form.Item name="en" label={t('dict.itemTextEn')} rules={[{ required: true, max: 100 }]}>
            <Input />
          </Form.Item>
          <Form.Item name="description" label={t('dict.description')} rules={[{ max: 255 }]}>
            <Input />
          </Form.Item>
          <Form.Item name="sortOrder" label={t('dict.sortOrder')}>
            <InputNumber min={0} />
          </Form.Item>
          <Form.Item name="enabled" label={t('dict.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      </Modal>
    </Drawer>
  );
}

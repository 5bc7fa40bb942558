import { PlusOutlined } from '@ant-design/icons';
import { CATEGORY_ROOT, Permission, type CategoryNode } from '@mall/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Form, Input, InputNumber, Modal, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { applyFieldErrors } from '../../../lib/form-errors';
import { useCan } from '../../../lib/permissions/use-can';
import { loadTreeRoot } from '../../../widgets/category-select';
import { addCategory, categoryKeys, deleteCategory, editCategory, fetchCategory } from '../api/category-api';

interface Values {
  zh: string;
  en: string;
  sort: number;
}

/** What the form does: add under `pid`, or edit category `id`. */
type FormTarget = { mode: 'add'; pid: string } | { mode: 'edit'; id: string };

/** System → Categories (component 'system/CategoryList'): the tree with add, add-child, edit and delete. */
export default function CategoryListPage() {
  const { t, i18n } = useTranslation('refdata');
  const { t: tc } = useTranslation();
  const { message, modal } = feedback();
  const client = useQueryClient();
  const canAdd = useCan(Permission.categoryAdd);
  const canEdit = useCan(Permission.categoryEdit);
  const canDelete = useCan(Permission.categoryDelete);
  const [form] = Form.useForm<Values>();
  const [target, setTarget] = useState<FormTarget | null>(null);
  const tree = useQuery({
    queryKey: [...categoryKeys.all, 'tree', i18n.language],
    queryFn: () => loadTreeRoot(CATEGORY_ROOT, false),
  });
  const refresh = () => client.invalidateQueries({ queryKey: categoryKeys.all });

  const save = useMutation({
    mutationFn: (values: Values) => {
      const name = { zh: values.zh, en: values.en };
      if (target?.mode === 'edit') return editCategory({ id: target.id, name, sort: values.sort ?? 0 });
      return addCategory({ pid: target?.pid ?? CATEGORY_ROOT, name, sort: values.sort ?? 0 });
    },
    onSuccess: async () => {
      await refresh();
      message.success(t('category.saved'));
      setTarget(null);
    },
    onError: (error) => void applyFieldErrors(form, error),
  });

  const openAdd = (pid: string) => {
    form.setFieldsValue({ zh: '', en: '', sort: 0 });
    setTarget({ mode: 'add', pid });
  };
  const openEdit = async (id: string) => {
    const record = await fetchCategory(id);
    form.setFieldsValue({ zh: record.name.zh, en: record.name.en, sort: record.sort });
    setTarget({ mode: 'edit', id });
  };
  const confirmDelete = (node: CategoryNode) =>
    modal.confirm({
      title: tc('crud.confirmDelete'),
      content: node.title,
      okButtonProps: { danger: true },
      onOk: async () => {
        await deleteCategory(node.key);
        await refresh();
        message.success(tc('crud.deleted'));
      },
    });

  return (
    <Card
      title={t('category.listTitle')}
      extra={
        canAdd ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => openAdd(CATEGORY_ROOT)}>
            {t('category.addRoot')}
          </Button>
        ) : null
      }
    >
      <Table<CategoryNode>
        data-testid="category-table"
        rowKey="key"
        loading={tree.isFetching}
        dataSource={tree.data ?? []}
        pagination={false}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('category.empty')} />,
        }}
        columns={[
          { title: t('category.name'), dataIndex: 'title' },
          { title: t('category.code'), dataIndex: 'code' },
          {
            title: tc('crud.actions'),
            render: (_, node) => (
              <Space size={0} wrap>
                {canAdd ? (
                  <Button type="link" size="small" onClick={() => openAdd(node.key)}>
                    {t('category.addChild')}
                  </Button>
                ) : null}
                {canEdit ? (
                  <Button type="link" size="small" onClick={() => void openEdit(node.key)}>
                    {tc('crud.edit')}
                  </Button>
                ) : null}
                {canDelete ? (
                  <Button type="link" size="small" danger onClick={() => confirmDelete(node)}>
                    {tc('crud.delete')}
                  </Button>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={target !== null}
        title={t(
          target?.mode === 'edit'
            ? 'category.edit'
            : target?.pid === CATEGORY_ROOT
              ? 'category.addRoot'
              : 'category.addChild',
        )}
        onCancel={() => setTarget(null)}
        onOk={() => form.submit()}
        confirmLoading={save.isPending}
      >
        <Form<Values> form={form} layout="vertical" onFinish={(values) => save.mutate(values)}>
          <Form.Item name="zh" label={t('category.nameZh')} rules={[{ required: true, max: 100 }]}>
            <Input />
          </Form.Item>
          <Form.Item name="en" label={t('category.nameEn')} rules={[{ required: true, max: 100 }]}>
            <Input />
          </Form.Item>
          <Form.Item name="sort" label={t('category.sort')}>
            <InputNumber min={0} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}

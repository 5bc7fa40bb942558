import { DEPART_NAME_MAX_LENGTH, OrgCategory, type DepartRecord, type OrgCategoryValue } from '@mall/shared';
import { Alert, Form, Input, InputNumber, Modal, Radio, Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { applyFieldErrors } from '../../../lib/form-errors';
import { isHttpError } from '../../../lib/http-error';
import { useCrudDetail, useCrudMutations } from '../../../widgets/crud/use-crud-mutations';
import { departApi } from '../api/depart-api';

interface DepartFormValues {
  nameZh: string;
  nameEn: string;
  orgCategory: OrgCategoryValue;
  sortNo: number;
  mobile?: string;
  address?: string;
  memo?: string;
}

/** What the form does: add a root, add a child of `parent`, or edit `departId`. */
export type DepartFormTarget =
  | { mode: 'add'; parent: { id: string; title: string; orgCategory: number } | null }
  | { mode: 'edit'; departId: string };

interface DepartFormModalProps {
  open: boolean;
  target: DepartFormTarget;
  onClose: (saved?: DepartRecord) => void;
}

const EMPTY: DepartFormValues = { nameZh: '', nameEn: '', orgCategory: OrgCategory.company, sortNo: 0 };

/** A new child starts one kind below its parent: a company's child is a department, a department's a post. */
function childCategory(parentCategory: number | undefined): OrgCategoryValue {
  if (parentCategory === undefined) return OrgCategory.company;
  return parentCategory === OrgCategory.company ? OrgCategory.department : OrgCategory.post;
}

const orNull = (value: string | undefined) => value?.trim() || null;

/** Create or edit one department; its name is kept in both languages. */
export function DepartFormModal({ open, target, onClose }: DepartFormModalProps) {
  const { t } = useTranslation('org');
  const { t: tc } = useTranslation();
  const { message } = feedback();
  const [form] = Form.useForm<DepartFormValues>();
  const editId = target.mode === 'edit' ? target.departId : undefined;
  const detail = useCrudDetail(departApi, open ? editId : undefined);
  const { add, edit } = useCrudMutations(departApi);
  const parent = target.mode === 'add' ? target.parent : null;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    const data = detail.data;
    form.setFieldsValue(
      data && editId
        ? {
            nameZh: data.name.zh,
            nameEn: data.name.en,
            orgCategory: data.orgCategory,
            sortNo: data.sortNo,
            mobile: data.mobile ?? '',
            address: data.address ?? '',
            memo: data.memo ?? '',
          }
        : { ...EMPTY, orgCategory: childCategory(parent?.orgCategory) },
    );
  }, [open, editId, detail.data, form, parent?.orgCategory]);

  const submit = async (values: DepartFormValues) => {
    const fields = {
      name: { zh: values.nameZh.trim(), en: values.nameEn.trim() },
      orgCategory: values.orgCategory,
      sortNo: values.sortNo,
      mobile: orNull(values.mobile),
      address: orNull(values.address),
      memo: orNull(values.memo),
    };
    try {
      const saved =
        editId && detail.data
          ? await edit.mutateAsync({ ...fields, id: detail.data.id, version: detail.data.version })
          : await add.mutateAsync({ ...fields, parentId: parent?.id ?? null });
      message.success(tc('crud.saved'));
      onClose(saved);
    } catch (error) {
      if (applyFieldErrors(form, error)) return;
      message.error(isHttpError(error) ? error.message : tc('crud.loadFailed'));
      if (editId) void detail.refetch();
    }
  };

  const title = editId
    ? t('depart.editTitle')
    : parent
      ? t('depart.addChildTitle', { parent: parent.title })
      : t('depart.addTitle');
  const loading = Boolean(editId) && detail.isPending;
  const nameRules = [
    { required: true, whitespace: true, message: t('depart.nameRequired') },
    { max: DEPART_NAME_MAX_LENGTH },
  ];
  return (
    <Modal
      open={open}
      title={title}
      okText={tc('action.ok')}
      cancelText={tc('action.cancel')}
      onOk={() => form.submit()}
      onCancel={() => onClose()}
      confirmLoading={add.isPending || edit.isPending}
      okButtonProps={{ disabled: loading || detail.isError }}
    >
      {detail.isError ? <Alert type="error" showIcon message={t('depart.loadFailed')} /> : null}
      <Spin spinning={loading}>
        <Form<DepartFormValues>
          form={form}
          name="departForm"
          layout="vertical"
          onFinish={submit}
          initialValues={EMPTY}
        >
          <Form.Item name="nameZh" label={t('depart.nameZh')} rules={nameRules}>
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item name="nameEn" label={t('depart.nameEn')} rules={nameRules}>
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item name="orgCategory" label={t('depart.orgCategory')}>
            <Radio.Group
              options={[
                { value: OrgCategory.company, label: t('depart.company') },
                { value: OrgCategory.department, label: t('depart.department') },
                { value: OrgCategory.post, label: t('depart.post') },
              ]}
            />
          </Form.Item>
          <Form.Item name="sortNo" label={t('depart.sortNo')}>
            <InputNumber min={0} max={1_000_000} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="mobile" label={t('depart.mobile')} rules={[{ max: 32 }]}>
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item name="address" label={t('depart.address')} rules={[{ max: 200 }]}>
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item name="memo" label={t('depart.memo')} rules={[{ max: 500 }]}>
            <Input.TextArea rows={2} />
          </Form.Item>
        </Form>
      </Spin>
    </Modal>
  );
}

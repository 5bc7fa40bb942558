import { ROLE_CODE_MAX_LENGTH, ROLE_CODE_PATTERN, ROLE_NAME_MAX_LENGTH, type RoleRecord } from '@mall/shared';
import { Alert, Form, Input, Modal, Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { applyFieldErrors } from '../../../lib/form-errors';
import { isHttpError } from '../../../lib/http-error';
import { useCrudDetail, useCrudMutations } from '../../../widgets/crud/use-crud-mutations';
import { roleApi } from '../api/role-api';

interface RoleFormValues {
  roleName: string;
  roleNameEn: string;
  roleCode: string;
  description?: string | null;
}

interface RoleFormModalProps {
  open: boolean;
  /** The role to edit; undefined creates a new one. */
  roleId: string | undefined;
  onClose: () => void;
}

const EMPTY: RoleFormValues = { roleName: '', roleNameEn: '', roleCode: '', description: '' };

const valuesOf = (role: RoleRecord): RoleFormValues => ({ ...role, description: role.description ?? '' });

/** Create or edit one role. The code is fixed once created; edits carry the version they were loaded with. */
export function RoleFormModal({ open, roleId, onClose }: RoleFormModalProps) {
  const { t } = useTranslation('access');
  const { t: tc } = useTranslation();
  const { message } = feedback();
  const [form] = Form.useForm<RoleFormValues>();
  const editing = roleId !== undefined;
  const detail = useCrudDetail(roleApi, open ? roleId : undefined);
  const { add, edit } = useCrudMutations(roleApi);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(detail.data && editing ? valuesOf(detail.data) : EMPTY);
  }, [open, editing, detail.data, form]);

  const submit = async (values: RoleFormValues) => {
    const fields = {
      roleName: values.roleName.trim(),
      roleNameEn: values.roleNameEn.trim(),
      description: values.description?.trim() || null,
    };
    try {
      if (editing && detail.data) {
        await edit.mutateAsync({ ...fields, id: detail.data.id, version: detail.data.version });
      } else {
        await add.mutateAsync({ ...fields, roleCode: values.roleCode.trim() });
      }
      message.success(tc('crud.saved'));
      onClose();
    } catch (error) {
      if (applyFieldErrors(form, error)) return;
      message.error(isHttpError(error) ? error.message : tc('crud.loadFailed'));
      if (editing) void detail.refetch();
    }
  };

  const loading = editing && detail.isPending;
  return (
    <Modal
      open={open}
      title={t(editing ? 'role.editTitle' : 'role.addTitle')}
      okText={tc('action.ok')}
      cancelText={tc('action.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={add.isPending || edit.isPending}
      okButtonProps={{ disabled: loading || detail.isError }}
    >
      {detail.isError ? <Alert type="error" showIcon message={t('role.loadFailed')} /> : null}
      <Spin spinning={loading}>
        <Form<RoleFormValues>
          form={form}
          name="roleForm"
          layout="vertical"
          onFinish={submit}
          initialValues={EMPTY}
        >
          <Form.Item
            name="roleName"
            label={t('role.roleName')}
            rules={[
              { required: true, whitespace: true, message: t('role.roleNameRequired') },
              { max: ROLE_NAME_MAX_LENGTH },
            ]}
          >
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item name="roleNameEn" label={t('role.roleNameEn')} rules={[{ max: ROLE_NAME_MAX_LENGTH }]}>
            <Input autoComplete="off" lang="en" />
          </Form.Item>
          <Form.Item
            name="roleCode"
            label={t('role.roleCode')}
            rules={[
              { required: true, whitespace: true, message: t('role.roleCodeRequired') },
              { max: ROLE_CODE_MAX_LENGTH },
              { pattern: ROLE_CODE_PATTERN, message: t('role.roleCodeInvalid') },
            ]}
          >
            <Input disabled={editing} autoComplete="off" />
          </Form.Item>
          <Form.Item name="description" label={t('role.description')} rules={[{ max: 255 }]}>
            <Input.TextArea rows={3} />
          </Form.Item>
        </Form>
      </Spin>
    </Modal>
  );
}

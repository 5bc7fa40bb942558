import { pickLocalized, roleAddSchema, roleEntity, type RoleAddRequest, type RoleRecord } from '@mall/shared';
import { Form, Input } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { EntityFormModal } from '../../../widgets/crud/EntityFormModal';
import { zodRule } from '../../../widgets/crud/zod-rule';
import { roleApi } from '../api/role-api';

interface RoleFormValues {
  roleName: string;
  roleNameEn: string;
  roleCode: string;
  description: string;
}

interface RoleFormModalProps {
  open: boolean;
  /** The role to edit; undefined creates a new one. */
  roleId: string | undefined;
  onClose: () => void;
}

/** What the form sends: an edit carries no code (the edit schema refuses one). */
type RoleFormBody = Omit<RoleAddRequest, 'roleCode'> & { roleCode?: string };

const EMPTY: RoleFormValues = { roleName: '', roleNameEn: '', roleCode: '', description: '' };
const { fields } = roleEntity;
const rules = roleAddSchema.shape;
const toValues = (role: RoleRecord): RoleFormValues => ({ ...role, description: role.description ?? '' });

/** Create or edit one role. The code is fixed once created; edits carry the version they were loaded with. */
export function RoleFormModal({ open, roleId, onClose }: RoleFormModalProps) {
  const { t } = useTranslation('access');
  const [form] = Form.useForm<RoleFormValues>();
  const editing = roleId !== undefined;
  const language = currentLanguage();
  const label = (name: keyof typeof fields) => pickLocalized(fields[name].title, language);
  const toBody = useCallback(
    (values: RoleFormValues): RoleFormBody => {
      const body = {
        roleName: values.roleName.trim(),
        roleNameEn: values.roleNameEn.trim(),
        description: values.description.trim() || null,
      };
      return editing ? body : { ...body, roleCode: values.roleCode.trim() };
    },
    [editing],
  );
  return (
    <EntityFormModal<RoleRecord, RoleFormValues, RoleFormBody>
      api={roleApi}
      form={form}
      open={open}
      id={roleId}
      onClose={onClose}
      name="roleForm"
      title={{ add: t('role.addTitle'), edit: t('role.editTitle') }}
      loadFailedText={t('role.loadFailed')}
      empty={EMPTY}
      toValues={toValues}
      toBody={toBody}
    >
      <Form.Item
        name="roleName"
        label={label('roleName')}
        validateFirst
        rules={[
          { required: true, whitespace: true, message: t('role.roleNameRequired') },
          zodRule(rules.roleName, t('role.roleNameRequired')),
        ]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="roleNameEn"
        label={label('roleNameEn')}
        rules={[zodRule(rules.roleNameEn, t('role.tooLong'))]}
      >
        <Input autoComplete="off" lang="en" />
      </Form.Item>
      <Form.Item
        name="roleCode"
        label={label('roleCode')}
        validateFirst
        rules={
          editing
            ? []
            : [
                { required: true, whitespace: true, message: t('role.roleCodeRequired') },
                zodRule(rules.roleCode, t('role.roleCodeInvalid')),
              ]
        }
      >
        <Input disabled={editing} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="description"
        label={label('description')}
        rules={[zodRule(rules.description, t('role.tooLong'))]}
      >
        <Input.TextArea rows={3} />
      </Form.Item>
    </EntityFormModal>
  );
}

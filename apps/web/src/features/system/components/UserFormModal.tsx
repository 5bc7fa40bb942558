import {
  DictCode,
  EMAIL_PATTERN,
  isStrongPassword,
  MOBILE_PATTERN,
  PASSWORD_MAX_LENGTH,
  REALNAME_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_PATTERN,
  UserStatus,
  type UserRecord,
  type UserAddRequest,
  type UserEditRequest,
} from '@mall/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, DatePicker, Form, Input, Modal, Radio, Select, Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { applyFieldErrors } from '../../../lib/form-errors';
import { isHttpError } from '../../../lib/http-error';
import { useSessionStore } from '../../../lib/session-store';
import { useCrudDetail, useCrudMutations } from '../../../widgets/crud/use-crud-mutations';
import { periodOf, periodToIso, type PeriodValue } from '../../../widgets/date-period/period';
import { DepartTreeSelect } from '../../../widgets/depart-select/DepartTreeSelect';
import { DictButtonGroup } from '../../../widgets/dict-select';
import {
  fetchRoleOptions,
  fetchTenantOptions,
  roleOptionsKey,
  tenantOptionsKey,
  userApi,
} from '../api/user-api';

interface UserFormValues {
  username: string;
  realname: string;
  password?: string;
  phone?: string | null;
  email?: string | null;
  /** Only the states staff set by hand. */
  status: UserAddRequest['status'];
  roleIds: string[];
  validity?: PeriodValue;
  departIds?: string[];
  tenantIds?: string[];
  /** Customers only. */
  customerType?: NonNullable<UserEditRequest['customerType']>;
  companyName?: string;
}

interface UserFormModalProps {
  open: boolean;
  /** The user to edit; undefined creates a new one. */
  userId: string | undefined;
  onClose: () => void;
}

const EMPTY: UserFormValues = {
  username: '',
  realname: '',
  status: UserStatus.normal,
  roleIds: [],
  validity: null,
  departIds: [],
  tenantIds: [],
};

function valuesOf(user: UserRecord): UserFormValues {
  const status = user.status === UserStatus.frozen ? UserStatus.frozen : UserStatus.normal;
  return {
    username: user.username,
    realname: user.realname,
    status,
    phone: user.phone ?? '',
    email: user.email ?? '',
    roleIds: user.roleIds,
    validity: periodOf(user.validFrom, user.validTo),
    departIds: user.departIds,
    tenantIds: user.tenantIds,
    ...(user.customerType ? { customerType: user.customerType as UserFormValues['customerType'] } : {}),
    ...(user.companyName ? { companyName: user.companyName } : {}),
  };
}

const orNull = (value: string | null | undefined) => value?.trim() || null;

/** Create or edit one user. Edits carry the version they were loaded with; server field errors land on fields. */
export function UserFormModal({ open, userId, onClose }: UserFormModalProps) {
  const { t } = useTranslation('system');
  const { t: tc } = useTranslation();
  const { message } = feedback();
  const [form] = Form.useForm<UserFormValues>();
  const editing = userId !== undefined;
  const detail = useCrudDetail(userApi, open ? userId : undefined);
  const roles = useQuery({ queryKey: roleOptionsKey, queryFn: fetchRoleOptions, enabled: open });
  const ownTenantIds = useSessionStore((state) => state.userInfo?.relTenantIds ?? '');
  const tenants = useQuery({
    queryKey: tenantOptionsKey(ownTenantIds),
    queryFn: () => fetchTenantOptions(ownTenantIds),
    enabled: open,
  });
  const isCustomer = editing && Boolean(detail.data?.customerType);
  const { add, edit } = useCrudMutations(userApi);
  const saving = add.isPending || edit.isPending;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(detail.data && editing ? valuesOf(detail.data) : EMPTY);
  }, [open, editing, detail.data, form]);

  const submit = async (values: UserFormValues) => {
    const { begin, end } = periodToIso(values.validity);
    const fields = {
      realname: values.realname.trim(),
      phone: orNull(values.phone),
      email: orNull(values.email),
      status: values.status,
      roleIds: values.roleIds,
      validFrom: begin,
      validTo: end,
      departIds: values.departIds ?? [],
      tenantIds: values.tenantIds ?? [],
    };
    try {
      if (editing && detail.data) {
        const customer = isCustomer
          ? { customerType: values.customerType, companyName: values.companyName?.trim() }
          : {};
        await edit.mutateAsync({ ...fields, ...customer, id: detail.data.id, version: detail.data.version });
      } else {
        await add.mutateAsync({
          ...fields,
          username: values.username.trim(),
          password: values.password ?? '',
        });
      }
      message.success(tc('crud.saved'));
      onClose();
    } catch (error) {
      if (applyFieldErrors(form, error)) return;
      message.error(isHttpError(error) ? error.message : tc('crud.loadFailed'));
      // A stale version: reload the row so that the next save edits the current one.
      if (editing) void detail.refetch();
    }
  };

  const loading = editing && detail.isPending;
  return (
    <Modal
      open={open}
      title={t(editing ? 'user.editTitle' : 'user.addTitle')}
      okText={tc('action.ok')}
      cancelText={tc('action.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={saving}
      okButtonProps={{ disabled: loading || detail.isError }}
    >
      {detail.isError ? <Alert type="error" showIcon message={t('user.loadFailed')} /> : null}
      <Spin spinning={loading}>
        <Form<UserFormValues>
          form={form}
          name="userForm"
          layout="vertical"
          onFinish={submit}
          initialValues={EMPTY}
        >
          <Form.Item
            name="username"
            label={t('user.username')}
            rules={[
              { required: true, whitespace: true, message: t('user.usernameRequired') },
              { max: USERNAME_MAX_LENGTH },
              { pattern: USERNAME_PATTERN, message: t('user.usernameInvalid') },
            ]}
          >
            <Input disabled={editing} autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="realname"
            label={t('user.realname')}
            rules={[
              { required: true, whitespace: true, message: t('user.realnameRequired') },
              { max: REALNAME_MAX_LENGTH },
            ]}
          >
            <Input autoComplete="off" />
          </Form.Item>
          {editing ? null : (
            <Form.Item
              name="password"
              label={t('user.password')}
              rules={[
                { required: true, message: t('user.passwordRequired') },
                { max: PASSWORD_MAX_LENGTH },
                {
                  validator: (_, value: string | undefined) =>
                    !value || isStrongPassword(value)
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('user.passwordRule'))),
                },
              ]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          )}
          <Form.Item
            name="phone"
            label={t('user.phone')}
            rules={[{ pattern: MOBILE_PATTERN, message: t('user.phoneInvalid') }]}
          >
            <Input inputMode="tel" autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="email"
            label={t('user.email')}
            rules={[{ pattern: EMAIL_PATTERN, message: t('user.emailInvalid') }]}
          >
            <Input inputMode="email" autoComplete="off" />
          </Form.Item>
          <Form.Item name="status" label={t('user.status')}>
            <Radio.Group
              options={[
                { value: UserStatus.normal, label: t('user.statusNormal') },
                { value: UserStatus.frozen, label: t('user.statusFrozen') },
              ]}
            />
          </Form.Item>
          <Form.Item name="roleIds" label={t('user.roleIds')}>
            <Select
              mode="multiple"
              allowClear
              loading={roles.isPending}
              options={(roles.data ?? []).map((role) => ({ value: role.id, label: role.name }))}
              optionFilterProp="label"
            />
          </Form.Item>
          <Form.Item name="departIds" label={t('user.departIds')}>
            <DepartTreeSelect enabled={open} />
          </Form.Item>
          <Form.Item name="tenantIds" label={t('user.tenantIds')}>
            <Select
              mode="multiple"
              allowClear
              loading={tenants.isPending}
              options={(tenants.data ?? []).map((tenant) => ({ value: tenant.id, label: tenant.name }))}
              optionFilterProp="label"
            />
          </Form.Item>
          <Form.Item name="validity" label={t('user.validity')}>
            <DatePicker.RangePicker
              allowEmpty={[true, true]}
              style={{ width: '100%' }}
              placeholder={[t('user.validFrom'), t('user.validTo')]}
            />
          </Form.Item>
          {isCustomer ? (
            <>
              <Form.Item name="customerType" label={t('user.customerType')} rules={[{ required: true }]}>
                <DictButtonGroup dictCode={DictCode.customerType} />
              </Form.Item>
              <Form.Item
                name="companyName"
                label={t('user.companyName')}
                rules={[
                  { required: true, whitespace: true, message: t('user.companyNameRequired') },
                  { max: 200 },
                ]}
              >
                <Input autoComplete="off" />
              </Form.Item>
            </>
          ) : null}
        </Form>
      </Spin>
    </Modal>
  );
}

import {
  DictCode,
  isStrongPassword,
  pickLocalized,
  PASSWORD_MAX_LENGTH,
  userAddSchema,
  userEditSchema,
  userEntity,
  UserStatus,
  USER_STATUS_OPTIONS,
  type UserAddRequest,
  type UserEditRequest,
  type UserRecord,
} from '@mall/shared';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Form, Input, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { useSessionStore } from '../../../lib/session-store';
import { EntityFormModal } from '../../../widgets/crud/EntityFormModal';
import { useCrudDetail } from '../../../widgets/crud/use-crud-mutations';
import { zodRule } from '../../../widgets/crud/zod-rule';
import { periodOf, periodToIso, type PeriodValue } from '../../../widgets/date-period/period';
import { BizSelect } from '../../../widgets/biz-picker';
import { DepartPickerInput } from '../../../widgets/depart-select';
import { DictButtonGroup } from '../../../widgets/dict-select';
import { fetchTenantOptions, tenantOptionsKey, userApi } from '../api/user-api';

interface UserFormValues {
  username: string;
  realname: string;
  workNo?: string | null;
  password?: string;
  phone?: string | null;
  email?: string | null;
  /** Only the states staff set by hand. */
  status: UserAddRequest['status'];
  roleIds: string[];
  validity?: PeriodValue;
  departIds?: string[];
  positionIds?: string[];
  tenantIds?: string[];
  /** Customers only. */
  customerType?: NonNullable<UserEditRequest['customerType']>;
  companyName?: string;
}

/** What add and edit both send; add adds the username and password, edit a customer's company. */
type UserBody = Omit<UserAddRequest, 'username' | 'password'> &
  Partial<Pick<UserAddRequest, 'username' | 'password'>> &
  Pick<UserEditRequest, 'customerType' | 'companyName'>;

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
  positionIds: [],
  tenantIds: [],
};

const { fields } = userEntity;
const rules = { ...userAddSchema.shape, ...userEditSchema.shape };

function toValues(user: UserRecord): UserFormValues {
  const status = user.status === UserStatus.frozen ? UserStatus.frozen : UserStatus.normal;
  return {
    username: user.username,
    realname: user.realname,
    workNo: user.workNo ?? '',
    status,
    phone: user.phone ?? '',
    email: user.email ?? '',
    roleIds: user.roleIds,
    validity: periodOf(user.validFrom, user.validTo),
    departIds: user.departIds,
    positionIds: user.positionIds,
    tenantIds: user.tenantIds,
    ...(user.customerType ? { customerType: user.customerType as UserFormValues['customerType'] } : {}),
    ...(user.companyName ? { companyName: user.companyName } : {}),
  };
}

const orNull = (value: string | null | undefined) => value?.trim() || null;

/**
 * The request body of the form: on add the username and the typed password (the api encrypts it for
 * transport); on edit of a customer its type and company. The fields a form does not hold are left out.
 */
function toBody(values: UserFormValues): UserBody {
  const { begin, end } = periodToIso(values.validity);
  return {
    realname: values.realname.trim(),
    workNo: orNull(values.workNo),
    phone: orNull(values.phone),
    email: orNull(values.email),
    status: values.status,
    roleIds: values.roleIds,
    validFrom: begin,
    validTo: end,
    departIds: values.departIds ?? [],
    positionIds: values.positionIds ?? [],
    tenantIds: values.tenantIds ?? [],
    ...(values.password === undefined ? {} : { username: values.username.trim(), password: values.password }),
    ...(values.companyName === undefined
      ? {}
      : { customerType: values.customerType, companyName: values.companyName.trim() }),
  };
}

/** Create or edit one user on the kit: the shared schema's rules, the server's field errors on the fields. */
export function UserFormModal({ open, userId, onClose }: UserFormModalProps) {
  const { t } = useTranslation('system');
  const [form] = Form.useForm<UserFormValues>();
  const language = currentLanguage();
  const label = (name: keyof typeof fields) => pickLocalized(fields[name].title, language);
  const editing = userId !== undefined;
  // The same query as the dialog's own load: whether the user edited is a customer.
  const detail = useCrudDetail(userApi, open ? userId : undefined);
  const isCustomer = editing && Boolean(detail.data?.customerType);
  const ownTenantIds = useSessionStore((state) => state.userInfo?.relTenantIds ?? '');
  const tenants = useQuery({
    queryKey: tenantOptionsKey(ownTenantIds),
    queryFn: () => fetchTenantOptions(ownTenantIds),
    enabled: open,
  });

  return (
    <EntityFormModal<UserRecord, UserFormValues, UserBody>
      api={userApi}
      form={form}
      open={open}
      id={userId}
      onClose={onClose}
      name="userForm"
      title={{ add: t('user.addTitle'), edit: t('user.editTitle') }}
      loadFailedText={t('user.loadFailed')}
      empty={EMPTY}
      toValues={toValues}
      toBody={toBody}
    >
      <Form.Item
        name="username"
        label={label('username')}
        rules={[
          { required: true, whitespace: true, message: t('user.usernameRequired') },
          zodRule(rules.username, t('user.usernameInvalid')),
        ]}
      >
        <Input disabled={editing} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="realname"
        label={label('realname')}
        rules={[
          { required: true, whitespace: true, message: t('user.realnameRequired') },
          zodRule(rules.realname, t('user.realnameRequired')),
        ]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="workNo"
        label={t('user.workNo')}
        rules={[zodRule(rules.workNo, t('user.workNoInvalid'))]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      {editing ? null : (
        // Typed in clear and checked by the password rule; the request carries it encrypted.
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
        label={label('phone')}
        rules={[zodRule(rules.phone.optional(), t('user.phoneInvalid'))]}
      >
        <Input inputMode="tel" autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="email"
        label={label('email')}
        rules={[zodRule(rules.email.optional(), t('user.emailInvalid'))]}
      >
        <Input inputMode="email" autoComplete="off" />
      </Form.Item>
      <Form.Item name="status" label={label('status')}>
        <Radio.Group
          options={[UserStatus.normal, UserStatus.frozen].map((value) => ({
            value,
            label: pickLocalized(USER_STATUS_OPTIONS[value], language),
          }))}
        />
      </Form.Item>
      {/* Roles, departments and positions are chosen in their pickers; the boxes show the chosen names. */}
      <Form.Item name="roleIds" label={t('user.roleIds')}>
        <BizSelect code="role" />
      </Form.Item>
      <Form.Item name="departIds" label={t('user.departIds')}>
        <DepartPickerInput />
      </Form.Item>
      <Form.Item name="positionIds" label={t('user.positionIds')}>
        <BizSelect code="position" />
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
              zodRule(rules.companyName, t('user.companyNameRequired')),
            ]}
          >
            <Input autoComplete="off" />
          </Form.Item>
        </>
      ) : null}
    </EntityFormModal>
  );
}

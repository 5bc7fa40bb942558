import { DeleteOutlined, DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { ProTable, type ProFormInstance } from '@ant-design/pro-components';
import { Permission, userEntity, UserStatus, type UserRecord } from '@mall/shared';
import { Alert, Button, Empty, Radio, Space } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../lib/permissions/use-can';
import { useCrudListPage } from '../../../widgets/crud/use-crud-list-page';
import { userApi } from '../api/user-api';
import { RegistrationHistoryButton } from '../components/RegistrationHistoryButton';
import { RejectModal } from '../components/RejectModal';
import { ResetPasswordModal } from '../components/ResetPasswordModal';
import { UserFormModal } from '../components/UserFormModal';
import { useFreezeUsers } from '../hooks/use-freeze-users';
import { useReviewUsers } from '../hooks/use-review-users';
import { isApprovable, isRejectable } from '../review-rules';
import styles from './UserListPage.module.css';
import { useUserColumns } from '../hooks/use-user-columns';

const DEFAULT_SORT = { column: 'createTime', order: 'desc' } as const;
const FILTER_FIELDS = ['username', 'realname', 'phone', 'status'] as const;
const rowId = (user: UserRecord) => user.id;

/** The user form; `key` changes on every opening, so each opening starts from a fresh form and state. */
interface FormState {
  open: boolean;
  userId: string | undefined;
  key: number;
}

/** System management → Users (component 'system/UserList'): list, create, edit, freeze, delete, export. */
export default function UserListPage() {
  const { t } = useTranslation('system');
  const { t: tc } = useTranslation();
  const [formState, setFormState] = useState<FormState>({ open: false, userId: undefined, key: 0 });
  const openForm = useCallback(
    (userId: string | undefined) => setFormState((state) => ({ open: true, userId, key: state.key + 1 })),
    [],
  );
  const canAdd = useCan(Permission.userAdd);
  const canEdit = useCan(Permission.userEdit);
  const canDelete = useCan(Permission.userDelete);
  const canFreeze = useCan(Permission.userFreeze);
  const canExport = useCan(Permission.userExport);
  const canApprove = useCan(Permission.userApprove);
  const canReject = useCan(Permission.userReject);
  const canReview = canApprove || canReject;
  const review = useReviewUsers();
  const [resetting, setResetting] = useState<UserRecord | null>(null);
  const [rejecting, setRejecting] = useState<UserRecord | null>(null);
  const formRef = useRef<ProFormInstance>(undefined);
  const [pendingOnly, setPendingOnly] = useState(false);
  const page = useCrudListPage({
    api: userApi,
    sortColumns: userEntity.sortColumns,
    defaultSort: DEFAULT_SORT,
    filterFields: FILTER_FIELDS,
    rowId,
  });
  const freeze = useFreezeUsers();
  const { confirmDelete } = page;
  const { confirmApprove } = review;

  // "Pending review" is the status filter set to under review (the search form shows it, reset clears it).
  const showPending = (pending: boolean) => {
    setPendingOnly(pending);
    formRef.current?.setFieldsValue({ status: pending ? String(UserStatus.underReview) : undefined });
    formRef.current?.submit();
  };

  const renderActions = useCallback(
    (user: UserRecord) => {
      const frozen = user.status === UserStatus.frozen;
      const reviewable = isApprovable(user.status);
      const manageable = !reviewable && user.status !== UserStatus.deactivated;
      return (
        <Space size={0} wrap>
          {canApprove && reviewable ? (
            <Button type="link" size="small" onClick={() => confirmApprove(user)}>
              {t('user.approve')}
            </Button>
          ) : null}
          {canReject && isRejectable(user.status) ? (
            <Button type="link" size="small" danger onClick={() => setRejecting(user)}>
              {t('user.reject')}
            </Button>
          ) : null}
          {canApprove && reviewable ? <RegistrationHistoryButton user={user} /> : null}
          {canEdit ? (
            <Button type="link" size="small" onClick={() => openForm(user.id)}>
              {tc('crud.edit')}
            </Button>
          ) : null}
          {canEdit ? (
            <Button type="link" size="small" onClick={() => setResetting(user)}>
              {t('user.resetPassword')}
            </Button>
          ) : null}
          {canFreeze && manageable ? (
            <Button
              type="link"
              size="small"
              onClick={() =>
                freeze.confirm([user.id], frozen ? UserStatus.normal : UserStatus.frozen, user.username)
              }
            >
              {t(frozen ? 'user.unfreeze' : 'user.freeze')}
            </Button>
          ) : null}
          {canDelete ? (
            <Button type="link" size="small" danger onClick={() => confirmDelete(user)}>
              {tc('crud.delete')}
            </Button>
          ) : null}
        </Space>
      );
    },
    [
      canEdit,
      canFreeze,
      canDelete,
      canApprove,
      canReject,
      freeze,
      confirmDelete,
      confirmApprove,
      openForm,
      t,
      tc,
    ],
  );
  const columns = useUserColumns(canEdit || canFreeze || canDelete || canReview ? renderActions : null);
  const selectable = canDelete || canFreeze;
  const selected = page.selectedIds;

  const toolbar = () => [
    canAdd ? (
      <Button key="add" type="primary" icon={<PlusOutlined />} onClick={() => openForm(undefined)}>
        {tc('crud.add')}
      </Button>
    ) : null,
    canExport ? (
      <Button
        key="export"
        icon={<DownloadOutlined />}
        loading={page.mutations.exportXls.isPending}
        onClick={() => void page.exportCurrent(t('user.exportFileName')).catch(() => undefined)}
      >
        {page.mutations.exportXls.isPending ? tc('crud.exporting') : tc('crud.export')}
      </Button>
    ) : null,
  ];

  return (
    // No `scroll.x`: antd then adds a hidden measuring row that repeats the select-all checkbox, which
    // screen readers must not reach; the wrapper's style scrolls the table sideways instead.
    <div data-testid="user-table" className={styles.page}>
      {page.list.isError ? (
        <Alert
          type="error"
          showIcon
          message={t('user.loadFailed')}
          action={
            <Button size="small" onClick={() => void page.list.refetch()}>
              {tc('crud.retry')}
            </Button>
          }
        />
      ) : null}
      <ProTable<UserRecord>
        {...page.tableProps}
        rowSelection={selectable ? page.tableProps.rowSelection : false}
        formRef={formRef}
        onReset={() => {
          setPendingOnly(false);
          page.tableProps.onReset();
        }}
        headerTitle={
          canReview ? (
            <Radio.Group
              aria-label={t('user.listTitle')}
              optionType="button"
              value={pendingOnly ? 'pending' : 'all'}
              onChange={(event) => showPending(event.target.value === 'pending')}
              options={[
                { value: 'all', label: t('user.allUsers') },
                { value: 'pending', label: t('user.pending') },
              ]}
            />
          ) : (
            t('user.listTitle')
          )
        }
        columns={columns}
        search={{ labelWidth: 'auto' }}
        toolBarRender={toolbar}
        tableExtraRender={() =>
          selected.length > 0 ? (
            <Space wrap data-testid="user-selection">
              <span>{tc('crud.selected', { count: selected.length })}</span>
              {canDelete ? (
                <Button danger icon={<DeleteOutlined />} onClick={page.confirmDeleteSelected}>
                  {tc('crud.batchDelete')}
                </Button>
              ) : null}
              {canFreeze ? (
                <Button onClick={() => freeze.confirm(selected, UserStatus.frozen)}>
                  {t('user.freezeSelected')}
                </Button>
              ) : null}
              {canFreeze ? (
                <Button onClick={() => freeze.confirm(selected, UserStatus.normal)}>
                  {t('user.unfreezeSelected')}
                </Button>
              ) : null}
              <Button type="link" onClick={page.clearSelection}>
                {tc('crud.clearSelection')}
              </Button>
            </Space>
          ) : null
        }
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('user.empty')} /> }}
      />
      <ResetPasswordModal user={resetting} onClose={() => setResetting(null)} />
      <RejectModal user={rejecting} reject={review.reject} onClose={() => setRejecting(null)} />
      <UserFormModal
        key={formState.key}
        open={formState.open}
        userId={formState.userId}
        onClose={() => setFormState((state) => ({ ...state, open: false }))}
      />
    </div>
  );
}

import type { ProFormInstance } from '@ant-design/pro-components';
import { Permission, userEntity, UserStatus, type UserRecord } from '@mall/shared';
import { Button, Radio, Space, Tag } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../lib/permissions/use-can';
import { AdminListPage } from '../../../widgets/crud/AdminListPage';
import type { ColumnTweaks } from '../../../widgets/crud/entity-columns';
import { userApi } from '../api/user-api';
import { RegistrationHistoryButton } from '../components/RegistrationHistoryButton';
import { RejectModal } from '../components/RejectModal';
import { ResetPasswordModal } from '../components/ResetPasswordModal';
import { UserFormModal } from '../components/UserFormModal';
import { UserStatusTag } from '../components/UserStatusTag';
import { useFreezeUsers } from '../hooks/use-freeze-users';
import { useReviewUsers } from '../hooks/use-review-users';
import { isApprovable, isRejectable } from '../review-rules';
import styles from './UserListPage.module.css';

const COLUMNS: ColumnTweaks<UserRecord> = {
  username: { ellipsis: true },
  realname: { ellipsis: true },
  email: { ellipsis: true },
  post_dictText: { ellipsis: true },
  status: { render: (_, record) => <UserStatusTag record={record} /> },
  roles: {
    render: (_, record) => (
      <Space size={[0, 4]} wrap>
        {record.roles.map((role) => (
          <Tag key={role}>{role}</Tag>
        ))}
      </Space>
    ),
  },
};

/**
 * System management → Users (component 'system/UserList'), on the admin kit: beside its CRUD and export,
 * freeze and unfreeze (one user or the selected ones), reset password, and the review of registrations.
 */
export default function UserListPage() {
  const { t } = useTranslation('system');
  const canFreeze = useCan(Permission.userFreeze);
  const canEdit = useCan(Permission.userEdit);
  const canApprove = useCan(Permission.userApprove);
  const canReject = useCan(Permission.userReject);
  const review = useReviewUsers();
  const freeze = useFreezeUsers();
  const [resetting, setResetting] = useState<UserRecord | null>(null);
  const [rejecting, setRejecting] = useState<UserRecord | null>(null);
  const formRef = useRef<ProFormInstance>(undefined);
  const [pendingOnly, setPendingOnly] = useState(false);

  // "Pending review" is the status filter set to under review (the search form shows it, reset clears it).
  const showPending = (pending: boolean) => {
    setPendingOnly(pending);
    formRef.current?.setFieldsValue({ status: pending ? String(UserStatus.underReview) : undefined });
    formRef.current?.submit();
  };

  const rowActions = (user: UserRecord) => {
    const frozen = user.status === UserStatus.frozen;
    const reviewable = isApprovable(user.status);
    const manageable = !reviewable && user.status !== UserStatus.deactivated;
    return (
      <>
        {canApprove && reviewable ? (
          <Button type="link" size="small" onClick={() => review.confirmApprove(user)}>
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
      </>
    );
  };

  const selectionActions = (ids: string[]) => [
    <Button key="freeze" onClick={() => freeze.confirm(ids, UserStatus.frozen)}>
      {t('user.freezeSelected')}
    </Button>,
    <Button key="unfreeze" onClick={() => freeze.confirm(ids, UserStatus.normal)}>
      {t('user.unfreezeSelected')}
    </Button>,
  ];

  const title =
    canApprove || canReject ? (
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
    );

  return (
    // No `scroll.x`: antd then adds a hidden measuring row that repeats the select-all checkbox, which
    // screen readers must not reach; the wrapper's style scrolls the table sideways instead.
    <div className={styles.page}>
      <AdminListPage<UserRecord>
        entity={userEntity}
        api={userApi}
        testId="user-table"
        title={title}
        emptyText={t('user.empty')}
        loadFailedText={t('user.loadFailed')}
        columns={COLUMNS}
        formRef={formRef}
        onReset={() => setPendingOnly(false)}
        rowActions={rowActions}
        selectionActions={canFreeze ? selectionActions : undefined}
        renderForm={(form) => (
          <UserFormModal key={form.key} open={form.open} userId={form.id} onClose={form.close} />
        )}
      >
        <ResetPasswordModal user={resetting} onClose={() => setResetting(null)} />
        <RejectModal user={rejecting} reject={review.reject} onClose={() => setRejecting(null)} />
      </AdminListPage>
    </div>
  );
}

import { announcementEntity, Permission, type AnnouncementRecord } from '@mall/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Tag } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { useCan } from '../../../lib/permissions/use-can';
import { AdminListPage } from '../../../widgets/crud/AdminListPage';
import type { ColumnTweaks } from '../../../widgets/crud/entity-columns';
import { PRIORITY_COLOR } from '../../../widgets/notice-bell/priority';
import { announcementActions, announcementApi } from '../api/announcement-api';
import { AnnouncementFormModal } from '../components/AnnouncementFormModal';

const STATUS_COLOR = { '0': 'default', '1': 'green', '2': 'volcano' } as const;
const isDraft = (record: AnnouncementRecord) => record.sendStatus === '0';

/** System → Announcements (component 'system/SysAnnouncementList'): drafts, publication and revocation. */
export default function AnnouncementListPage() {
  const { t } = useTranslation('announcement');
  const { t: tc } = useTranslation();
  const { modal, message } = feedback();
  const queryClient = useQueryClient();
  const canRelease = useCan(Permission.announcementRelease);

  // A failure is reported once: by the HTTP client's notification, or by the dialog for anything else.
  const release = useCallback(
    (record: AnnouncementRecord, action: 'publish' | 'revoke') => {
      modal.confirm({
        title: t(action === 'publish' ? 'admin.publish' : 'admin.revoke'),
        content: t(action === 'publish' ? 'admin.confirmPublish' : 'admin.confirmRevoke', {
          title: record.titile,
        }),
        okText: tc('action.ok'),
        cancelText: tc('action.cancel'),
        onOk: async () => {
          try {
            await announcementActions[action](record.id);
            message.success(t(action === 'publish' ? 'admin.published' : 'admin.revoked'));
          } finally {
            void queryClient.invalidateQueries({ queryKey: announcementApi.keys.all });
          }
        },
      });
    },
    [modal, message, t, tc, queryClient],
  );

  const rowActions = useCallback(
    (record: AnnouncementRecord) => {
      if (!canRelease || record.sendStatus === '2') return null;
      const action = isDraft(record) ? 'publish' : 'revoke';
      return (
        <Button type="link" size="small" onClick={() => release(record, action)}>
          {t(`admin.${action}`)}
        </Button>
      );
    },
    [canRelease, release, t],
  );

  const columns = useMemo<ColumnTweaks<AnnouncementRecord>>(
    () => ({
      titile: { ellipsis: true },
      priority: {
        render: (_, record) => (
          <Tag color={PRIORITY_COLOR[record.priority]}>{t(`priority.${record.priority}`)}</Tag>
        ),
      },
      sendStatus: {
        render: (_, record) => (
          <Tag color={STATUS_COLOR[record.sendStatus]}>{t(`status.${record.sendStatus}`)}</Tag>
        ),
      },
    }),
    [t],
  );

  return (
    <AdminListPage<AnnouncementRecord>
      entity={announcementEntity}
      api={announcementApi}
      testId="announcement-table"
      title={t('admin.listTitle')}
      emptyText={t('admin.empty')}
      loadFailedText={t('admin.loadFailed')}
      columns={columns}
      editable={isDraft}
      rowActions={rowActions}
      renderForm={(form) => (
        <AnnouncementFormModal
          key={form.key}
          open={form.open}
          announcementId={form.id}
          onClose={form.close}
        />
      )}
    />
  );
}

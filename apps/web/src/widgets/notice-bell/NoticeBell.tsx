import { BellOutlined } from '@ant-design/icons';
import {
  API_BASE,
  type AnnouncementBrief,
  type AnnouncementRecord,
  type NotificationSettings,
} from '@mall/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Badge, Button, Empty, List, Popover, Tabs, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../lib/date-format';
import { useSessionStore } from '../../lib/session-store';
import { noticeApi, noticeKeys } from './notice-api';
import { NoticeSocket, noticeSocketUrl } from './notice-socket';
import styles from './NoticeBell.module.css';
import { NoticeModal } from './NoticeModal';
import { notificationSettingsApi, notificationSettingsKey, popsUpUrgent } from './notification-settings';
import { openTargetOf, PRIORITY_COLOR, priorityLabelKey } from './priority';

/** Where 'view more' leads: the user's own announcements. */
export const USER_ANNOUNCEMENT_PATH = '/isps/userAnnouncement';

interface NoticeBellProps {
  /** Colour of the bell on dark backgrounds. */
  color?: string;
}

/**
 * The header's notification bell (signed-in users only): unread notices and system messages in a
 * 300 px popover, reloaded whenever the notification socket announces something; urgent ones also
 * pop up as a notification unless the user turned that off. Clicking an item marks it read and opens it.
 */
export default function NoticeBell({ color }: NoticeBellProps) {
  const { t } = useTranslation('announcement');
  const token = useSessionStore((state) => state.token);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { notification, message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState<AnnouncementRecord | null>(null);

  const list = useQuery({
    queryKey: [...noticeKeys.byUser, token],
    queryFn: noticeApi.listByUser,
    enabled: token !== null,
    // A failed fetch is not retried: the next socket notice reloads the list.
    retry: false,
  });

  useQuery({
    queryKey: notificationSettingsKey,
    queryFn: notificationSettingsApi.read,
    enabled: token !== null,
    retry: false,
  });

  useEffect(() => {
    if (!token) return undefined;
    const socket = new NoticeSocket({
      url: noticeSocketUrl(API_BASE, token, window.location),
      onNotice: (notice) => {
        void queryClient.invalidateQueries({ queryKey: noticeKeys.byUser });
        const settings = queryClient.getQueryData<NotificationSettings>(notificationSettingsKey);
        if (notice.priority === 'H' && popsUpUrgent(settings)) {
          notification.warning({ message: t('urgentNotice'), description: notice.msgTxt, duration: 8 });
        }
      },
      onWarning: (text) => console.warn(`notification socket: ${text}`),
    });
    socket.start();
    return () => socket.stop();
  }, [token, queryClient, notification, t]);

  if (!token) return null;

  const openItem = async (item: AnnouncementBrief) => {
    setOpen(false);
    try {
      await noticeApi.markRead(item.id);
      void queryClient.invalidateQueries({ queryKey: noticeKeys.byUser });
      const target = openTargetOf(item);
      if (target.kind === 'page') void navigate(target.path);
      else setOpened(await noticeApi.queryById(item.id));
    } catch {
      message.error(t('openFailed'));
    }
  };

  const renderList = (items: AnnouncementBrief[] | undefined) =>
    items && items.length > 0 ? (
      <List
        size="small"
        dataSource={items}
        renderItem={(item) => (
          <List.Item>
            <button
              type="button"
              className={styles.item}
              data-testid="notice-item"
              onClick={() => void openItem(item)}
            >
              <span className={styles.title}>{item.titile}</span>
              <span className={styles.meta}>
                <Tag color={PRIORITY_COLOR[item.priority]}>{t(priorityLabelKey(item.priority))}</Tag>
                {t('publishedAt', { time: formatDateTime(item.sendTime) })}
              </span>
            </button>
          </List.Item>
        )}
      />
    ) : (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} />
    );

  const data = list.data;
  const total = (data?.anntMsgTotal ?? 0) + (data?.sysMsgTotal ?? 0);
  const content = (
    <div style={{ width: 300 }} data-testid="notice-popover">
      <Tabs
        size="small"
        items={[
          {
            key: 'notice',
            label: t('noticeTab', { count: data?.anntMsgTotal ?? 0 }),
            children: renderList(data?.anntMsgList),
          },
          {
            key: 'system',
            label: t('systemTab', { count: data?.sysMsgTotal ?? 0 }),
            children: renderList(data?.sysMsgList),
          },
        ]}
      />
      <Button
        block
        type="link"
        onClick={() => {
          setOpen(false);
          void navigate(USER_ANNOUNCEMENT_PATH);
        }}
      >
        {t('viewMore')}
      </Button>
    </div>
  );

  return (
    <>
      <Popover content={content} trigger="click" open={open} onOpenChange={setOpen} placement="bottomRight">
        {/* The count sits beside the button, so that the button's name is its label alone. */}
        <Badge count={total} size="small" overflowCount={99} offset={[-6, 6]}>
          <Button
            type="text"
            data-testid="notice-bell"
            aria-label={t('bellLabel', { count: total })}
            style={color ? { color } : undefined}
            icon={<BellOutlined style={color ? { color } : undefined} />}
          />
        </Badge>
      </Popover>
      <NoticeModal record={opened} onClose={() => setOpened(null)} />
    </>
  );
}

import type { AnnouncementBrief, AnnouncementRecord, AnnouncementByUser } from '@mall/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Empty, List, Popover, Tag } from 'antd';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../lib/date-format';
import { feedback } from '../../lib/feedback';
import { noticeApi, noticeKeys } from './notice-api';
import styles from './NoticeBell.module.css';
import { Tabs } from '../tabs';
import { NoticeModal } from './NoticeModal';
import { openTargetOf, PRIORITY_COLOR, priorityLabelKey } from './priority';

/** Where 'view more' leads: the user's own announcements. */
export const USER_ANNOUNCEMENT_PATH = '/isps/userAnnouncement';

interface NoticePanelProps {
  /** The bell's button, which the popover opens from. */
  trigger: ReactElement;
  data: AnnouncementByUser | undefined;
}

/**
 * The bell's 300 px popover: unread notices and system messages in two tabs, and 'view more'. It mounts
 * open (the first click on the bell loaded it), on the tab with unread items. Clicking an item marks it read and opens it: its page, or
 * the announcement in a dialog.
 */
export default function NoticePanel({ trigger, data }: NoticePanelProps) {
  const { t } = useTranslation('announcement');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { message } = feedback();
  const [open, setOpen] = useState(true);
  const [opened, setOpened] = useState<AnnouncementRecord | null>(null);
  // It opens on the tab that has unread items: system messages when only they wait; then as the user picks.
  const [chosenTab, setChosenTab] = useState<string | null>(null);
  const onlySystemUnread = (data?.anntMsgTotal ?? 0) === 0 && (data?.sysMsgTotal ?? 0) > 0;
  const activeTab = chosenTab ?? (onlySystemUnread ? 'system' : 'notice');

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

  const content = (
    // A landmark of its own: the popover opens on the page's body, outside the page's landmarks.
    <section className={styles.panel} data-testid="notice-popover" aria-label={t('panelLabel')}>
      {/* The app's tabs: antd's announce "Tab 1 of 2" in English whatever the UI's language. */}
      <Tabs
        label={t('panelLabel')}
        activeKey={activeTab}
        onChange={setChosenTab}
        tabs={[
          {
            key: 'notice',
            label: t('noticeTab', { count: data?.anntMsgTotal ?? 0 }),
            content: renderList(data?.anntMsgList),
          },
          {
            key: 'system',
            label: t('systemTab', { count: data?.sysMsgTotal ?? 0 }),
            content: renderList(data?.sysMsgList),
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
    </section>
  );

  return (
    <>
      <Popover content={content} trigger="click" open={open} onOpenChange={setOpen} placement="bottomRight">
        {trigger}
      </Popover>
      <NoticeModal record={opened} onClose={() => setOpened(null)} />
    </>
  );
}

import { BellOutlined } from '@ant-design/icons';
import { API_BASE, type NotificationSettings } from '@mall/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../lib/feedback';
import { useSessionStore } from '../../lib/session-store';
import { forgetPreloadedDictionaries } from '../../lib/stored-session';
import { invalidateDictionaries } from '../dict-select/dict-cache';
import { noticeApi, noticeKeys } from './notice-api';
import { NoticeSocket, noticeSocketUrl } from './notice-socket';
import styles from './NoticeBell.module.css';
import { notificationSettingsApi, notificationSettingsKey, popsUpUrgent } from './notification-settings';

const loadNoticePanel = () => import('./NoticePanel');
// The popover's tabs, list and dialog are heavy for a first page load: they load when first wanted.
const NoticePanel = lazy(loadNoticePanel);
/** Above this, the count reads "99+". */
const COUNT_SHOWN_MAX = 99;

interface NoticeBellProps {
  /** Colour of the bell on dark backgrounds. */
  color?: string;
}

/**
 * The header's notification bell (signed-in users only) with the number of unread notices and system
 * messages, reloaded whenever the notification socket announces something; urgent ones also pop up as a
 * notification unless the user turned that off. A click opens them in a popover (NoticePanel).
 */
export default function NoticeBell({ color }: NoticeBellProps) {
  const { t } = useTranslation('announcement');
  const token = useSessionStore((state) => state.token);
  const queryClient = useQueryClient();
  const { notification } = feedback();
  const [panelWanted, setPanelWanted] = useState(false);

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
        if (notice.cmd === 'dict') {
          // An administrator refreshed the dictionaries: cached items load from the server again.
          forgetPreloadedDictionaries();
          void invalidateDictionaries(queryClient);
          return;
        }
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

  const data = list.data;
  const total = (data?.anntMsgTotal ?? 0) + (data?.sysMsgTotal ?? 0);
  const trigger = (
    // The count sits beside the button, so that the button's name is its label alone.
    <span className={styles.bell}>
      <Button
        type="text"
        data-testid="notice-bell"
        aria-label={t('bellLabel', { count: total })}
        style={color ? { color } : undefined}
        icon={<BellOutlined style={color ? { color } : undefined} />}
        onPointerEnter={() => void loadNoticePanel()}
        onFocus={() => void loadNoticePanel()}
        onClick={() => setPanelWanted(true)}
      />
      {total > 0 ? (
        <span className={styles.count} aria-hidden="true" data-testid="notice-count">
          {total > COUNT_SHOWN_MAX ? `${COUNT_SHOWN_MAX}+` : total}
        </span>
      ) : null}
    </span>
  );
  if (!panelWanted) return trigger;
  return (
    <Suspense fallback={trigger}>
      <NoticePanel trigger={trigger} data={data} />
    </Suspense>
  );
}

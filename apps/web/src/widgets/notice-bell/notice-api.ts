import type { AnnouncementByUser, AnnouncementRecord } from '@mall/shared';
import { http } from '../../lib/http';

/** The bell's calls: the caller's unread items, one announcement, and marking them read. */
export const noticeApi = {
  listByUser: () =>
    http.get<AnnouncementByUser>('/sys/annountCement/listByUser', undefined, { silent: true }),
  queryById: (id: string) => http.get<AnnouncementRecord>('/sys/annountCement/queryById', { id }),
  markRead: (anntId: string) => http.put<null>('/sys/sysAnnouncementSend/editByAnntIdAndUserId', { anntId }),
  /** Reads every message of the caller about one business object (a demand order); answers how many. */
  markBusinessRead: (busId: string) =>
    http.put<{ count: number }>('/sys/sysAnnouncementSend/readByBusId', { busId }, { silent: true }),
};

export const noticeKeys = { byUser: ['notice', 'byUser'] as const };

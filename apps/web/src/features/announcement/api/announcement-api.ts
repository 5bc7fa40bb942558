import type {
  AnnouncementAddRequest,
  AnnouncementEditRequest,
  AnnouncementRecord,
  MyAnnouncementQuery,
  MyAnnouncementRecord,
  PageResult,
} from '@mall/shared';
import { http } from '../../../lib/http';
import { createCrudApi } from '../../../widgets/crud/crud-api';

/** /sys/annountCement: list (ANNOUNCEMENT_SORT_COLUMNS; titile, msgCategory, sendStatus, priority filters) and CRUD. */
export const announcementApi = createCrudApi<
  AnnouncementRecord,
  AnnouncementAddRequest,
  AnnouncementEditRequest
>('/sys/annountCement');

export const announcementActions = {
  publish: (id: string) => http.get<AnnouncementRecord>('/sys/annountCement/doReleaseData', { id }),
  revoke: (id: string) => http.get<AnnouncementRecord>('/sys/annountCement/doRevokeData', { id }),
  queryById: (id: string) => http.get<AnnouncementRecord>('/sys/annountCement/queryById', { id }),
};

/** The caller's own announcements. */
export const myAnnouncementApi = {
  list: (query: MyAnnouncementQuery) =>
    http.get<PageResult<MyAnnouncementRecord>>('/sys/sysAnnouncementSend/getMyAnnouncementSend', {
      ...(query as Record<string, string | number>),
    }),
  markRead: (anntId: string) => http.put<null>('/sys/sysAnnouncementSend/editByAnntIdAndUserId', { anntId }),
  readAll: () => http.put<{ count: number }>('/sys/sysAnnouncementSend/readAll'),
};

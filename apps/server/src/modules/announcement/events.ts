import type { AnnouncementCategory, AnnouncementPriority } from '@mall/shared';

/** Told after an announcement's publication has committed; the realtime hub notifies its audience. */
export interface AnnouncementPublished {
  id: string;
  titile: string;
  priority: AnnouncementPriority;
  msgCategory: AnnouncementCategory;
  /** null = every user of the tenant. */
  userIds: string[] | null;
}

declare module '#platform/events/bus' {
  interface DomainEventMap {
    'announcement.published': AnnouncementPublished;
  }
}

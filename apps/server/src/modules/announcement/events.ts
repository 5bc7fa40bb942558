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

/** Told after an announcement's withdrawal has committed; the open bells of its audience reload. */
export interface AnnouncementRevoked {
  id: string;
  titile: string;
  /** null = every user of the tenant. */
  userIds: string[] | null;
}

declare module '#platform/events/bus' {
  interface DomainEventMap {
    'announcement.published': AnnouncementPublished;
    'announcement.revoked': AnnouncementRevoked;
  }
}

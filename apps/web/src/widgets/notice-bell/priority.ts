import type { AnnouncementPriority } from '@mall/shared';

/** L = normal (blue), M = important (orange), H = urgent (red). */
export const PRIORITY_COLOR: Record<AnnouncementPriority, string> = { L: 'blue', M: 'orange', H: 'red' };

/** The locale key of a priority's label (announcement namespace). */
export const priorityLabelKey = (priority: AnnouncementPriority) => `priority.${priority}` as const;

/** Where an item opens: a page of the app with the business id, or the notice dialog. */
export function openTargetOf(item: {
  openType: 'url' | 'component' | null;
  openPage: string | null;
  busId: string | null;
}): { kind: 'page'; path: string } | { kind: 'dialog' } {
  if (item.openType === 'component' && item.openPage?.startsWith('/')) {
    const query = item.busId ? `?id=${encodeURIComponent(item.busId)}` : '';
    return { kind: 'page', path: `${item.openPage}${query}` };
  }
  return { kind: 'dialog' };
}

import type { NoticeSocketMessage } from '@mall/shared';
import type { QueryClient } from '@tanstack/react-query';
import { forgetPreloadedDictionaries } from '../../lib/stored-session';
import { invalidateDictionaries } from '../dict-select/dict-cache';
import { noticeKeys } from './notice-api';

/** The user's own announcement list (the page under the account menu). */
const MY_ANNOUNCEMENTS_KEY = ['announcement', 'mine'] as const;

/**
 * What a socket notice changes: a publication or a withdrawal reloads the bell's unread items and the
 * user's announcement list; only a publication of high priority pops up (`popUrgent`, when the user
 * wants that). A dictionary refresh drops the cached dictionaries, which then load from the server again.
 */
export function reactToNotice(
  queryClient: QueryClient,
  notice: NoticeSocketMessage,
  popUrgent: (text: string) => void,
): void {
  if (notice.cmd === 'dict') {
    forgetPreloadedDictionaries();
    void invalidateDictionaries(queryClient);
    return;
  }
  void queryClient.invalidateQueries({ queryKey: noticeKeys.byUser });
  void queryClient.invalidateQueries({ queryKey: MY_ANNOUNCEMENTS_KEY });
  if (notice.cmd !== 'revoke' && notice.priority === 'H') popUrgent(notice.msgTxt);
}

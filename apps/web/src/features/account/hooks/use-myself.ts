import type { Myself } from '@mall/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSessionStore } from '../../../lib/session-store';
import { accountApi } from '../api/account-api';

const MYSELF_KEY = ['account', 'myself'] as const;

/**
 * The signed-in user's own record: `saved` takes a fresh copy from the server and passes the name,
 * contacts and avatar on to the session, so the header shows them at once; `reload` fetches it again.
 */
export function useMyself() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: MYSELF_KEY, queryFn: accountApi.myself });
  const saved = (myself: Myself) => {
    queryClient.setQueryData(MYSELF_KEY, myself);
    const { userInfo, setUserInfo } = useSessionStore.getState();
    if (userInfo) {
      const { realname, phone, email, avatar } = myself;
      setUserInfo({ ...userInfo, realname, phone, email, avatar });
    }
  };
  const reload = () => void queryClient.invalidateQueries({ queryKey: MYSELF_KEY });
  return { query, saved, reload };
}

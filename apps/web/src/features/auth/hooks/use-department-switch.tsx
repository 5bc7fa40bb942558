import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { useSessionStore } from '../../../lib/session-store';
import { currentUserDepartsKey, fetchCurrentUserDeparts } from '../api/org-api';
import { DepartmentModal } from '../components/DepartmentModal';

/** How long the department list stays fresh for the header entry. */
const DEPARTS_STALE_MS = 5 * 60_000;

/**
 * The header's department switch: available only when the user has departments in the acting
 * tenant; `open()` shows the department modal, `modal` must be rendered.
 */
export function useDepartmentSwitch(): { available: boolean; open: () => void; modal: ReactNode } {
  const { t } = useTranslation('auth');
  const { message } = feedback();
  const queryClient = useQueryClient();
  const tenantId = useSessionStore((state) => state.tenantId);
  const username = useSessionStore((state) => state.userInfo?.username);
  const setUserInfo = useSessionStore((state) => state.setUserInfo);
  const [isOpen, setOpen] = useState(false);
  const departs = useQuery({
    queryKey: currentUserDepartsKey(tenantId),
    queryFn: () => fetchCurrentUserDeparts({ silent: true }),
    enabled: Boolean(username),
    staleTime: DEPARTS_STALE_MS,
  });
  const list = departs.data?.list ?? [];
  const available = Boolean(username) && list.length > 0;

  const modal = available ? (
    <DepartmentModal
      open={isOpen}
      purpose="switch"
      departs={list}
      currentOrgCode={departs.data?.orgCode ?? null}
      username={username ?? ''}
      onChosen={(userInfo, depart) => {
        setUserInfo(userInfo);
        setOpen(false);
        message.success(t('org.depart.switched', { name: depart.departName }));
        void queryClient.invalidateQueries({ queryKey: currentUserDepartsKey(tenantId) });
      }}
      // The HTTP client has shown the failure; the modal stays open for another try.
      onFailed={() => undefined}
      onCancel={() => setOpen(false)}
    />
  ) : null;

  return { available, open: () => setOpen(true), modal };
}

import {
  MultiDepart,
  type DepartsOfUser,
  type DepartSummary,
  type DepartUserInfo,
  type LoginResult,
  type TenantSummary,
} from '@mall/shared';
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { useSessionStore } from '../../../lib/session-store';
import { logout } from '../api/auth-api';
import { fetchCurrentUserDeparts, selectDepart } from '../api/org-api';

// Only users of several tenants or departments are asked: the dialogs (and antd's Select) load when asked.
const TenantModal = lazy(() =>
  import('../components/TenantModal').then((module) => ({ default: module.TenantModal })),
);
const DepartmentModal = lazy(() =>
  import('../components/DepartmentModal').then((module) => ({ default: module.DepartmentModal })),
);

/** How long the "no department" warning stays. */
const NO_DEPARTMENT_NOTICE_S = 3;

interface TenantQuestion {
  tenants: TenantSummary[];
  answer: (tenantId: string) => void;
}

interface DepartQuestion {
  departs: DepartSummary[];
  currentOrgCode: string | null;
  username: string;
  answer: (userInfo: DepartUserInfo) => void;
  fail: (error: unknown) => void;
}

interface DepartsToChooseFrom {
  departs: DepartSummary[];
  currentOrgCode: string | null;
  /** The login answer already settled the current department (a single one needs no call). */
  settled: boolean;
}

/** The login answer's departments when they describe the tenant acted in, else the server's for it. */
async function departsToChooseFrom(
  result: LoginResult & Partial<DepartsOfUser>,
  tenantChanged: boolean,
): Promise<DepartsToChooseFrom> {
  if (!tenantChanged && result.departs && result.multi_depart !== undefined)
    return { departs: result.departs, currentOrgCode: null, settled: true };
  const { list, orgCode } = await fetchCurrentUserDeparts({ silent: true });
  return { departs: list, currentOrgCode: orgCode, settled: false };
}

/**
 * What follows a successful sign-in: a user of several tenants picks one (sent as tenant_id from then
 * on), a user of several departments picks one (posted, and the answered user stored), one of each is
 * taken silently, and a staff user without a department is warned (a customer has none). `afterSignIn` resolves when done and
 * rejects when the department cannot be set (the session is then revoked); `modals` must be rendered.
 */
export function useOrgChoice(): { afterSignIn: (result: LoginResult) => Promise<void>; modals: ReactNode } {
  const { t } = useTranslation('auth');
  const { notification } = feedback();
  const [tenantQuestion, setTenantQuestion] = useState<TenantQuestion | null>(null);
  const [departQuestion, setDepartQuestion] = useState<DepartQuestion | null>(null);

  const afterSignIn = useCallback(
    async (result: LoginResult & Partial<DepartsOfUser>) => {
      const loginTenant = useSessionStore.getState().tenantId;
      if (result.tenantList.length > 1) {
        const tenantId = await new Promise<string>((answer) =>
          setTenantQuestion({ tenants: result.tenantList, answer }),
        );
        setTenantQuestion(null);
        useSessionStore.getState().chooseTenant(tenantId);
      }
      const tenantChanged = useSessionStore.getState().tenantId !== loginTenant;
      try {
        const { departs, currentOrgCode, settled } = await departsToChooseFrom(result, tenantChanged);
        const [only] = departs;
        if (!only) {
          // Customers work without a department: only staff are told they lack one.
          if (result.customer) return;
          notification.warning({
            title: t('org.depart.noticeTitle'),
            description: t('org.depart.none'),
            duration: NO_DEPARTMENT_NOTICE_S,
          });
          return;
        }
        const username = result.userInfo.username;
        let userInfo: DepartUserInfo | null = null;
        if (departs.length > 1 || result.multi_depart === MultiDepart.several) {
          userInfo = await new Promise<DepartUserInfo>((answer, fail) =>
            setDepartQuestion({ departs, currentOrgCode, username, answer, fail }),
          );
        } else if (!settled && currentOrgCode !== only.orgCode) {
          userInfo = (await selectDepart({ orgCode: only.orgCode, username }, { silent: true })).userInfo;
        }
        if (userInfo) useSessionStore.getState().setUserInfo(userInfo);
      } catch (error) {
        // The department could not be set: the session ends here, on the server too (even if that fails).
        await logout({ silent: true }).catch(() => undefined);
        throw error;
      } finally {
        setDepartQuestion(null);
      }
    },
    [notification, t],
  );

  const modals = (
    <Suspense fallback={null}>
      {tenantQuestion ? (
        <TenantModal
          open
          tenants={tenantQuestion.tenants}
          onChoose={(tenantId) => tenantQuestion.answer(tenantId)}
        />
      ) : null}
      {departQuestion ? (
        <DepartmentModal
          open
          purpose="signIn"
          departs={departQuestion.departs}
          currentOrgCode={departQuestion.currentOrgCode}
          username={departQuestion.username}
          onChosen={(userInfo) => departQuestion.answer(userInfo)}
          onFailed={(error) => departQuestion.fail(error)}
        />
      ) : null}
    </Suspense>
  );

  return { afterSignIn, modals };
}

import { lazy, Suspense, useEffect, useState } from 'react';
import { onSessionExpired } from '../../../lib/http-session-expiry';
import { useSessionStore } from '../../../lib/session-store';

const ReLoginModal = lazy(() =>
  import('./ReLoginModal').then((module) => ({ default: module.ReLoginModal })),
);

/**
 * Mounted once around every page: when a request finds the session revoked or expired, the re-login
 * modal opens over the current page (loaded on first need). A session ended on purpose (logout, failed
 * permission load) closes it: the login page takes over.
 */
export function ReLoginHost() {
  const [expired, setExpired] = useState(false);
  const hasSession = useSessionStore((state) => state.token !== null);
  useEffect(() => {
    const stopExpiry = onSessionExpired(() => setExpired(true));
    const stopSession = useSessionStore.subscribe((state) => {
      if (state.token === null) setExpired(false);
    });
    return () => {
      stopExpiry();
      stopSession();
    };
  }, []);
  if (!expired || !hasSession) return null;
  return (
    <Suspense fallback={null}>
      <ReLoginModal open onDone={() => setExpired(false)} />
    </Suspense>
  );
}

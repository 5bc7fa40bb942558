import { lazy, Suspense } from 'react';
import { useSessionStore } from '../../lib/session-store';

const NoticeBell = lazy(() => import('./NoticeBell'));

/** The bell for headers: rendered for signed-in users only, its code loaded when first needed. */
export function NoticeBellLazy({ color }: { color?: string }) {
  const signedIn = useSessionStore((state) => state.token !== null);
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <NoticeBell color={color} />
    </Suspense>
  );
}

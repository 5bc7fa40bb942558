import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';

// The error page's antd Result (with its illustrations) loads only when an error actually happens.
const ErrorResult = lazy(() => import('./ErrorResult'));

/** Error boundary of the router: a page that failed to load or render (e.g. a chunk missing after a deploy). */
export default function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : '';
  return (
    <Suspense fallback={null}>
      <ErrorResult detail={detail} />
    </Suspense>
  );
}

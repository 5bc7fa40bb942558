import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isHttpError } from '../../lib/http-error';

// The error page's antd Result (with its illustrations) loads only when an error actually happens.
const ErrorResult = lazy(() => import('./ErrorResult'));

// What browsers and Vite say when a page's script or style file cannot be fetched (network down, or a
// file gone after a deploy).
const CHUNK_FAILURE =
  /dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to load module script|ChunkLoadError/i;

/** Whether `error` is a failed load of one of the app's code or style files. */
export function isChunkLoadFailure(error: unknown): boolean {
  return error instanceof Error && (error.name === 'ChunkLoadError' || CHUNK_FAILURE.test(error.message));
}

/**
 * Error boundary of the router: a page that failed to load or render. The user reads why in their own
 * language (never the browser's English), a failed request by its message, and can reload. `embedded`: inside a layout, whose header and
 * tabs stay.
 */
export default function RouteErrorPage({ embedded = false }: { embedded?: boolean }) {
  const { t } = useTranslation();
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : isChunkLoadFailure(error)
      ? t('routeError.chunkFailed')
      : isHttpError(error)
        ? error.message
        : '';
  return (
    <Suspense fallback={null}>
      <ErrorResult detail={detail} embedded={embedded} />
    </Suspense>
  );
}

/** The error boundary of a page inside a layout: the layout's header, menu and tabs stay usable. */
export function PageErrorBoundary() {
  return <RouteErrorPage embedded />;
}

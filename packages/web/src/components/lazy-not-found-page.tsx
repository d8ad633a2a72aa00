import { lazy, Suspense } from 'react';
import { FullScreenLoading } from './loading.tsx';

const NotFound = lazy(() => import('./not-found-page.tsx').then((m) => ({ default: m.NotFoundPage })));

/**
 * The not-found page (spec 2.4), its code (and its rocket) loaded when it is shown: the shell and
 * the catalogue name it, and would otherwise carry it on every first visit (decision 0028).
 */
export function LazyNotFoundPage() {
  return (
    <Suspense fallback={<FullScreenLoading />}>
      <NotFound />
    </Suspense>
  );
}

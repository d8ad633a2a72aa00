import { lazy, Suspense, useContext, type ComponentType, type ReactNode } from 'react';
// The context alone (a createContext call): react-query's code stays in the layer's chunk.
import { QueryClientContext } from '@tanstack/react-query';

/** The react-query layer's module (components/query-layer.tsx), loaded on first use. */
export const loadQueryLayer = () => import('./query-layer.tsx');

const QueryLayer = lazy(() => loadQueryLayer().then((m) => ({ default: m.QueryLayer })));

/**
 * `children` inside the app's react-query cache, once its code is in (decision 0041); at once when
 * a cache is already provided above (a test's).
 */
export function WithQueries({ children }: { children: ReactNode }) {
  const provided = useContext(QueryClientContext);
  if (provided) return children;
  return (
    <Suspense fallback={null}>
      <QueryLayer>{children}</QueryLayer>
    </Suspense>
  );
}

/** A page component that loads with the react-query layer and renders inside it. */
export async function pageWithQueries(load: () => Promise<ComponentType>): Promise<ComponentType> {
  const [Page, { QueryLayer: Layer }] = await Promise.all([load(), loadQueryLayer()]);
  return function PageWithQueries() {
    return (
      <Layer>
        <Page />
      </Layer>
    );
  };
}

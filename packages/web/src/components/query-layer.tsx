import { useContext, type ReactNode } from 'react';
import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client.ts';
import { session } from '../lib/session.ts';

const appQueryClient = createQueryClient();
// Every answer cached belonged to the old session.
session.onSignedOut(() => appQueryClient.removeQueries());

/**
 * The app's react-query cache around a page or modal that uses it. It loads with the first such
 * page, not with the shell: the sign-in page and the catalogue do without it (decision 0041). A
 * cache already provided above (a test's) is used as it is.
 */
export function QueryLayer({ children }: { children: ReactNode }) {
  const provided = useContext(QueryClientContext);
  if (provided) return children;
  return <QueryClientProvider client={appQueryClient}>{children}</QueryClientProvider>;
}

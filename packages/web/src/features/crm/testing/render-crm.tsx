import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ApplicationRecordPage } from '../components/application-record-page.tsx';
import { CrmPage } from '../components/crm-page.tsx';

/** Renders the CRM routes at `initialEntry` with a fresh query cache. */
export function renderCrm(initialEntry: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity } },
  });
  const router = createMemoryRouter(
    [
      { path: '/crm', element: <CrmPage /> },
      { path: '/crm/applications/:applicationId', element: <ApplicationRecordPage /> },
    ],
    { initialEntries: [initialEntry] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { ModalHost } from '../../../components/modal-state/modal-host.tsx';
import { ModalProvider } from '../../../components/modal-state/modal-provider.tsx';
import { ToastProvider } from '../../../components/toast-provider.tsx';
import { ApplicationRecordPage } from '../components/application-record-page.tsx';
import { CrmPage } from '../components/crm-page.tsx';

function CrmLayout() {
  return (
    <>
      <Outlet />
      <ModalHost />
    </>
  );
}

/** Renders the CRM routes at `initialEntry` with a fresh query cache, toasts and the modal state. */
export function renderCrm(initialEntry: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity } },
  });
  const router = createMemoryRouter(
    [
      {
        element: <CrmLayout />,
        children: [
          { path: '/crm', element: <CrmPage /> },
          { path: '/crm/applications/:applicationId', element: <ApplicationRecordPage /> },
        ],
      },
    ],
    { initialEntries: [initialEntry] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <ModalProvider>
          <RouterProvider router={router} />
        </ModalProvider>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

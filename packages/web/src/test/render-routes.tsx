import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { ModalHost } from '../components/modal-state/modal-host.tsx';
import { ModalProvider } from '../components/modal-state/modal-provider.tsx';
import { ToastProvider } from '../components/toast-provider.tsx';

function PageWithModals() {
  return (
    <>
      <Outlet />
      <ModalHost />
    </>
  );
}

/** A route that stands in for another feature's page: a test sees that it was reached. */
export function stubRoute(path: string, text: string): RouteObject {
  return { path, element: <p>{text}</p> };
}

/**
 * Renders `routes` at `initialEntry` with a fresh query cache, toasts and the modal state (the pages
 * of one feature, plus stub routes for the pages they link to).
 */
export function renderRoutes(routes: RouteObject[], initialEntry: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity } },
  });
  const router = createMemoryRouter([{ element: <PageWithModals />, children: routes }], {
    initialEntries: [initialEntry],
  });
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

import { renderRoutes, stubRoute } from '../../../test/render-routes.tsx';
import { InvoicesPage } from '../components/invoices-page.tsx';

/** Renders /invoices at `initialEntry`; a record it links to is a stub page (features/record). */
export function renderInvoices(initialEntry: string) {
  return renderRoutes(
    [
      { path: '/invoices', element: <InvoicesPage /> },
      stubRoute('/crm/applications/:applicationId', 'Record page'),
    ],
    initialEntry,
  );
}

import { renderRoutes, stubRoute } from '../../../test/render-routes.tsx';
import { ApplicationRecordPage } from '../components/application-record-page.tsx';

/** Renders the record page at `initialEntry`; the CRM list it links back to is a stub (features/crm). */
export function renderRecord(initialEntry: string) {
  return renderRoutes(
    [
      { path: '/crm/applications/:applicationId', element: <ApplicationRecordPage /> },
      stubRoute('/crm', 'CRM list'),
    ],
    initialEntry,
  );
}

import { renderRoutes, stubRoute } from '../../../test/render-routes.tsx';
import { CrmPage } from '../components/crm-page.tsx';

/** Renders the CRM list at `initialEntry`; a record it opens is a stub page (features/record). */
export function renderCrm(initialEntry: string) {
  return renderRoutes(
    [{ path: '/crm', element: <CrmPage /> }, stubRoute('/crm/applications/:applicationId', 'Record page')],
    initialEntry,
  );
}

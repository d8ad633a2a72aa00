import { renderRoutes, stubRoute } from '../../../test/render-routes.tsx';
import { NsfPage } from '../components/nsf-page.tsx';

/** Renders the /nsf page at `initialEntry`; a record it links to is a stub page (features/record). */
export function renderNsf(initialEntry = '/nsf') {
  return renderRoutes(
    [{ path: '/nsf', element: <NsfPage /> }, stubRoute('/crm/applications/:applicationId', 'Record page')],
    initialEntry,
  );
}

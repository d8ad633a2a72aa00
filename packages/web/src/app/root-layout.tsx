import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import { Outlet, ScrollRestoration, useMatches, useNavigation, type Location } from 'react-router';
import { CookieConsent } from '../components/layout/cookie-consent.tsx';
import { Footer } from '../components/layout/footer.tsx';
import { HeaderPlaceholder } from '../components/layout/header-placeholder.tsx';
import { ModalHost } from '../components/modal-state/modal-host.tsx';

// Not on the critical path of a first page (sign-in hides the header): each loads on its own, so
// the sign-in page needs only what it shows (docs/decisions/0028).
const Header = lazy(() => import('../components/layout/header.tsx').then((m) => ({ default: m.Header })));
const PageLoadingBar = lazy(() =>
  import('../components/layout/page-loading-bar.tsx').then((m) => ({ default: m.PageLoadingBar })),
);

/** Route `handle` of pages shown without the header (sign-up, login, forgot password). */
export interface RouteHandle {
  hideHeader?: boolean;
}

function hidesHeader(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && (handle as RouteHandle).hideHeader === true;
}

/**
 * Scroll positions per history entry; a fresh page load has the key 'default' whatever its path,
 * so it is keyed by path instead (else /a's position would be restored on a freshly loaded /b).
 */
function scrollKey(location: Location): string {
  return location.key === 'default' ? location.pathname : location.key;
}

/** Sticky header (with the welcome banner), page, footer, cookie consent, the open modal (spec 2.2, 2.6). */
export function RootLayout() {
  const matches = useMatches();
  const navigation = useNavigation();
  const showHeader = !matches.some((match) => hidesHeader(match.handle));

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      {showHeader && (
        <Suspense fallback={<HeaderPlaceholder />}>
          <Header />
        </Suspense>
      )}
      {navigation.state === 'loading' && (
        <Suspense fallback={null}>
          <PageLoadingBar />
        </Suspense>
      )}
      <Box component="main" id="main" sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column' }}>
        <Outlet />
      </Box>
      <Footer />
      <CookieConsent />
      <ModalHost />
      <ScrollRestoration getKey={scrollKey} />
    </Box>
  );
}

import { lazy, Suspense, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { CookieConsent } from '../components/layout/cookie-consent.tsx';
import { Footer } from '../components/layout/footer.tsx';
import { HeaderPlaceholder } from '../components/layout/header-placeholder.tsx';
import { ModalHost } from '../components/modal-state/modal-host.tsx';
import { useNavigationPending } from './navigation.tsx';
import { ScrollRestoration } from './scroll-restoration.tsx';

// Not on the critical path of a first page (sign-in hides the header): each loads on its own, so
// the sign-in page needs only what it shows (docs/decisions/0028).
const Header = lazy(() => import('../components/layout/header.tsx').then((m) => ({ default: m.Header })));
const PageLoadingBar = lazy(() =>
  import('../components/layout/page-loading-bar.tsx').then((m) => ({ default: m.PageLoadingBar })),
);

/**
 * Sticky header (with the welcome banner), page, footer, cookie consent, the open modal (spec 2.2, 2.6).
 * `hideHeader`: the page is shown without the header (sign-up, login, forgot password).
 */
export function RootLayout({ hideHeader, children }: { hideHeader: boolean; children: ReactNode }) {
  const pending = useNavigationPending();

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      {!hideHeader && (
        <Suspense fallback={<HeaderPlaceholder />}>
          <Header />
        </Suspense>
      )}
      {pending && (
        <Suspense fallback={null}>
          <PageLoadingBar />
        </Suspense>
      )}
      <Box component="main" id="main" sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column' }}>
        {children}
      </Box>
      <Footer />
      <CookieConsent />
      <ModalHost />
      <ScrollRestoration />
    </Box>
  );
}

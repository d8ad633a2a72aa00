import { lazy, Suspense, type ComponentType } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import { pageWithQueries } from '../components/lazy-query-layer.tsx';
import { FullScreenLoading } from '../components/loading.tsx';
import { ExternalRedirect } from './external-redirect.tsx';
import { AuthOnlyRoute, ConfirmSignUpRoute, SignedInRoute, UuidParamRoute } from './guards.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorBoundary } from './route-error.tsx';

/**
 * A page whose code loads when first shown, so the sign-in page stays small (React.lazy), with the
 * react-query cache around it unless `queries: false` (the catalogue and the not-found page do
 * without it, decision 0041).
 */
function page(load: () => Promise<ComponentType>, { queries = true }: { queries?: boolean } = {}) {
  const Page = lazy(() =>
    (queries ? pageWithQueries(load) : load()).then((Component) => ({ default: Component })),
  );
  return <Page />;
}

/** Route `handle` of pages shown without the header (sign-up, login, forgot password, the token links). */
interface RouteHandle {
  hideHeader?: boolean;
}

const hideHeader: RouteHandle = { hideHeader: true };

const catalogue = () => import('../features/catalogue/components/catalogue-pages.tsx');
const application = () => import('../features/application/components/application-page.tsx');
const productPage = () => import('../features/application/components/product-page.tsx');
// One element for the record's three paths: moving between them keeps the page, as one component.
const applicationRecordPage = page(() =>
  import('../features/record/components/application-record-page.tsx').then((m) => m.ApplicationRecordPage),
);

/** The routes of spec 2.1, exactly. */
export const routes: RouteObject[] = [
  {
    element: <AuthOnlyRoute />,
    children: [
      {
        path: 'login',
        handle: hideHeader,
        element: page(() => import('../features/auth/components/login-page.tsx').then((m) => m.LoginPage)),
      },
      {
        path: 'signup',
        handle: hideHeader,
        element: page(() => import('../features/auth/components/signup-page.tsx').then((m) => m.SignupPage)),
      },
      {
        path: 'confirm-user',
        element: page(() =>
          import('../features/auth/components/confirm-user-page.tsx').then((m) => m.ConfirmUserPage),
        ),
      },
      {
        path: 'confirm-signin',
        element: page(() =>
          import('../features/auth/components/confirm-signin-page.tsx').then((m) => m.ConfirmSigninPage),
        ),
      },
      {
        path: 'setup-mfa',
        element: page(() =>
          import('../features/auth/components/setup-mfa-page.tsx').then((m) => m.SetupMfaPage),
        ),
      },
    ],
  },
  {
    element: <ConfirmSignUpRoute />,
    children: [
      {
        path: 'request-confirmation',
        element: page(() =>
          import('../features/auth/components/request-confirmation-page.tsx').then(
            (m) => m.RequestConfirmationPage,
          ),
        ),
      },
    ],
  },
  { index: true, element: page(() => catalogue().then((m) => m.HomePage), { queries: false }) },
  {
    path: 'insurer/:insurerSlug',
    element: page(() => catalogue().then((m) => m.InsurerPage), { queries: false }),
  },
  {
    path: 'reset-password',
    element: page(() =>
      import('../features/auth/components/reset-password-page.tsx').then((m) => m.ResetPasswordPage),
    ),
  },
  {
    path: 'new-password',
    element: page(() =>
      import('../features/auth/components/new-password-page.tsx').then((m) => m.NewPasswordPage),
    ),
  },
  {
    // Public: the signed link is the credential (decision 0032); signed in or not.
    path: 'pay/:token',
    handle: hideHeader,
    element: page(() =>
      import('../features/payment-link/components/payment-link-page.tsx').then((m) => m.PaymentLinkPage),
    ),
  },
  {
    // Public: the signed portal link is the credential (decision 0038).
    path: 'portal/:token',
    handle: hideHeader,
    element: page(() =>
      import('../features/portal/components/policy-portal-page.tsx').then((m) => m.PolicyPortalPage),
    ),
  },
  {
    path: 'forgot-password',
    handle: hideHeader,
    element: page(() =>
      import('../features/auth/components/forgot-password-page.tsx').then((m) => m.ForgotPasswordPage),
    ),
  },
  {
    // UUID only: any other id is no route at all, so the not-found page, signed in or not.
    path: 'crm/applications/:applicationId',
    element: <UuidParamRoute param="applicationId" />,
    children: [
      {
        element: <SignedInRoute />,
        children: [
          { index: true, element: applicationRecordPage },
          { path: 'edit', element: applicationRecordPage },
          { path: 'brokerTenantEdit', element: applicationRecordPage },
        ],
      },
    ],
  },
  {
    element: <SignedInRoute />,
    children: [
      { path: 'products/:slug', element: page(() => productPage().then((m) => m.ProductPage)) },
      {
        path: 'products/:productPath/application',
        element: page(() => application().then((m) => m.ApplicationPage)),
      },
      {
        path: 'crm',
        element: page(() => import('../features/crm/components/crm-page.tsx').then((m) => m.CrmPage)),
      },
      {
        path: 'account',
        element: page(() =>
          import('../features/account/components/account-page.tsx').then((m) => m.AccountPage),
        ),
      },
      {
        path: 'analytics',
        element: page(() => import('../features/analytics/components/analytics-page.tsx').then((m) => m.AnalyticsPage)),
      },
      {
        path: 'reports',
        element: page(() =>
          import('../features/reports/components/reports-page.tsx').then((m) => m.ReportsPage),
        ),
      },
      {
        path: 'financial-reports',
        element: page(() =>
          import('../features/financial-reports/components/financial-reports-page.tsx').then(
            (m) => m.FinancialReportsPage,
          ),
        ),
      },
      {
        path: 'invoices',
        element: page(() =>
          import('../features/invoices/components/invoices-page.tsx').then((m) => m.InvoicesPage),
        ),
      },
      {
        path: 'setup',
        element: page(() => import('../features/setup/components/setup-page.tsx').then((m) => m.SetupPage)),
      },
      {
        path: 'finance-ops',
        element: page(() =>
          import('../features/finance-ops/components/finance-ops-page.tsx').then((m) => m.FinanceOpsPage),
        ),
      },
      {
        path: 'toolbox',
        element: page(() => import('../features/toolbox/components/toolbox-page.tsx').then((m) => m.ToolboxPage)),
      },
      {
        path: 'integrations',
        element: page(() =>
          import('../features/integrations/components/integrations-page.tsx').then((m) => m.IntegrationsPage),
        ),
      },
      {
        path: 'nsf',
        element: page(() => import('../features/nsf/components/nsf-page.tsx').then((m) => m.NsfPage)),
      },
      { path: 'free-ce-webinars', element: <ExternalRedirect link="freeCeWebinars" /> },
    ],
  },
  {
    path: '*',
    element: page(() => import('../components/not-found-page.tsx').then((m) => m.NotFoundPage), {
      queries: false,
    }),
  },
];

function hidesHeader(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && (handle as RouteHandle).hideHeader === true;
}

/**
 * The app's pages at the current URL, in react-router's declarative mode (decision 0041): the
 * layout, the error page in place of a page that fails (or of the whole layout if it fails itself),
 * and the loading screen until a first page's code is in.
 */
export function AppRoutes() {
  const location = useLocation();
  const element = useRoutes(routes, location);
  const showHeader = !(matchRoutes(routes, location) ?? []).some((match) => hidesHeader(match.route.handle));
  return (
    <RouteErrorBoundary location={location}>
      <Suspense fallback={<FullScreenLoading />}>
        <RootLayout hideHeader={!showHeader}>
          <RouteErrorBoundary location={location}>{element}</RouteErrorBoundary>
        </RootLayout>
      </Suspense>
    </RouteErrorBoundary>
  );
}

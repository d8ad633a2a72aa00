import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { EXTERNAL_LINKS } from '@bm/domain';
import { FullScreenLoading } from '../components/loading.tsx';
import { ExternalRedirect } from './external-redirect.tsx';
import { AuthOnlyRoute, ConfirmSignUpRoute, SignedInRoute, UuidParamRoute } from './guards.tsx';
import { RootLayout, type RouteHandle } from './root-layout.tsx';
import { RouteErrorPage } from './route-error.tsx';

/** A route whose page code loads when first visited, so the sign-in page stays small. */
function page(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: await load() }) };
}

const hideHeader: RouteHandle = { hideHeader: true };

const workspace = () => import('../features/workspace/components/workspace-pages.tsx');
const catalogue = () => import('../features/catalogue/components/catalogue-pages.tsx');
const application = () => import('../features/application/components/application-page.tsx');
const productPage = () => import('../features/application/components/product-page.tsx');
const applicationRecord = () =>
  import('../features/record/components/application-record-page.tsx').then((m) => m.ApplicationRecordPage);

/** The routes of spec 2.1, exactly. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    hydrateFallbackElement: <FullScreenLoading />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          {
            Component: AuthOnlyRoute,
            children: [
              {
                path: 'login',
                handle: hideHeader,
                ...page(() => import('../features/auth/components/login-page.tsx').then((m) => m.LoginPage)),
              },
              {
                path: 'signup',
                handle: hideHeader,
                ...page(() =>
                  import('../features/auth/components/signup-page.tsx').then((m) => m.SignupPage),
                ),
              },
              {
                path: 'confirm-user',
                ...page(() =>
                  import('../features/auth/components/confirm-user-page.tsx').then((m) => m.ConfirmUserPage),
                ),
              },
              {
                path: 'confirm-signin',
                ...page(() =>
                  import('../features/auth/components/confirm-signin-page.tsx').then(
                    (m) => m.ConfirmSigninPage,
                  ),
                ),
              },
              {
                path: 'setup-mfa',
                ...page(() =>
                  import('../features/auth/components/setup-mfa-page.tsx').then((m) => m.SetupMfaPage),
                ),
              },
            ],
          },
          {
            Component: ConfirmSignUpRoute,
            children: [
              {
                path: 'request-confirmation',
                ...page(() =>
                  import('../features/auth/components/request-confirmation-page.tsx').then(
                    (m) => m.RequestConfirmationPage,
                  ),
                ),
              },
            ],
          },
          { index: true, ...page(() => catalogue().then((m) => m.HomePage)) },
          { path: 'insurer/:insurerSlug', ...page(() => catalogue().then((m) => m.InsurerPage)) },
          {
            path: 'reset-password',
            ...page(() =>
              import('../features/auth/components/reset-password-page.tsx').then((m) => m.ResetPasswordPage),
            ),
          },
          {
            path: 'new-password',
            ...page(() =>
              import('../features/auth/components/new-password-page.tsx').then((m) => m.NewPasswordPage),
            ),
          },
          {
            // Public: the signed link is the credential (decision 0032); signed in or not.
            path: 'pay/:token',
            handle: hideHeader,
            ...page(() =>
              import('../features/payment-link/components/payment-link-page.tsx').then(
                (m) => m.PaymentLinkPage,
              ),
            ),
          },
          {
            // Public: the signed portal link is the credential (decision 0038).
            path: 'portal/:token',
            handle: hideHeader,
            ...page(() =>
              import('../features/portal/components/policy-portal-page.tsx').then((m) => m.PolicyPortalPage),
            ),
          },
          {
            path: 'forgot-password',
            handle: hideHeader,
            ...page(() =>
              import('../features/auth/components/forgot-password-page.tsx').then(
                (m) => m.ForgotPasswordPage,
              ),
            ),
          },
          {
            // UUID only: any other id is no route at all, so the not-found page, signed in or not.
            path: 'crm/applications/:applicationId',
            element: <UuidParamRoute param="applicationId" />,
            children: [
              {
                Component: SignedInRoute,
                children: [
                  { index: true, ...page(applicationRecord) },
                  { path: 'edit', ...page(applicationRecord) },
                  { path: 'brokerTenantEdit', ...page(applicationRecord) },
                ],
              },
            ],
          },
          {
            Component: SignedInRoute,
            children: [
              { path: 'products/:slug', ...page(() => productPage().then((m) => m.ProductPage)) },
              {
                path: 'products/:productPath/application',
                ...page(() => application().then((m) => m.ApplicationPage)),
              },
              {
                path: 'crm',
                ...page(() => import('../features/crm/components/crm-page.tsx').then((m) => m.CrmPage)),
              },
              {
                path: 'account',
                ...page(() =>
                  import('../features/account/components/account-page.tsx').then((m) => m.AccountPage),
                ),
              },
              { path: 'analytics', ...page(() => workspace().then((m) => m.AnalyticsPage)) },
              {
                path: 'reports',
                ...page(() =>
                  import('../features/reports/components/reports-page.tsx').then((m) => m.ReportsPage),
                ),
              },
              {
                path: 'financial-reports',
                ...page(() =>
                  import('../features/financial-reports/components/financial-reports-page.tsx').then(
                    (m) => m.FinancialReportsPage,
                  ),
                ),
              },
              {
                path: 'invoices',
                ...page(() =>
                  import('../features/invoices/components/invoices-page.tsx').then((m) => m.InvoicesPage),
                ),
              },
              { path: 'setup', ...page(() => workspace().then((m) => m.SetupPage)) },
              { path: 'finance-ops', ...page(() => workspace().then((m) => m.FinanceOpsPage)) },
              { path: 'toolbox', ...page(() => workspace().then((m) => m.ToolboxPage)) },
              {
                path: 'nsf',
                ...page(() => import('../features/nsf/components/nsf-page.tsx').then((m) => m.NsfPage)),
              },
              { path: 'free-ce-webinars', element: <ExternalRedirect to={EXTERNAL_LINKS.freeCeWebinars} /> },
            ],
          },
          {
            path: '*',
            ...page(() => import('../components/not-found-page.tsx').then((m) => m.NotFoundPage)),
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

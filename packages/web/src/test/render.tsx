import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { MeUser } from '@bm/contracts';
import { flagsFromGroups, type Group } from '@bm/domain';
import { AppProviders } from '../app/providers.tsx';
import { AppRoutes } from '../app/router.tsx';
import { session } from '../lib/session.ts';
import { DEFAULT_SETTINGS } from './settings.ts';

let nextId = 1;

/** A signed-in user with the flags of `groups`. */
export function makeUser(groups: Group[], overrides: Partial<MeUser> = {}): MeUser {
  const id = `00000000-0000-4000-a000-${String(nextId++).padStart(12, '0')}`;
  return {
    id,
    username: 'user',
    email: 'user@example.com',
    givenName: 'Pat',
    familyName: 'Example',
    groups,
    flags: flagsFromGroups(groups),
    mfaEnabled: false,
    mfaPreference: null,
    language: 'en-CA',
    brokerage: null,
    settings: DEFAULT_SETTINGS,
    ...overrides,
  };
}

/**
 * A fresh query cache; `user`: the session as GET /api/auth/me would answer (null: signed out);
 * omit it to fetch.
 */
function testQueryClient(user?: MeUser | null): QueryClient {
  if (user !== undefined) session.setUser(user);
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
}

/** The whole app (real routes, guards and layout) at `path`. */
export function renderApp(path: string, { user }: { user?: MeUser | null } = {}) {
  const queryClient = testQueryClient(user);
  // The browser's URL starts where the app does, as with the real (browser) router: the signed-in
  // guard compares the two to tell an outgoing page from the current one.
  window.history.replaceState(null, '', path);
  // The app's routes are declarative (decision 0041); a memory router around them lets a test read
  // and move the location.
  const router = createMemoryRouter([{ path: '*', element: <AppRoutes /> }], { initialEntries: [path] });
  // ... and follows it at once, as the browser's does when the app navigates (before React renders
  // the next page, which may still be loading its code).
  router.subscribe(({ location }) => {
    window.history.replaceState(null, '', location.pathname + location.search + location.hash);
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** One component inside the providers and a router (for components that link or navigate). */
export function renderWithProviders(
  ui: ReactElement,
  { user, path = '/' }: { user?: MeUser | null; path?: string } = {},
) {
  const queryClient = testQueryClient(user);
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

import type { MeUser, Partnership, ProductSummary } from '@bm/contracts';
import { makeUser } from '../../../test/render.tsx';
import { mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { SetupPage } from '../components/setup-page.tsx';

/** A partnership setup user (English unless told). */
export const SETUP_USER = makeUser(['LaunchpadSetup']);

/** The products GET /api/products lists: tenants, then contractors. */
export const PRODUCTS: ProductSummary[] = [
  { productId: 'tenants', name: 'Tenants Insurance' },
  { productId: 'contractors', name: 'Contractors Liability' },
].map((p) => ({
  ...p,
  enabled: true,
  categories: [],
  searchKeywords: [],
  applicationPath: p.productId,
  insurerId: 'northbridge',
  insurerName: 'Northbridge',
  lineOfBusiness: 'residential' as const,
  showTile: true,
  description: '',
  version: '1.0',
}));

/** Northstar Brokers in Ontario, selling tenants at 12.5 %, one broker invited and not yet signed up. */
export const NORTHSTAR: Partnership = {
  id: '00000000-0000-4000-8000-0000000000b1',
  name: 'Northstar Brokers',
  code: 'NORTHSTAR',
  subdomain: 'northstar',
  marketplaceName: null,
  province: 'ON',
  email: null,
  productIds: ['tenants'],
  commissionRates: { tenants: 0.125 },
  brokers: 0,
  invitations: [{ email: 'nadia@example.net', invitedAt: '2026-11-26T17:00:00.000Z', acceptedAt: null }],
  createdAt: '2026-11-26T17:00:00.000Z',
};

/**
 * The API Setup Partnership reads and writes, as `user` sees it: `products`, the partnerships (`initial`
 * until one is set up, Northstar after), a new partner's setup and its terms' save; `sent`, the bodies.
 */
export function setupApi(
  user: MeUser = SETUP_USER,
  initial: Partnership[] = [],
  products: ProductSummary[] = PRODUCTS,
) {
  let items: Partnership[] = initial;
  const sent: unknown[] = [];
  const api = mockApi((url, init) => {
    if (url.pathname === '/api/auth/me') return { body: { user } };
    if (url.pathname === '/api/products') return { body: { items: products, nextToken: null } };
    if (url.pathname === '/api/partnerships' && init?.method === 'POST') {
      sent.push(JSON.parse(String(init.body)));
      items = [NORTHSTAR];
      return {
        body: {
          message: 'Northstar Brokers is set up and 1 broker was invited by email.',
          partnership: NORTHSTAR,
        },
      };
    }
    if (url.pathname === `/api/partnerships/${NORTHSTAR.id}/terms` && init?.method === 'PUT') {
      const terms = JSON.parse(String(init.body)) as Pick<
        Partnership,
        'productIds' | 'commissionRates' | 'marketplaceName'
      >;
      sent.push(terms);
      items = [{ ...NORTHSTAR, ...terms }];
      return { body: { message: "Northstar Brokers's terms are saved.", partnership: items[0] } };
    }
    if (url.pathname === '/api/partnerships') return { body: { items } };
    return undefined;
  });
  return { api, sent };
}

/** The Setup Partnership page. */
export const renderSetup = () => renderRoutes([{ path: '/setup', element: <SetupPage /> }], '/setup');

import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { AnalyticsSummary } from '@bm/contracts';
import { BROKER_USER, BROKERAGE_A, FINANCE_USER } from '../../../test/crm-fixtures.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { AnalyticsPage } from './analytics-page.tsx';
import { setLocale } from '../../../i18n/locale-store.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setLocale('en-CA');
});

const counts = { started: 0, quoted: 0, referred: 0, rejected: 0, converted: 0, bound: 0, premiumWritten: 0 };
const SUMMARY: AnalyticsSummary = {
  from: '2026-11-25',
  to: '2026-11-26',
  granularity: 'day',
  brokerageId: BROKERAGE_A.id,
  series: [
    { period: '2026-11-25', ...counts, started: 3, quoted: 2, converted: 1, bound: 1, premiumWritten: 45_000 },
    { period: '2026-11-26', ...counts, started: 1, rejected: 1 },
  ],
  totals: { started: 4, quoted: 2, referred: 0, rejected: 1, converted: 1, bound: 1, premiumWritten: 45_000 },
  funnel: { started: 4, quoted: 2, bound: 1, quotedRate: 50, quoteToBindRate: 50, boundRate: 25 },
  byProduct: [{ key: 'tenants', label: 'Tenants Insurance', bound: 1, premiumWritten: 45_000 }],
  byProvince: [{ key: 'ON', label: 'Ontario', bound: 1, premiumWritten: 45_000 }],
  byPaymentPeriod: [{ key: 'monthly', label: 'Monthly', bound: 1, premiumWritten: 45_000 }],
  topActions: [{ modalType: 'CancelPolicy', opened: 3 }],
};

function analyticsApi(user = BROKER_USER) {
  return mockApi((url) => {
    if (url.pathname === '/api/auth/me') return { body: { user } };
    if (url.pathname === '/api/analytics/summary') return { body: SUMMARY };
    if (url.pathname === '/api/brokerages') return { body: { items: [BROKERAGE_A] } };
    return undefined;
  });
}

/** The figure of a tile (a <dt> and its <dd>). */
const tile = (label: string) =>
  screen.getAllByText(label).find((element) => element.tagName === 'DT')!.nextElementSibling;

const render = (entry = '/analytics') => renderRoutes([{ path: '/analytics', element: <AnalyticsPage /> }], entry);

describe('AnalyticsPage', () => {
  it('reads in French with French figures: "450,00 $", "25 %"', async () => {
    setLocale('fr-CA');
    analyticsApi();
    render('/analytics?from=2026-11-25&to=2026-11-26');
    await screen.findByText('Soumissions commencées');
    const nbsp = (text: string | null | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ');
    expect(nbsp(tile('Liées')?.textContent)).toBe('1 (25 %)');
    expect(nbsp(tile('Primes souscrites')?.textContent)).toBe('450,00 $');
    expect(screen.getByRole('table', { name: 'Soumissions par période' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Primes souscrites par province' })).toBeInTheDocument();
  });

  it("shows a broker their brokerage's figures with a table under each chart, and no brokerage filter", async () => {
    const api = analyticsApi();
    render('/analytics?from=2026-11-25&to=2026-11-26');
    await screen.findByText('Quotes started');
    expect(tile('Quotes started')).toHaveTextContent('4');
    expect(tile('Bound')).toHaveTextContent('1 (25%)');
    expect(tile('Premium written')).toHaveTextContent('$450.00');
    // The figure is the accounting premium report's, and the page says so.
    expect(screen.getByText(/as the accounting premium report counts it/)).toBeInTheDocument();
    const byPeriod = screen.getByRole('table', { name: 'Quotes by period' });
    const first = within(byPeriod).getByRole('rowheader', { name: '2026-11-25' }).closest('tr')!;
    expect(first).toHaveTextContent('$450.00');
    expect(within(screen.getByRole('table', { name: 'Conversion' })).getByText('25%')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Premium written by product' })).getByText('Tenants Insurance')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Record actions opened most' })).getByText('Cancel Policy')).toBeInTheDocument();
    expect(screen.queryByLabelText('Brokerage')).not.toBeInTheDocument();
    const asked = api.last('/api/analytics/summary')!;
    expect(asked.searchParams.get('from')).toBe('2026-11-25');
    expect(asked.searchParams.get('brokerageId')).toBeNull();
  });

  it('gives the back-office a brokerage filter that asks for that brokerage', async () => {
    const api = analyticsApi(FINANCE_USER);
    render(`/analytics?brokerageId=${BROKERAGE_A.id}&granularity=month`);
    await screen.findByText('Quotes started');
    expect(screen.getByLabelText('Brokerage')).toBeInTheDocument();
    await waitFor(() => expect(api.last('/api/analytics/summary')?.searchParams.get('brokerageId')).toBe(BROKERAGE_A.id));
    expect(api.last('/api/analytics/summary')?.searchParams.get('granularity')).toBe('month');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatCad, summariseQuote } from '@bm/domain';
import { applicationId, makeApplication } from '../testing/fixtures.ts';
import { mockApi, type ApiReply } from '../testing/mock-api.ts';
import { renderCrm } from '../testing/render-crm.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ID = applicationId(1);

function recordApi(reply: ApiReply) {
  return mockApi((url) => (url.pathname === `/api/applications/${ID}` ? reply : undefined));
}

/** '$1,234.56' -> 123456 */
function toCents(text: string | null): number {
  return Math.round(Number((text ?? '').replace(/[$,]/g, '')) * 100);
}

function amountIn(table: HTMLElement, rowLabel: string): string | null {
  const row = within(table).getByRole('rowheader', { name: rowLabel }).closest('tr')!;
  return row.querySelectorAll('td')[0]?.textContent ?? null;
}

describe('ApplicationRecordPage', () => {
  it('shows the header, the summary and the form answers', async () => {
    recordApi({ body: makeApplication() });
    renderCrm(`/crm/applications/${ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Insured 1' })).toBeInTheDocument();
    expect(screen.getByText('Policy TEN-2025-100001')).toBeInTheDocument();
    expect(screen.getByText('Bound')).toBeInTheDocument();
    expect(screen.getByText('Closed-Won')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Insured 1 | Apollo Broker Marketplace'));

    const summary = screen.getByRole('heading', { name: 'Summary' }).closest('.MuiCard-root') as HTMLElement;
    const term = (label: string) =>
      within(summary).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(term('Product')).toBe('Tenants Insurance');
    expect(term('Brokerage')).toBe('Maple Leaf Brokers');
    expect(term('Broker')).toBe('Bea Brokerbea@mapleleaf.example');
    expect(term('Payment period')).toBe('Monthly');
    expect(term('Province')).toBe('Ontario (ON)');
    expect(term('Effective date')).toBe('2025-03-01');
    expect(term('Expiry date')).toBe('2026-03-01');
    expect(term('Bound date')).toBe('2025-02-22');

    const answers = screen
      .getByRole('heading', { name: 'Form answers' })
      .closest('.MuiCard-root') as HTMLElement;
    expect(within(answers).getByText('Business address city').nextElementSibling).toHaveTextContent(
      'Toronto',
    );
    expect(within(answers).getByText('Operations').nextElementSibling).toHaveTextContent(
      'carpentry, painting',
    );
    expect(within(answers).getByText('Has claims').nextElementSibling).toHaveTextContent('No');
  });

  it('shows the quote as lines whose totals are their sums', async () => {
    recordApi({ body: makeApplication() });
    renderCrm(`/crm/applications/${ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Insured 1' });
    const quote = summariseQuote(100_000, 'ON');

    const split = screen.getByRole('table', { name: 'Premium split' });
    expect(amountIn(split, 'Insurer premium')).toBe(formatCad(quote.insurerPremium));
    expect(amountIn(split, 'MGA premium')).toBe(formatCad(quote.dmgaPremium));
    expect(amountIn(split, 'Broker commission')).toBe(formatCad(quote.brokerPremium));
    expect(amountIn(split, 'Premiums sum')).toBe('$1,000.00');
    expect(
      toCents(amountIn(split, 'Insurer premium')) +
        toCents(amountIn(split, 'MGA premium')) +
        toCents(amountIn(split, 'Broker commission')),
    ).toBe(toCents(amountIn(split, 'Premiums sum')));

    const fee = screen.getByRole('table', { name: 'Transaction fee' });
    expect(amountIn(fee, 'Transaction fee')).toBe('$25.00');
    expect(amountIn(fee, 'GST/HST')).toBe('$3.25');
    expect(amountIn(fee, 'PST')).toBe('$0.00');
    expect(amountIn(fee, 'Transaction fee total')).toBe('$28.25');

    const totals = screen.getByRole('table', { name: 'Totals by payment period' });
    expect(within(totals).getByRole('rowheader', { name: 'Premium tax (8%)' })).toBeInTheDocument();
    const rows = within(totals).getAllByRole('row').slice(1);
    const cells = rows.map((row) => [...row.querySelectorAll('td')].map((cell) => toCents(cell.textContent)));
    const totalRow = cells.at(-1)!;
    const lineRows = cells.slice(0, -1);
    // Columns: annual, monthly, instalment. Each total is the sum of the lines above it.
    for (const column of [0, 1, 2]) {
      const sum = lineRows.reduce((acc, row) => acc + row[column]!, 0);
      expect(totalRow[column]).toBe(sum);
    }
    expect(totalRow).toEqual([quote.total.annual, quote.total.monthly, quote.total.instalment]);
    expect(lineRows.at(-1)).toEqual([0, quote.financingFees, quote.instalmentFinancingFees]);

    // The record's plan (monthly) is the highlighted column.
    const header = within(totals).getAllByRole('columnheader');
    expect(header.map((cell) => cell.hasAttribute('data-active'))).toEqual([false, false, true, false]);
    expect(header[2]).toHaveTextContent('Current plan');
    expect(screen.queryByText(/differs from the sum/)).not.toBeInTheDocument();
  });

  it('warns when a stored total does not match its lines', async () => {
    const record = makeApplication();
    const quote = { ...record.quote, transactionFeeTotal: 9_999 };
    recordApi({ body: { ...record, quote } });
    renderCrm(`/crm/applications/${ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Insured 1' });
    expect(screen.getAllByText(/The stored total differs from the sum of its lines/).length).toBeGreaterThan(
      0,
    );
  });

  it('shows no quote card for an unquoted application', async () => {
    recordApi({ body: makeApplication({ quote: null, status: 'started', policyNumber: null }) });
    renderCrm(`/crm/applications/${ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Insured 1' });
    expect(screen.getByText('No policy number yet')).toBeInTheDocument();
    expect(screen.getByText('No quote yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Totals by payment period' })).not.toBeInTheDocument();
  });

  it('says when the application does not exist, with a way back', async () => {
    recordApi({ status: 404, body: { message: 'Application not found' } });
    const { router } = renderCrm(`/crm/applications/${ID}`);
    expect(await screen.findByRole('heading', { name: 'Application not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to CRM' })).toHaveAttribute('href', '/crm');
    await waitFor(() => expect(document.title).toBe('Application | Apollo Broker Marketplace'));
    await userEvent.setup().click(screen.getByRole('link', { name: 'Back to CRM' }));
    expect(router.state.location.pathname).toBe('/crm');
  });

  it('says when the record belongs to another brokerage', async () => {
    recordApi({ status: 403, body: { message: 'Forbidden' } });
    renderCrm(`/crm/applications/${ID}`);
    expect(await screen.findByText('You do not have access to this record.')).toBeInTheDocument();
  });

  it('treats a malformed id as not found without calling the API', async () => {
    const api = recordApi({ body: makeApplication() });
    renderCrm('/crm/applications/not-a-uuid');
    expect(await screen.findByRole('heading', { name: 'Application not found' })).toBeInTheDocument();
    expect(api.requests('/api/applications/not-a-uuid')).toHaveLength(0);
  });

  it('shows a loading skeleton, then the record', async () => {
    let release: (reply: ApiReply) => void = () => undefined;
    mockApi((url) =>
      url.pathname === `/api/applications/${ID}`
        ? new Promise<ApiReply>((resolve) => (release = resolve))
        : undefined,
    );
    renderCrm(`/crm/applications/${ID}`);
    expect(await screen.findByLabelText('Loading application')).toBeInTheDocument();
    release({ body: makeApplication() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Insured 1' })).toBeInTheDocument();
  });
});

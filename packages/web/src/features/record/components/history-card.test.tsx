import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PolicyTransaction } from '@bm/contracts';
import { premiumTaxNamesOn } from '@bm/domain';
import { mockFetch, type MockReply } from '../../../test/fetch-mock.ts';
import { makeUser, renderApp } from '../../../test/render.tsx';
import { applicationId, makeApplication, makeTransaction } from '../../../test/crm-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const ID = applicationId(1);
const HISTORY = `/api/applications/${ID}/transactions`;

/** As the server sends them: oldest first. */
const TRANSACTIONS: PolicyTransaction[] = [
  makeTransaction(1, {
    description: 'Policy bound',
    user: { id: 'u1', name: 'Bea Broker', email: 'bea@mapleleaf.example' },
    before: null,
    after: { status: 'bound', policyNumber: 'TEN-2025-100001' },
    premiumDelta: 100_000,
    taxDelta: 8_000,
    feeDelta: 2_500,
    totalDelta: 110_500,
    paymentId: 'pay_1',
    payment: { amount: 110_500, status: 'succeeded' },
  }),
  makeTransaction(2, {
    type: 'Endorsement',
    createdAt: '2025-06-10T17:00:00.000Z',
    effectiveDate: '2025-06-15T07:01:00.000Z',
    reason: 'Change of Mailing Address',
    description: 'Moved to Ottawa',
    user: { id: 'u2', name: 'Uma Underwriter', email: 'uma@apollo.example' },
    before: { form: { 'business-address-city': 'Toronto' } },
    after: { form: { 'business-address-city': 'Ottawa' } },
    premiumDelta: 5_000,
    taxDelta: 400,
    feeDelta: 0,
    totalDelta: 5_400,
    paymentId: 'pay_2',
    payment: { amount: 5_400, status: 'succeeded' },
  }),
  makeTransaction(3, {
    type: 'Cancellation',
    createdAt: '2025-09-01T16:00:00.000Z',
    effectiveDate: '2025-09-01T07:01:00.000Z',
    reason: 'Tenant Moved',
    description: 'Policy Cancellation',
    user: { id: 'u3', name: null, email: 'ops@apollo.example' },
    before: { status: 'bound' },
    after: { status: 'cancelled' },
    premiumDelta: -30_000,
    taxDelta: -2_400,
    feeDelta: -500,
    totalDelta: -32_900,
    refundId: 're_1',
    refund: { amount: 32_900, status: 'pending' },
    // Spread over two card charges (issue 24 item 7: only the first part was shown).
    refundParts: [
      { id: 're_1', amount: 12_252, status: 'succeeded' },
      { id: 're_2', amount: 20_648, status: 'pending' },
    ],
  }),
];

function serve(history: () => MockReply, record = makeApplication()) {
  let current = record;
  return mockFetch(({ method, url }) => {
    if (method === 'GET' && url.pathname === `/api/applications/${ID}`) return { body: current };
    if (method === 'GET' && url.pathname === `/api/applications/${ID}/documents`) return { body: [] };
    if (method === 'GET' && url.pathname === HISTORY) return history();
    if (method === 'POST' && url.pathname === '/api/analytics/events') return { body: { ok: true } };
    if (method === 'POST' && url.pathname === `/api/applications/${ID}/bind`) {
      current = { ...current, status: 'bound', updatedAt: '2026-11-20T18:00:00.000Z' };
      return { body: current };
    }
    return undefined;
  });
}

function historyCard() {
  return screen.getByRole('heading', { level: 2, name: 'History' }).closest<HTMLElement>('.MuiCard-root')!;
}

/** '+$1,105.00' -> 110500; '−$329.00' -> -32900 */
function toCents(text: string): number {
  const sign = text.startsWith('\u2212') ? -1 : 1;
  return sign * Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
}

/** The label and signed cents of each row of an entry's amounts table. */
function amounts(entry: HTMLElement) {
  return within(within(entry).getByRole('table', { name: 'Amounts' }))
    .getAllByRole('row')
    .map((row) => ({
      label: within(row).getByRole('rowheader').textContent,
      text: row.querySelector('td')?.textContent ?? '',
    }));
}

describe('the record history', () => {
  it('shows the transactions newest first, with what changed, the deltas and the settlement', async () => {
    serve(() => ({ body: TRANSACTIONS }));
    renderApp(`/crm/applications/${ID}`, { user: makeUser(['Standard']) });
    const timeline = await screen.findByRole('list', { name: 'Transaction history' });
    const entries = within(timeline).getAllByRole('listitem');
    expect(entries.map((entry) => within(entry).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Cancellation',
      'Endorsement',
      'New Business',
    ]);
    expect(historyCard()).toHaveTextContent('Newest first');

    // Each entry's deltas are its row's, signed: + a charge, − a return.
    const newestFirst = [...TRANSACTIONS].reverse();
    entries.forEach((entry, index) => {
      const row = newestFirst[index]!;
      const shown = amounts(entry);
      expect(shown.map((line) => line.label)).toEqual(['Premium', 'Tax', 'Fees', 'Total']);
      expect(shown.map((line) => toCents(line.text))).toEqual([
        row.premiumDelta,
        row.taxDelta,
        row.feeDelta,
        row.totalDelta,
      ]);
    });
    expect(amounts(entries[0]!).map((line) => line.text)).toEqual([
      '\u2212$300.00',
      '\u2212$24.00',
      '\u2212$5.00',
      '\u2212$329.00',
    ]);
    expect(amounts(entries[2]!).map((line) => line.text)).toEqual([
      '+$1,000.00',
      '+$80.00',
      '+$25.00',
      '+$1,105.00',
    ]);

    const [cancellation, endorsement] = entries as [HTMLElement, HTMLElement];
    expect(cancellation).toHaveTextContent('2025-09-01 · Effective 2025-09-01 · by ops@apollo.example');
    expect(cancellation).toHaveTextContent('Tenant Moved — Policy Cancellation');
    const statusRow = within(within(cancellation).getByRole('table', { name: 'Changes' })).getByRole('row', {
      name: /Status/,
    });
    expect([...statusRow.querySelectorAll('th, td')].map((cell) => cell.textContent)).toEqual([
      'Status',
      'Bound',
      'Cancelled',
    ]);
    expect(cancellation).toHaveTextContent('Refund $329.00');
    expect(cancellation).toHaveTextContent('Refund part 1 of 2 $122.52');
    expect(cancellation).toHaveTextContent('Refund part 2 of 2 $206.48');
    // The refund is pending until its last part is; each part has its own status.
    expect(within(cancellation).getAllByText('Pending')).toHaveLength(2);
    expect(within(cancellation).getByText('Succeeded')).toBeInTheDocument();

    expect(endorsement).toHaveTextContent('2025-06-10 · Effective 2025-06-15 · by Uma Underwriter');
    const cityRow = within(endorsement).getByRole('row', { name: /Business address city/ });
    expect(cityRow).toHaveTextContent('Form › Business address cityTorontoOttawa');
    expect(endorsement).toHaveTextContent('Payment $54.00');
    expect(within(endorsement).getByText('Succeeded')).toBeInTheDocument();
  });

  it('shows money in CAD, a renewal by its policy number and term, and no money table when none moved', async () => {
    serve(() => ({
      body: [
        makeTransaction(4, {
          type: 'Renewal offered',
          createdAt: '2026-01-01T17:00:00.000Z',
          effectiveDate: '2026-03-01T08:01:00.000Z',
          after: { renewalId: 'c0ffee00-0000-4000-8000-000000000042', status: 'quoted', total: 24_386 },
        }),
        makeTransaction(5, {
          type: 'Sales status',
          createdAt: '2026-01-02T17:00:00.000Z',
          before: { salesStatus: 'Open' },
          after: { salesStatus: 'Closed-Won' },
        }),
      ],
    }));
    renderApp(`/crm/applications/${ID}`, { user: makeUser(['Standard']) });
    const timeline = await screen.findByRole('list', { name: 'Transaction history' });
    const [note, renewal] = within(timeline).getAllByRole('listitem') as [HTMLElement, HTMLElement];

    const cells = (name: RegExp) =>
      [...within(renewal).getByRole('row', { name }).querySelectorAll('th, td')].map((c) => c.textContent);
    expect(cells(/^Total/)).toEqual(['Total', '—', '$243.86']);
    expect(cells(/^Renewal/)).toEqual(['Renewal', '—', 'TEN-2025-100001, term from 2026-03-01']);
    expect(renewal).not.toHaveTextContent('c0ffee00');
    expect(renewal).not.toHaveTextContent('24386');

    // A change that moves no money (a note's sales status, a transfer) has no $0.00 amounts table.
    expect(within(note).queryByRole('table', { name: 'Amounts' })).not.toBeInTheDocument();
    expect(within(renewal).queryByRole('table', { name: 'Amounts' })).not.toBeInTheDocument();
    expect(within(note).getByRole('table', { name: 'Changes' })).toHaveTextContent('Closed-Won');
  });

  it('names the premium tax of a row with its rates and authority when the server names it', async () => {
    const taxNames = premiumTaxNamesOn({ province: 'QC', taxClass: 'personalProperty', on: '2027-01-01' });
    serve(() => ({
      body: [TRANSACTIONS[0]!, { ...TRANSACTIONS[1]!, taxDelta: 499, totalDelta: 5_499, taxNames }],
    }));
    renderApp(`/crm/applications/${ID}`, { user: makeUser(['Standard']) });
    const timeline = await screen.findByRole('list', { name: 'Transaction history' });
    const [endorsement, bound] = within(timeline).getAllByRole('listitem');
    expect(amounts(endorsement!).map((line) => line.label)).toEqual([
      'Premium',
      'Quebec tax on insurance premiums (9.975%), Revenu Québec',
      'Fees',
      'Total',
    ]);
    // A row the server names nothing for keeps the plain label.
    expect(amounts(bound!).map((line) => line.label)).toEqual(['Premium', 'Tax', 'Fees', 'Total']);
  });

  it('exports the history as a CSV download', async () => {
    serve(() => ({ body: TRANSACTIONS }));
    renderApp(`/crm/applications/${ID}`, { user: makeUser(['Standard']) });
    const link = await screen.findByRole('link', { name: 'Export' });
    expect(link).toHaveAttribute('href', `/api/applications/${ID}/transactions.csv?lang=en-CA`);
    expect(link).toHaveAttribute('download');
  });

  it('says when there are no transactions yet, without an export', async () => {
    serve(() => ({ body: [] }));
    renderApp(`/crm/applications/${ID}`, { user: makeUser(['Standard']) });
    expect(await screen.findByText('No transactions yet.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Export' })).not.toBeInTheDocument();
  });

  it("shows the server's message when the history cannot load, and retries", async () => {
    let fail = true;
    const api = serve(() =>
      fail ? { status: 403, body: { message: 'You cannot see this history.' } } : { body: TRANSACTIONS },
    );
    renderApp(`/crm/applications/${ID}`, { user: makeUser(['Standard']) });
    expect(
      await within(await findHistoryCard()).findByText('You cannot see this history.'),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(historyCard()).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Transaction history' })).toBeInTheDocument();
    expect(api.to('GET', HISTORY)).toHaveLength(2);
  });

  it('refreshes when the record changes', async () => {
    let rows: PolicyTransaction[] = [];
    const api = serve(() => ({ body: rows }), makeApplication({ status: 'quoted', policyNumber: null }));
    renderApp(`/crm/applications/${ID}`, { user: makeUser(['Underwriter']) });
    expect(await screen.findByText('No transactions yet.')).toBeInTheDocument();

    rows = [makeTransaction(9, { type: 'Manual Bind', createdAt: '2026-11-20T18:00:00.000Z' })];
    await userEvent.click(screen.getByRole('button', { name: 'Actions' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Manual bind' }));
    const dialog = screen.getByRole('dialog', { name: 'Manual bind' });
    await userEvent.type(within(dialog).getByLabelText(/^Account notes/), 'Paid by cheque.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bind policy' }));

    const timeline = await screen.findByRole('list', { name: 'Transaction history' });
    expect(within(timeline).getByRole('heading', { level: 3 })).toHaveTextContent('Manual Bind');
    await waitFor(() => expect(api.to('GET', HISTORY)).toHaveLength(2));
  });
});

async function findHistoryCard() {
  await screen.findByRole('heading', { level: 2, name: 'History' });
  return historyCard();
}

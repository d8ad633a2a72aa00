import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatCad, POLICY_STATUSES, PRODUCT_DEFINITIONS, type PolicyStatus } from '@bm/domain';
import { externalNavigation } from '../../../lib/browser.ts';
import { UNBOUND_STATUSES } from '../lib/continue-application.ts';
import {
  applicationId,
  makeApplication,
  makeDocument,
  makeQuote,
  makeTransferSummary,
} from '../../../test/crm-fixtures.ts';
import { mockApi, type ApiHandler, type ApiReply } from '../../../test/mock-api.ts';
import { renderRecord } from '../test/render-record.tsx';

/** A quote as the first release stored it: figures only, no premium lines or schedule. */
const OLD_SHAPE_QUOTE = {
  priced: true,
  premiumsSum: 100_000,
  premiumsTaxes: 8_000,
  transactionFee: 2_500,
  total: { annual: 110_825, monthly: 116_225, instalment: 114_065 },
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ID = applicationId(1);
const NO_INVOICES = { invoices: [], totals: { billed: 0, paid: 0, owing: 0 } };

/** The record at `reply`, its documents (none unless given), nothing else, and `more` for other paths. */
function recordApi(reply: ApiReply, documents: ApiReply = { body: [] }, more: ApiHandler = () => undefined) {
  return mockApi(async (url) => {
    if (url.pathname === `/api/applications/${ID}`) return reply;
    if (url.pathname === `/api/applications/${ID}/documents`) return documents;
    const other = await more(url);
    if (other) return other;
    // No notes, invoices or history (their cards: account-note/notes-card.test.tsx, invoices-card.test.tsx).
    if (url.pathname === `/api/applications/${ID}/notes`) return { body: [] };
    if (url.pathname === `/api/applications/${ID}/invoices`) return { body: NO_INVOICES };
    return url.pathname === `/api/applications/${ID}/transactions` ? { body: [] } : undefined;
  });
}

async function openRecord(reply: ApiReply, documents?: ApiReply, more?: ApiHandler) {
  const api = recordApi(reply, documents, more);
  const view = renderRecord(`/crm/applications/${ID}`);
  await screen.findByRole('heading', { level: 1, name: 'Insured 1' });
  return { api, ...view };
}

/** '$1,234.56' -> 123456 */
function toCents(text: string | null): number {
  return Math.round(Number((text ?? '').replace(/[$,]/g, '')) * 100);
}

/** The label and cents of each row of a lines table; the last row is its total. */
function tableRows(name: string) {
  const rows = within(screen.getByRole('table', { name })).getAllByRole('row');
  return rows.map((row) => ({
    label: within(row).getByRole('rowheader').textContent,
    amount: toCents(row.querySelector('td:last-child')?.textContent ?? null),
  }));
}

/** Checks that a lines table's total row is the sum of the rows above it; returns the rows. */
function expectSummed(name: string) {
  const rows = tableRows(name);
  const total = rows.at(-1)!;
  const lines = rows.slice(0, -1);
  expect(lines.length).toBeGreaterThan(0);
  expect(total.amount).toBe(lines.reduce((sum, line) => sum + line.amount, 0));
  return { lines, total };
}

describe('ApplicationRecordPage', () => {
  it('shows the header, the summary and the form answers', async () => {
    recordApi({ body: makeApplication() });
    renderRecord(`/crm/applications/${ID}`);

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

    // Without the product definition (404 here) the answers fall back to their keys made readable.
    const answers = screen
      .getByRole('heading', { name: 'Form answers' })
      .closest('.MuiCard-root') as HTMLElement;
    expect(await within(answers).findByText('Business address city')).toBeInTheDocument();
    expect(within(answers).getByText('Business address city').nextElementSibling).toHaveTextContent(
      'Toronto',
    );
    expect(within(answers).getByText('Operations').nextElementSibling).toHaveTextContent(
      'carpentry, painting',
    );
    expect(within(answers).getByText('Has claims').nextElementSibling).toHaveTextContent('No');
  });

  it("shows the answers under the questionnaire's headings, valued in words", async () => {
    const record = makeApplication({
      productId: 'tenants',
      form: {
        ...makeApplication().form,
        'business-address-street': '250 Queen Street West',
        'business-address-postal': 'M5V 2T6',
        'ale-limit': '10000',
        'cover-level': 'basic',
        'prior-flood-loss': false,
        roommates: [
          {
            'roommate-name': 'Sam Lee',
            'roommate-birthyear': '1996',
            'roommate-property-limit': '10000',
            'roommate-ale-limit': '5000',
          },
        ],
      },
    });
    await openRecord({ body: record }, undefined, (url) =>
      url.pathname === `/api/applications/${ID}/definition`
        ? {
            body: {
              versionId: '0f000000-0000-4000-8000-000000000001',
              definition: PRODUCT_DEFINITIONS.tenants,
            },
          }
        : undefined,
    );
    const answers = screen
      .getByRole('heading', { name: 'Form answers' })
      .closest('.MuiCard-root') as HTMLElement;
    const answer = async (label: string) =>
      (await within(answers).findByText(label, { selector: 'dt' })).nextElementSibling?.textContent;
    expect(await answer('Additional living expenses (ALE) limit')).toBe('$10,000');
    expect(await answer('Cover level')).toBe('Basic');
    expect(await answer('Rental address')).toBe('250 Queen Street West, Toronto, ON M5V 2T6');
    expect(await answer('The rental has had flood, sewer backup or water damage in the last 10 years')).toBe(
      'No',
    );
    expect(await answer('Roommates to insure')).toBe(
      'Roommate name: Sam Lee, Roommate birth year: 1996, Roommate contents (property) limit: $10,000, Roommate additional living expenses limit: $5,000',
    );
    for (const raw of [
      'Ale limit',
      'Cover level basic',
      'Business address city',
      'Business address street',
    ]) {
      expect(within(answers).queryByText(raw, { selector: 'dt' })).not.toBeInTheDocument();
    }
  });

  it('shows the quote for the record’s plan: sections summed, and their sum the total', async () => {
    await openRecord({ body: makeApplication() });
    const quote = makeQuote();
    expect(screen.getByText('Monthly plan')).toBeInTheDocument();

    const premiums = expectSummed('Premiums');
    expect(premiums.lines).toEqual([
      { label: 'Contents', amount: 60_000 },
      { label: 'Liability', amount: 30_000 },
      { label: 'Additional living expenses', amount: 10_000 },
    ]);
    expect(premiums.total).toEqual({ label: 'Premiums total', amount: quote.premiumsSum });
    for (const title of ['Taxes', 'Fees', 'Credit card surcharge', 'Financing']) expectSummed(title);
    expect(tableRows('Financing')[0]).toEqual({ label: 'Financing fee', amount: quote.financingFees });

    const totals = expectSummed('Total');
    expect(totals.lines.map((line) => line.label)).toEqual([
      'Premiums',
      'Taxes',
      'Fees',
      'Credit card surcharge',
      'Financing',
    ]);
    expect(totals.total).toEqual({ label: 'Total (monthly plan)', amount: quote.total.monthly });
    expect(screen.queryByText(/differs from the sum/)).not.toBeInTheDocument();
  });

  it('splits the premiums between insurer, MGA and broker', async () => {
    await openRecord({ body: makeApplication() });
    const quote = makeQuote();
    const split = expectSummed('Commission split');
    expect(split.lines).toEqual([
      { label: 'Insurer premium', amount: quote.insurerPremium },
      { label: 'MGA premium', amount: quote.dmgaPremium },
      { label: 'Broker commission', amount: quote.brokerPremium },
    ]);
    expect(split.total).toEqual({ label: 'Premiums sum', amount: quote.premiumsSum });
  });

  it('shows the monthly payment schedule, by month from the effective date', async () => {
    await openRecord({ body: makeApplication() });
    const quote = makeQuote();
    const table = screen.getByRole('table', { name: 'Payment schedule' });
    const rows = within(table).getAllByRole('row').slice(1);
    const payments = rows
      .slice(0, -1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(payments).toHaveLength(12);
    expect(payments[0]).toEqual(['1', '2025-03', formatCad(quote.schedule.monthly[0]!.amount)]);
    expect(payments[11]?.slice(0, 2)).toEqual(['12', '2026-02']);
    const sum = payments.reduce((acc, payment) => acc + toCents(payment[2] ?? null), 0);
    expect(sum).toBe(quote.total.monthly);
    expect(rows.at(-1)).toHaveTextContent(`Total of payments${formatCad(quote.total.monthly)}`);
  });

  it('shows an annual plan without financing or a schedule', async () => {
    await openRecord({ body: makeApplication({ paymentPeriod: 'annual' }) });
    const quote = makeQuote();
    expect(screen.getByText('Annual plan')).toBeInTheDocument();
    expect(expectSummed('Total').total).toEqual({ label: 'Total (annual plan)', amount: quote.total.annual });
    expect(screen.queryByRole('table', { name: 'Financing' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Payment schedule' })).not.toBeInTheDocument();
  });

  it('shows the instalment schedule quarterly', async () => {
    await openRecord({ body: makeApplication({ paymentPeriod: 'instalment' }) });
    const table = screen.getByRole('table', { name: 'Payment schedule' });
    const months = within(table)
      .getAllByRole('row')
      .slice(1, -1)
      .map((row) => row.querySelectorAll('td')[0]?.textContent);
    expect(months).toEqual(['2025-03', '2025-06', '2025-09', '2025-12']);
  });

  it('warns when a stored total does not match its lines', async () => {
    const record = makeApplication();
    const quote = makeQuote();
    await openRecord({ body: { ...record, quote: { ...quote, total: { ...quote.total, monthly: 9_999 } } } });
    expect(
      screen.getByText(/The stored total \(\$99\.99\) differs from the sum of its lines/),
    ).toBeInTheDocument();
  });

  it('says the quote is not priced, with the reasons', async () => {
    const quote = { ...makeQuote(), priced: false, unpricedReasons: ['Roof older than 25 years.'] };
    await openRecord({ body: makeApplication({ quote, status: 'referred' }) });
    expect(screen.getByText('Not priced')).toBeInTheDocument();
    expect(screen.getByText('Roof older than 25 years.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Total' })).not.toBeInTheDocument();
  });

  it.each([
    ['no quote', null],
    ['a quote in the old figures-only shape', OLD_SHAPE_QUOTE],
  ])('shows No quote yet for %s', async (_case, quote) => {
    await openRecord({ body: makeApplication({ quote, status: 'started', policyNumber: null }) });
    expect(screen.getByText('No policy number yet')).toBeInTheDocument();
    expect(screen.getByText('No quote yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Total' })).not.toBeInTheDocument();
  });

  it('shows the insurer and broker payments of the transfer summary', async () => {
    const quote = makeQuote();
    await openRecord({ body: makeApplication({ commissionTransferSummary: makeTransferSummary(quote) }) });
    const table = screen.getByRole('table', { name: 'Commission transfers' });
    const row = (payee: string) => within(table).getByRole('rowheader', { name: payee }).closest('tr')!;
    expect(row('Insurer')).toHaveTextContent(`Insurer${formatCad(quote.insurerPremium)}Pending`);
    expect(row('Broker')).toHaveTextContent(`Broker${formatCad(quote.brokerTransfer)}Pending`);
  });

  it('has no transfer card without a transfer summary', async () => {
    await openRecord({ body: makeApplication() });
    expect(screen.queryByRole('heading', { name: 'Commission transfers' })).not.toBeInTheDocument();
  });

  it('says when the application does not exist, with a way back', async () => {
    recordApi({ status: 404, body: { message: 'Application not found' } });
    const { router } = renderRecord(`/crm/applications/${ID}`);
    expect(await screen.findByRole('heading', { name: 'Application not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to CRM' })).toHaveAttribute('href', '/crm');
    await waitFor(() => expect(document.title).toBe('Application | Apollo Broker Marketplace'));
    await userEvent.setup().click(screen.getByRole('link', { name: 'Back to CRM' }));
    expect(router.state.location.pathname).toBe('/crm');
  });

  it('says when the record belongs to another brokerage', async () => {
    recordApi({ status: 403, body: { message: 'Forbidden' } });
    renderRecord(`/crm/applications/${ID}`);
    expect(await screen.findByText('You do not have access to this record.')).toBeInTheDocument();
  });

  it('treats a malformed id as not found without calling the API', async () => {
    const api = recordApi({ body: makeApplication() });
    renderRecord('/crm/applications/not-a-uuid');
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
    renderRecord(`/crm/applications/${ID}`);
    expect(await screen.findByLabelText('Loading application')).toBeInTheDocument();
    release({ body: makeApplication() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Insured 1' })).toBeInTheDocument();
  });
});

describe('record documents', () => {
  const documents = [
    makeDocument('Policy wording.pdf', { Size: 1_572_864, LastModified: '2025-02-23T06:30:00.000Z' }),
    makeDocument('Declarations.pdf', { Size: 500 }),
    // An upload: its storage key is unique and ASCII, its name the one uploaded.
    makeDocument('Reçu été (copie).pdf', {
      Key: 'TEN-2025-100001/uploads/0b7c2f0e-6a51-4f7e-9d55-8f0e6b1c2d3a-Re-u-t-copie-.pdf',
      Size: 2_048,
    }),
  ];

  it('lists each document by name, last modified day and size', async () => {
    await openRecord({ body: makeApplication() }, { body: documents });
    const table = await screen.findByRole('table', { name: 'Documents' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].slice(0, 3).map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Policy wording.pdf', '2025-02-22', '1.5 MB'],
      ['Declarations.pdf', '2025-02-22', '500 Bytes'],
      ['Reçu été (copie).pdf', '2025-02-22', '2 KB'],
    ]);
    expect(within(table).getByRole('button', { name: 'Download Reçu été (copie).pdf' })).toBeInTheDocument();
  });

  it('asks for a download link and sends the browser to it', async () => {
    const assign = vi.spyOn(externalNavigation, 'assign').mockImplementation(() => undefined);
    const link = { url: 'https://files.example/signed/abc?expires=1', expiresAt: '2025-02-22T19:15:00.000Z' };
    const { api } = await openRecord({ body: makeApplication() }, { body: documents }, (url) =>
      url.pathname.startsWith('/api/documents/') ? { body: link } : undefined,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Download Policy wording.pdf' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(link.url));
    const asked = api.calls.filter((url) => url.pathname.startsWith('/api/documents/'));
    expect(asked.map((url) => url.pathname)).toEqual([
      '/api/documents/TEN-2025-100001/20250222/Policy%20wording.pdf',
    ]);
  });

  it('shows the server’s message when a link cannot be made', async () => {
    const assign = vi.spyOn(externalNavigation, 'assign').mockImplementation(() => undefined);
    await openRecord({ body: makeApplication() }, { body: documents }, (url) =>
      url.pathname.startsWith('/api/documents/')
        ? { status: 404, body: { message: 'Document not found' } }
        : undefined,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Download Declarations.pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Document not found');
    expect(assign).not.toHaveBeenCalled();
  });

  it('says when there are no documents yet', async () => {
    await openRecord({ body: makeApplication() });
    expect(await screen.findByText('No documents yet.')).toBeInTheDocument();
  });

  it('shows the server’s message when the list cannot load, and retries', async () => {
    let fail = true;
    mockApi((url) => {
      if (url.pathname === `/api/applications/${ID}`) return { body: makeApplication() };
      if (url.pathname === `/api/applications/${ID}/transactions`) return { body: [] };
      if (url.pathname === `/api/applications/${ID}/notes`) return { body: [] };
      if (url.pathname === `/api/applications/${ID}/invoices`) return { body: NO_INVOICES };
      if (url.pathname !== `/api/applications/${ID}/documents`) return undefined;
      return fail
        ? { status: 403, body: { message: 'You cannot see these documents.' } }
        : { body: documents };
    });
    renderRecord(`/crm/applications/${ID}`);
    expect(await screen.findByText('You cannot see these documents.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Documents' })).toBeInTheDocument();
  });
});

describe('continue application', () => {
  it.each(UNBOUND_STATUSES)('links a %s application to its application pages', async (status) => {
    await openRecord({ body: makeApplication({ status, productId: 'tenants', policyNumber: null }) });
    expect(screen.getByRole('link', { name: 'Continue application' })).toHaveAttribute(
      'href',
      `/products/tenants/application?applicationId=${ID}`,
    );
  });

  it.each(POLICY_STATUSES.filter((status: PolicyStatus) => !UNBOUND_STATUSES.includes(status)))(
    'is not offered for a %s policy',
    async (status) => {
      await openRecord({ body: makeApplication({ status }) });
      expect(screen.queryByRole('link', { name: 'Continue application' })).not.toBeInTheDocument();
    },
  );
});

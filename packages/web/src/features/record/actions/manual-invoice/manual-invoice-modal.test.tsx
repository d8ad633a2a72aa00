import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ManualInvoiceResponse, OpenInvoiceList } from '@bm/contracts';
import { MANUAL_INVOICE_MESSAGES } from '@bm/domain';
import { mockFetch, type MockReply } from '../../../../test/fetch-mock.ts';
import { makeUser, renderApp } from '../../../../test/render.tsx';
import { applicationId, makeApplication, makeInvoice } from '../../../../test/crm-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const ID = applicationId(1);
const CREATE = `/api/applications/${ID}/manualInvoice`;
const OPEN = makeInvoice(2);
const TOO_MANY = 'This number should be smaller than or equal to 12.';

const created = (): ManualInvoiceResponse => ({
  application: makeApplication({ status: 'bound', updatedAt: '2026-01-20T18:00:00.000Z' }),
  transactionId: '7a000000-0000-4000-8000-000000000009',
  reason: { value: 'erp', label: 'ERP' },
  totalAmount: 10_000,
  invoices: [1, 2].map((n) => ({
    id: `5e000000-0000-4000-8000-00000000000${n}`,
    number: `MAN-000${n}`,
    description: `Manual invoice ${n} of 2: ERP`,
    amount: 5_000,
    dueDate: `2026-0${n}-20T18:00:00.000Z`,
    paymentLink: {
      url: `http://localhost/pay/token-${n}.sig`,
      token: `token-${n}.sig`,
      expiresAt: '2026-03-01T00:00:00.000Z',
    },
  })),
  link: 'http://localhost/pay/token-1.sig',
  selectedInvoiceIds: [OPEN.id],
  emailedTo: 'insured@example.net',
});

function serve(createReply?: MockReply) {
  return mockFetch(({ method, url }) => {
    const path = url.pathname;
    if (method === 'GET' && path === `/api/applications/${ID}`)
      return { body: makeApplication({ status: 'bound' }) };
    if (method === 'GET' && path === `/api/applications/${ID}/documents`) return { body: [] };
    if (method === 'GET' && path === `/api/applications/${ID}/transactions`) return { body: [] };
    if (method === 'GET' && path === `/api/applications/${ID}/invoices`) {
      const invoices = [makeInvoice(1, { status: 'paid', amountPaid: 10_000 }), OPEN];
      return { body: { invoices, totals: { billed: 20_000, paid: 10_000, owing: 10_000 } } };
    }
    if (method === 'GET' && path === `/api/applications/${ID}/openInvoices`) {
      const { id, number, type, externalId, dueDate, amountDue, amountPaid, isMPF, waivable } = OPEN;
      const open: OpenInvoiceList = [
        { id, number, type, externalId, dueDate, amountDue, amountPaid, isMPF, waivable, voidable: true },
      ];
      return { body: open };
    }
    if (method === 'POST' && path === '/api/analytics/events') return { body: { ok: true } };
    if (method === 'POST' && path === CREATE) return createReply ?? { body: created() };
    return undefined;
  });
}

async function openModal() {
  renderApp(`/crm/applications/${ID}`, { user: makeUser(['FinanceApolloUser', 'Apollo']) });
  await userEvent.click(await screen.findByRole('button', { name: 'Actions' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Create manual invoice' }));
  return screen.findByRole('dialog', { name: 'Create manual invoice' });
}

async function fill(dialog: HTMLElement, { amount, count }: { amount: string; count: string }) {
  await userEvent.type(within(dialog).getByLabelText(/^Amount/), amount);
  await userEvent.click(within(dialog).getByRole('combobox', { name: /^Reason/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'ERP' }));
  if (count) await userEvent.type(within(dialog).getByLabelText(/^Number of invoices/), count);
}

describe('Create manual invoice (record action)', () => {
  it("offers the eight reasons and says the spec's message above 12 invoices, without sending", async () => {
    const api = serve();
    const dialog = await openModal();
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Reason/ }));
    expect(screen.getAllByRole('option')).toHaveLength(8);
    await userEvent.keyboard('{Escape}');
    await fill(dialog, { amount: '100', count: '13' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText(TOO_MANY)).toBeInTheDocument();
    expect(api.to('POST', CREATE)).toHaveLength(0);
  });

  it('sends cents, the reason, the count and the chosen open invoices, then lists the links with Copy link', async () => {
    const api = serve();
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const dialog = await openModal();
    await fill(dialog, { amount: '100.00', count: '2' });
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: new RegExp(OPEN.number) }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));

    const panel = await within(dialog).findByRole('region', { name: 'Created invoices' });
    expect(
      within(panel).getByText(/2 manual invoices created: \$100\.00 in total \(ERP\)/),
    ).toBeInTheDocument();
    // The server emailed the links to the insured; the panel says where.
    expect(
      within(panel).getByText(/The payment links were emailed to insured@example\.net\./),
    ).toBeInTheDocument();
    const links = within(panel).getAllByRole('textbox', { name: 'Payment link' });
    expect(links.map((input) => (input as HTMLInputElement).value)).toEqual([
      'http://localhost/pay/token-1.sig',
      'http://localhost/pay/token-2.sig',
    ]);
    expect(api.to('POST', CREATE)[0]!.body).toEqual({
      totalAmount: 10_000,
      selectedReason: 'erp',
      invoiceCount: 2,
      selectedInvoiceIds: [OPEN.id],
    });
    await userEvent.click(within(panel).getAllByRole('button', { name: 'Copy link' })[1]!);
    expect(writeText).toHaveBeenCalledWith('http://localhost/pay/token-2.sig');
    expect(await within(panel).findByText('Link copied.')).toBeInTheDocument();
    // The record (its invoices and history under it) is read again.
    await waitFor(() => expect(api.to('GET', `/api/applications/${ID}/invoices`).length).toBeGreaterThan(1));
  });

  it("shows the server's refusal word for word", async () => {
    serve({ status: 500, body: { message: MANUAL_INVOICE_MESSAGES.failed } });
    const dialog = await openModal();
    await fill(dialog, { amount: '25.50', count: '' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MANUAL_INVOICE_MESSAGES.failed);
  });
});

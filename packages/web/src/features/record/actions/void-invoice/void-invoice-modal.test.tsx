import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceItem, OpenInvoice, VoidInvoiceResponse } from '@bm/contracts';
import { formatCad, formatDate, MESSAGES, type Group } from '@bm/domain';
import { mockFetch, type MockReply } from '../../../../test/fetch-mock.ts';
import { makeUser, renderApp } from '../../../../test/render.tsx';
import { applicationId, makeApplication, makeInvoice } from '../../../../test/crm-fixtures.ts';
import { INELIGIBLE, NO_OPEN_INVOICES, VOID_INVOICE_TITLE } from './void-invoice-modal.tsx';

afterEach(() => vi.unstubAllGlobals());

const ID = applicationId(1);
const OPEN = `/api/applications/${ID}/openInvoices`;
const VOID = `/api/applications/${ID}/voidInvoice`;
const INVOICES = `/api/applications/${ID}/invoices`;
const TRANSACTIONS = `/api/applications/${ID}/transactions`;

/** The open invoices list's row of an invoice of the record. */
function openRow(invoice: InvoiceItem, voidable: boolean): OpenInvoice {
  return {
    id: invoice.id,
    number: invoice.number,
    type: invoice.type,
    externalId: invoice.externalId,
    dueDate: invoice.dueDate,
    amountDue: invoice.amountDue,
    amountPaid: invoice.amountPaid,
    isMPF: invoice.isMPF,
    waivable: invoice.waivable,
    voidable,
  };
}

const INSTALMENT = makeInvoice(2);
const FEE = makeInvoice(3, {
  number: 'TEN-2025-100001-MPF01',
  type: 'missed payment fee',
  description: 'Missed payment fee',
  amountDue: 2_500,
  instalmentNumber: null,
  isMPF: true,
  waivable: true,
});

/**
 * A bound monthly policy with an open instalment and an open waivable fee. `voidable` says which the
 * user may void (the server decides); voiding one makes it void unless `voidReply` says otherwise.
 */
function serve(
  options: {
    voidable?: (invoice: InvoiceItem) => boolean;
    openReply?: () => MockReply;
    voidReply?: MockReply;
  } = {},
) {
  const voidable = options.voidable ?? (() => true);
  let invoices = [INSTALMENT, FEE];
  return mockFetch(({ method, url }) => {
    const path = url.pathname;
    if (method === 'GET' && path === `/api/applications/${ID}`) return { body: makeApplication() };
    if (method === 'GET' && path === INVOICES)
      return { body: { invoices, totals: { billed: 12_500, paid: 0, owing: 12_500 } } };
    if (method === 'GET' && path === OPEN) {
      if (options.openReply) return options.openReply();
      const open = invoices.filter((invoice) => invoice.status === 'open');
      return { body: open.map((invoice) => openRow(invoice, voidable(invoice))) };
    }
    if (method === 'GET' && path === `/api/applications/${ID}/documents`) return { body: [] };
    if (method === 'GET' && path === `/api/applications/${ID}/notes`) return { body: [] };
    if (method === 'GET' && path === TRANSACTIONS) return { body: [] };
    if (method === 'POST' && path === '/api/analytics/events') return { body: { ok: true } };
    if (method === 'POST' && path === VOID) {
      if (options.voidReply) return options.voidReply;
      const voided = invoices.find((invoice) => invoice.id === INSTALMENT.id)!;
      const after: InvoiceItem = { ...voided, status: 'void', voidedAt: '2025-04-10T18:00:00.000Z' };
      invoices = invoices.map((invoice) => (invoice.id === after.id ? after : invoice));
      const answer: VoidInvoiceResponse = {
        transactionId: '7a000000-0000-4000-8000-000000000009',
        invoice: after,
        voided: 10_000,
        message: `Invoice # ${after.number} voided successfully.`,
      };
      return { body: answer };
    }
    return undefined;
  });
}

async function openVoid(groups: Group[]) {
  renderApp(`/crm/applications/${ID}`, { user: makeUser(groups) });
  // The first render loads the record page's modules: slow on a busy machine.
  const actions = await screen.findByRole('button', { name: 'Actions' });
  // The menu offers the void to a broker once the record's invoices show an open one.
  await screen.findByText(INSTALMENT.number);
  await userEvent.click(actions);
  await userEvent.click(screen.getByRole('menuitem', { name: VOID_INVOICE_TITLE }));
  return screen.findByRole('dialog', { name: VOID_INVOICE_TITLE });
}

const rowOf = (dialog: HTMLElement, number: string) =>
  within(dialog).getByRole('row', { name: new RegExp(number) });

describe('Void invoice', () => {
  it("shows 'Ineligible' on an invoice the user may not void, Void on a waivable fee", async () => {
    serve({ voidable: (invoice) => invoice.isMPF && invoice.waivable });
    const dialog = await openVoid(['Standard']);
    await within(dialog).findByRole('table', { name: 'Open invoices' });

    const instalment = rowOf(dialog, INSTALMENT.number);
    expect(within(instalment).getByText('subscription')).toBeInTheDocument();
    expect(within(instalment).getByText(formatCad(10_000))).toBeInTheDocument();
    expect(within(instalment).getByRole('button', { name: INELIGIBLE })).toBeDisabled();
    expect(within(instalment).queryByRole('button', { name: 'Void' })).not.toBeInTheDocument();

    const fee = rowOf(dialog, FEE.number);
    expect(within(fee).getByText('MPF')).toBeInTheDocument();
    expect(within(fee).getByText('Waivable')).toBeInTheDocument();
    expect(within(fee).getByText(formatCad(2_500))).toBeInTheDocument();
    expect(within(fee).getByRole('button', { name: 'Void' })).toBeEnabled();
  });

  it('voids after a confirmation, toasts the server message and fetches the invoices, history and list again', async () => {
    const api = serve();
    const dialog = await openVoid(['Underwriter']);
    await within(dialog).findByRole('table', { name: 'Open invoices' });
    const before = {
      invoices: api.to('GET', INVOICES).length,
      history: api.to('GET', TRANSACTIONS).length,
      open: api.to('GET', OPEN).length,
    };

    await userEvent.click(within(rowOf(dialog, INSTALMENT.number)).getByRole('button', { name: 'Void' }));
    const confirm = await screen.findByRole('alertdialog', { name: `Void invoice ${INSTALMENT.number}?` });
    expect(api.to('POST', VOID)).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Void invoice' }));

    expect(
      await screen.findByText(`Invoice # ${INSTALMENT.number} voided successfully.`),
    ).toBeInTheDocument();
    expect(api.to('POST', VOID)[0]?.body).toEqual({
      invoiceId: INSTALMENT.id,
      isMPF: false,
      waivable: false,
    });
    await waitFor(() => expect(within(dialog).queryByText(INSTALMENT.number)).not.toBeInTheDocument());
    expect(within(dialog).getByText(FEE.number)).toBeInTheDocument();
    expect(api.to('GET', INVOICES).length).toBeGreaterThan(before.invoices);
    expect(api.to('GET', TRANSACTIONS).length).toBeGreaterThan(before.history);
    expect(api.to('GET', OPEN).length).toBeGreaterThan(before.open);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks in a dialog of its own what is voided, for how much and what it does; Keep it voids nothing', async () => {
    const api = serve();
    const dialog = await openVoid(['Underwriter']);
    await within(dialog).findByRole('table', { name: 'Open invoices' });

    await userEvent.click(within(rowOf(dialog, INSTALMENT.number)).getByRole('button', { name: 'Void' }));
    const confirm = await screen.findByRole('alertdialog', { name: `Void invoice ${INSTALMENT.number}?` });
    expect(confirm).toHaveAccessibleDescription(
      `subscription invoice ${INSTALMENT.number}, due ${formatDate(INSTALMENT.dueDate)}, still owes ` +
        `${formatCad(10_000)}. Voiding it means ${formatCad(10_000)} will no longer be owed: it will not be ` +
        "collected or reminded, the policy's owing goes down by that amount and the void is recorded in " +
        'its history. This cannot be undone.',
    );
    // Focus moves into the confirmation, on the choice that changes nothing.
    await waitFor(() => expect(within(confirm).getByRole('button', { name: 'Keep it' })).toHaveFocus());
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.to('POST', VOID)).toHaveLength(0);
    expect(within(dialog).getByText(INSTALMENT.number)).toBeInTheDocument();
  });

  it("shows the server's refusal in the modal", async () => {
    const message = 'This invoice is already paid, so it cannot be voided.';
    serve({ voidReply: { status: 409, body: { message } } });
    const dialog = await openVoid(['SuperAdmin']);
    await within(dialog).findByRole('table', { name: 'Open invoices' });
    await userEvent.click(within(rowOf(dialog, INSTALMENT.number)).getByRole('button', { name: 'Void' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Void invoice' }),
    );
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
  });

  it("says the spec's failure text when the server fails", async () => {
    serve({ voidReply: { status: 500, body: { message: 'boom' } } });
    const dialog = await openVoid(['Underwriter']);
    await within(dialog).findByRole('table', { name: 'Open invoices' });
    await userEvent.click(within(rowOf(dialog, INSTALMENT.number)).getByRole('button', { name: 'Void' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Void invoice' }),
    );
    expect(await within(dialog).findByText(MESSAGES.invoiceVoidFailed)).toBeInTheDocument();
  });

  it("says 'No open invoices' when there are none", async () => {
    serve({ openReply: () => ({ body: [] }) });
    const dialog = await openVoid(['Underwriter']);
    expect(await within(dialog).findByText(NO_OPEN_INVOICES)).toBeInTheDocument();
  });

  it("says the spec's loading failure with Retry, which loads the list", async () => {
    let fail = true;
    serve({
      openReply: () => (fail ? { status: 403, body: { message: 'no' } } : { body: [openRow(FEE, true)] }),
    });
    const dialog = await openVoid(['Underwriter']);
    expect(await within(dialog).findByText(MESSAGES.invoicesLoadFailed)).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByText(FEE.number)).toBeInTheDocument();
  });
});

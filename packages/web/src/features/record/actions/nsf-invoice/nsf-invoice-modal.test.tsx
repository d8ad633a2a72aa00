import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Application, NsfInvoiceItem } from '@bm/contracts';
import { addDaysToDay, formatDate, type Group } from '@bm/domain';
import { mockFetch } from '../../../../test/fetch-mock.ts';
import { makeUser, renderApp } from '../../../../test/render.tsx';
import { applicationId, makeApplication, makeInvoice } from '../../../../test/crm-fixtures.ts';
import { makeNsfItem } from '../../../../test/nsf-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const ID = applicationId(1);
const NSF = makeNsfItem(1);
const LINK_TOKEN = 'nsf-token.sig';
const LINK_PATH = `/api/applications/${NSF.applicationId}/invoices/${NSF.invoiceId}/paymentLink`;

function serve({
  record = makeApplication({ status: 'bound' }),
  openInvoice = true,
  nsf = [NSF],
}: { record?: Application; openInvoice?: boolean; nsf?: NsfInvoiceItem[] } = {}) {
  let items = nsf;
  return mockFetch(({ method, url, body }) => {
    const path = url.pathname;
    if (method === 'GET' && path === `/api/applications/${ID}`) return { body: record };
    if (method === 'GET' && path === `/api/applications/${ID}/documents`) return { body: [] };
    if (method === 'GET' && path === `/api/applications/${ID}/transactions`) return { body: [] };
    if (method === 'GET' && path === `/api/applications/${ID}/invoices`) {
      const invoices = [makeInvoice(1, { status: 'paid', amountPaid: 10_000 }), makeInvoice(2)].map((i) =>
        openInvoice ? i : { ...i, status: 'paid' as const, amountPaid: i.amountDue },
      );
      return { body: { invoices, totals: { billed: 20_000, paid: 10_000, owing: 10_000 } } };
    }
    if (method === 'POST' && path === '/api/analytics/events') return { body: { ok: true } };
    if (method === 'POST' && path === LINK_PATH) {
      return {
        body: {
          url: `http://localhost/pay/${LINK_TOKEN}`,
          token: LINK_TOKEN,
          expiresAt: '2026-03-01T00:00:00.000Z',
        },
      };
    }
    if (method === 'GET' && path === '/api/nsfInvoices') {
      return url.searchParams.get('applicationId') === ID
        ? { body: { items, nextCursor: null } }
        : { status: 400, body: { message: 'Expected the applicationId filter' } };
    }
    if (method === 'PUT' && path === `/api/nsfInvoices/${NSF.invoiceId}`) {
      const update = body as Partial<NsfInvoiceItem>;
      // As the server: the cancellation date is 15 days after the recorded delivery.
      const dates = update.letterDeliveredOn
        ? { cancellationDate: addDaysToDay(update.letterDeliveredOn, 15) }
        : {};
      items = items.map((item) => ({ ...item, ...update, ...dates }));
      return { body: items[0] };
    }
    return undefined;
  });
}

async function menuLabels(groups: Group[]): Promise<string[]> {
  renderApp(`/crm/applications/${ID}`, { user: makeUser(groups) });
  const button = await screen.findByRole('button', { name: 'Actions' });
  // The invoices load with the page: the open ones decide the invoice actions.
  await screen.findByText('TEN-2025-100001-02');
  await userEvent.click(button);
  return within(screen.getByRole('menu'))
    .getAllByRole('menuitem')
    .map((item) => item.textContent ?? '');
}

describe('NSF invoice (record action)', () => {
  it('is offered to finance and super admins on a bound policy with open invoices', async () => {
    serve();
    expect(await menuLabels(['FinanceApolloUser', 'Apollo'])).toContain('NSF invoice');
  });

  it('is offered on a cancelled policy with open invoices', async () => {
    serve({ record: makeApplication({ status: 'cancelled' }) });
    expect(await menuLabels(['SuperAdmin'])).toContain('NSF invoice');
  });

  it('is not offered to a broker', async () => {
    serve();
    expect(await menuLabels(['Standard'])).not.toContain('NSF invoice');
  });

  it('is not offered on a policy whose invoices are all paid', async () => {
    serve({ openInvoice: false });
    expect(await menuLabels(['FinanceApolloUser', 'Apollo'])).not.toContain('NSF invoice');
  });

  it("lists the policy's NSF invoices with a link to the record and the pending one's payment link", async () => {
    const api = serve();
    await menuLabels(['FinanceApolloUser', 'Apollo']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'NSF invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'NSF invoices' });

    expect(await within(dialog).findByRole('heading', { name: 'Invoice INV-NSF-0001' })).toBeInTheDocument();
    expect(within(dialog).getByText('Pending')).toBeInTheDocument();
    expect(within(dialog).getByText('$108.12')).toBeInTheDocument();
    expect(within(dialog).getByText('$25.00')).toBeInTheDocument();
    expect(within(dialog).getByText('Your card has insufficient funds.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Open the policy record' })).toHaveAttribute(
      'href',
      `/crm/applications/${ID}`,
    );
    const link = await within(dialog).findByRole('textbox', { name: 'Payment link' });
    expect(link).toHaveValue(`http://localhost/pay/${LINK_TOKEN}`);
    expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(api.to('POST', LINK_PATH)).toHaveLength(1);
    expect(api.to('GET', '/api/nsfInvoices')[0]!.url.searchParams.get('applicationId')).toBe(ID);
  });

  it('edits the reason and status, then shows the saved invoice and refreshes the record', async () => {
    const api = serve();
    await menuLabels(['SuperAdmin']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'NSF invoice' }));
    const list = await screen.findByRole('dialog', { name: 'NSF invoices' });
    await userEvent.click(await within(list).findByRole('button', { name: 'Edit' }));

    const edit = await screen.findByRole('dialog', { name: 'Edit NSF invoice' });
    await userEvent.click(within(edit).getByRole('combobox', { name: 'Status' }));
    await userEvent.click(screen.getByRole('option', { name: 'Completed' }));
    await userEvent.click(within(edit).getByRole('button', { name: 'Save' }));

    const again = await screen.findByRole('dialog', { name: 'NSF invoices' });
    expect(await within(again).findByText('Completed')).toBeInTheDocument();
    expect(api.to('PUT', `/api/nsfInvoices/${NSF.invoiceId}`)[0]!.body).toEqual({
      reason: 'Your card has insufficient funds.',
      status: 'completed',
    });
    // The record (its history gained an 'NSF Invoice' row) is fetched again.
    await waitFor(() => expect(api.to('GET', `/api/applications/${ID}`).length).toBeGreaterThan(1));
  });

  it('says the notice awaits delivery, refuses a delivery day before its sending, then shows the cancellation date', async () => {
    const sent = addDaysToDay(formatDate(new Date()), -6);
    const api = serve({
      nsf: [makeNsfItem(1, { attempts: 4, nextAttemptDay: null, letterSentOn: sent })],
    });
    await menuLabels(['FinanceApolloUser', 'Apollo']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'NSF invoice' }));
    const list = await screen.findByRole('dialog', { name: 'NSF invoices' });
    expect(await within(list).findByText(`Notice sent ${sent}; awaiting delivery`)).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: 'Edit' }));

    const edit = await screen.findByRole('dialog', { name: 'Edit NSF invoice' });
    const day = within(edit).getByLabelText('Notice delivered on');
    fireEvent.change(day, { target: { value: addDaysToDay(sent, -1) } });
    await userEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(
      await within(edit).findByText(
        `The delivery date cannot be before the day the notice was sent (${sent}).`,
      ),
    ).toBeInTheDocument();
    fireEvent.change(day, { target: { value: addDaysToDay(sent, 9) } });
    expect(await within(edit).findByText('The delivery date cannot be in the future.')).toBeInTheDocument();
    expect(api.to('PUT', `/api/nsfInvoices/${NSF.invoiceId}`)).toHaveLength(0);

    const delivered = addDaysToDay(sent, 2);
    fireEvent.change(day, { target: { value: delivered } });
    await userEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    const again = await screen.findByRole('dialog', { name: 'NSF invoices' });
    expect(await within(again).findByText(addDaysToDay(delivered, 15))).toBeInTheDocument();
    expect(api.to('PUT', `/api/nsfInvoices/${NSF.invoiceId}`)[0]!.body).toEqual({
      reason: 'Your card has insufficient funds.',
      status: 'pending',
      letterDeliveredOn: delivered,
    });
  });

  it('says so when the policy has no NSF invoices', async () => {
    serve({ nsf: [] });
    await menuLabels(['FinanceApolloUser', 'Apollo']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'NSF invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'NSF invoices' });
    expect(await within(dialog).findByText(/This policy has no NSF invoices/)).toBeInTheDocument();
  });
});

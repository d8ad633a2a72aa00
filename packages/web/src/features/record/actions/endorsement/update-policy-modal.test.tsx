import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EndorsementRequest } from '@bm/contracts';
import { formatCad, MANUAL_REFUND_NOTE, MESSAGES, type PaymentPeriod } from '@bm/domain';
import type { MockRequest } from '../../../../test/fetch-mock.ts';
import { makeUser, renderApp } from '../../../../test/render.tsx';
import { NO_SURCHARGE_ON_FILE } from '../../lib/card-choice.ts';
import {
  ID,
  QUOTE_PATH,
  SAVE_PATH,
  serveEndorsement,
  TERM,
  TOKEN_PATH,
  type FakeServer,
} from './test/fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const REASON_TEXT = 'Insured bought new furniture';
const TODAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Vancouver' }).format(new Date());

/** Signs in as endorsement staff, opens the record and chooses Actions -> Endorse policy. */
async function openEndorsement(options: FakeServer = {}) {
  const server = serveEndorsement(options);
  renderApp(`/crm/applications/${ID}`, { user: makeUser(['Endorsement', 'Apollo']) });
  await userEvent.click(await screen.findByRole('button', { name: 'Actions' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Endorse policy' }));
  const dialog = await screen.findByRole('dialog', { name: 'Endorse policy' });
  return { ...server, dialog };
}

async function pick(scope: HTMLElement, label: RegExp, option: string) {
  await userEvent.click(within(scope).getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
  // The list closes with a transition; until it is gone the page ignores the pointer.
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

async function chooseReason(dialog: HTMLElement, reason: string) {
  await pick(dialog, /^Reason/, reason);
}

/** 'Increase Limit/Add Coverage' with its text, raising the contents limit to $50,000. */
async function raiseContents(dialog: HTMLElement) {
  await chooseReason(dialog, 'Increase Limit/Add Coverage');
  await userEvent.type(within(dialog).getByLabelText(/^Reason details/), REASON_TEXT);
  await pick(dialog, /^Contents limit/, '$50,000');
}

/** A table's rows as [label, cents]. */
function amounts(table: HTMLElement): [string, number][] {
  return within(table)
    .getAllByRole('row')
    .map((row) => {
      const [label, amount] = [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '');
      const cents = Math.round(Number((amount ?? '').replace(/[^0-9.-]/g, '')) * 100);
      return [label ?? '', cents];
    });
}

async function chargedNow(dialog: HTMLElement) {
  return within(dialog).findByRole('table', { name: 'Charged now' });
}

function saveBodies(api: { to: (m: string, p: string) => MockRequest[] }): EndorsementRequest[] {
  return api.to('POST', SAVE_PATH).map((request) => request.body as EndorsementRequest);
}

async function proceedWithoutTicket() {
  const ask = await screen.findByRole('dialog', { name: MESSAGES.ticketNumberEmpty });
  await userEvent.click(within(ask).getByRole('button', { name: MESSAGES.ticketProceedAnyway }));
}

describe('Endorse policy: the form', () => {
  it("offers the product's reasons", async () => {
    const { dialog } = await openEndorsement();
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Reason/ }));
    const tenants = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(tenants).toEqual(
      expect.arrayContaining(['Amend Named Insured', 'Add Roommate', 'Amend Risk Location', 'Other']),
    );
    expect(tenants).not.toContain('Add Mortgagee');
    expect(tenants).not.toContain('Add/Increase Contractors Equipment Floater');
    // No commercial reasons on a tenants policy, and one risk location reason, its own.
    for (const reason of ['Change/Add Operations', 'Request Waiver of Subrogation', 'Risk Location Change'])
      expect(tenants).not.toContain(reason);
  });

  it('offers the construction reasons on builders risk', async () => {
    const { dialog } = await openEndorsement({ productId: 'builders-risk' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Reason/ }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(
      expect.arrayContaining(['Add Additional Insured', 'Add Loss Payee', 'Add Mortgagee']),
    );
    expect(options).not.toContain('Add Roommate');
  });

  it("asks for 'Minimum 10 characters' before pricing, and defaults the date to today", async () => {
    const { api, dialog } = await openEndorsement();
    expect(within(dialog).getByLabelText(/^Effective date/)).toHaveValue(TODAY);
    await chooseReason(dialog, 'Other');
    const text = within(dialog).getByLabelText(/^Reason details/);
    await userEvent.type(text, 'short');
    await userEvent.tab();
    expect(within(dialog).getByText('Minimum 10 characters')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(api.to('POST', QUOTE_PATH)).toHaveLength(0);

    await userEvent.type(text, ' but now long enough');
    expect(within(dialog).queryByText('Minimum 10 characters')).not.toBeInTheDocument();
    // Priced once typing pauses (on a loaded machine a pause may fall mid-word: the last one counts).
    await waitFor(() =>
      expect(api.to('POST', QUOTE_PATH).at(-1)?.body).toMatchObject({
        reasonText: 'short but now long enough',
      }),
    );
    expect(
      api
        .to('POST', QUOTE_PATH)
        .every((request) => String((request.body as { reasonText: string }).reasonText).length >= 10),
    ).toBe(true);
  });

  it('asks for a date within the policy period', async () => {
    const { dialog } = await openEndorsement();
    await chooseReason(dialog, 'Request Monthly Payment Payout');
    const date = within(dialog).getByLabelText(/^Effective date/);
    await userEvent.clear(date);
    await userEvent.tab();
    expect(within(dialog).getByText('Required')).toBeInTheDocument();
    await userEvent.type(date, TERM.expiryDay);
    expect(await within(dialog).findByText(/must be within the policy period/)).toBeInTheDocument();
  });
});

describe('Endorse policy: the preview', () => {
  it('shows the new annual premium and what is charged now, every total the sum of its lines', async () => {
    const { api, dialog, record } = await openEndorsement();
    await raiseContents(dialog);
    const now = await chargedNow(dialog);
    const lines = amounts(now);
    const total = lines.at(-1)!;
    expect(total[0]).toBe('Total to charge now');
    expect(total[1]).toBeGreaterThan(0);
    expect(lines.slice(0, -1).reduce((sum, [, cents]) => sum + cents, 0)).toBe(total[1]);
    expect(lines[0]![0]).toMatch(/^Additional premium \(pro-rated, \d+ of \d+ days\)$/);

    const annual = amounts(within(dialog).getByRole('table', { name: 'Annual premium' }));
    expect(annual.map(([label]) => label)).toEqual([
      'Current annual premium',
      'Annual policy difference',
      'New annual premium',
    ]);
    expect(annual[0]![1]).toBe(record().premiumsSum);
    expect(annual[0]![1] + annual[1]![1]).toBe(annual[2]![1]);
    expect(annual[1]![1]).toBeGreaterThan(0);

    // Priced once the answers rest, with only the changed answer.
    const last = api.to('POST', QUOTE_PATH).at(-1)!.body;
    expect(last).toEqual({
      reason: 'Increase Limit/Add Coverage',
      reasonText: REASON_TEXT,
      effectiveDate: TODAY,
      changes: [{ field: 'contents-limit', newValue: '50000' }],
    });
    expect(within(dialog).getByRole('radio', { name: 'Pay with Visa ending 4242' })).toBeChecked();
  });

  it('says when the endorsement does not affect the premium', async () => {
    const { dialog } = await openEndorsement();
    await chooseReason(dialog, 'Request Monthly Payment Payout');
    expect(await within(dialog).findByText(MESSAGES.endorsementNoPremiumChange)).toBeInTheDocument();
    expect(
      within(dialog).getByText('This reason does not change any answer of the policy.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('table', { name: 'Charged now' })).not.toBeInTheDocument();
  });

  it('refunds a decrease to the card on file on an annual plan', async () => {
    const { dialog } = await openEndorsement();
    await chooseReason(dialog, 'Other');
    await userEvent.type(within(dialog).getByLabelText(/^Reason details/), 'Sold the sofa set');
    await pick(dialog, /^Contents limit/, '$10,000');
    const refunded = await within(dialog).findByRole('table', { name: 'Refunded now' });
    const lines = amounts(refunded);
    const total = lines.at(-1)!;
    expect(total[0]).toBe('Total to refund now');
    expect(lines.slice(0, -1).reduce((sum, [, cents]) => sum + cents, 0)).toBe(total[1]);
    expect(
      within(dialog).getByText(`Refund ${formatCad(-total[1])} to the card on file`),
    ).toBeInTheDocument();
  });

  it('leaves a refund on a monthly plan to be made by hand', async () => {
    const { dialog } = await openEndorsement({ paymentPeriod: 'monthly' as PaymentPeriod });
    await chooseReason(dialog, 'Other');
    await userEvent.type(within(dialog).getByLabelText(/^Reason details/), 'Sold the sofa set');
    await pick(dialog, /^Contents limit/, '$10,000');
    expect(await within(dialog).findByText(MESSAGES.endorsementNonAnnualRefund)).toBeInTheDocument();
    expect(within(dialog).getByText(new RegExp(MANUAL_REFUND_NOTE))).toBeInTheDocument();
  });

  it('adds a roommate with the item questions', async () => {
    const { api, dialog } = await openEndorsement();
    await chooseReason(dialog, 'Add Roommate');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add roommate' }));
    const roommate = within(dialog).getByRole('group', { name: 'Roommate 1' });
    await userEvent.type(within(roommate).getByLabelText(/^Roommate name/), 'Sam Lee');
    await userEvent.type(within(roommate).getByLabelText(/^Roommate birth year/), '1997');
    await pick(roommate, /^Roommate contents \(property\) limit/, '$20,000');
    await pick(roommate, /^Roommate additional living expenses limit/, '$5,000');
    await chargedNow(dialog);
    await waitFor(() =>
      expect(api.to('POST', QUOTE_PATH).at(-1)?.body).toMatchObject({
        changes: [
          {
            field: 'roommates',
            newValue: [
              {
                'roommate-name': 'Sam Lee',
                'roommate-birthyear': 1997,
                'roommate-property-limit': '20000',
                'roommate-ale-limit': '5000',
              },
            ],
          },
        ],
      }),
    );
  });
});

describe('Endorse policy: saving', () => {
  it('saves only the changed answers with the total shown, then refreshes the record', async () => {
    const { api, dialog, record } = await openEndorsement();
    await raiseContents(dialog);
    // Changed, then put back: not a change.
    await pick(dialog, /^Additional living expenses/, '$20,000');
    await pick(dialog, /^Additional living expenses/, '$10,000');
    const historyLoads = api.to('GET', `/api/applications/${ID}/transactions`).length;

    // The answer put back is priced again (debounced); Save waits for that preview, and the total
    // shown is read once it has come (read before, a slow machine saw the earlier preview's total).
    const save = within(dialog).getByRole('button', { name: 'Save endorsement' });
    await waitFor(() => expect(save).toBeEnabled());
    const total = amounts(await chargedNow(dialog)).at(-1)![1];
    await userEvent.click(save);
    await proceedWithoutTicket();
    expect(await screen.findByText(MESSAGES.endorsementSuccess)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Endorse policy' })).not.toBeInTheDocument(),
    );

    const [body] = saveBodies(api);
    expect(body).toEqual({
      endorsement: {
        reason: 'Increase Limit/Add Coverage',
        reasonText: REASON_TEXT,
        effectiveDate: TODAY,
        changes: [{ field: 'contents-limit', newValue: '50000' }],
        expectedTotal: total,
      },
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });

    // The record and its history follow the saved policy.
    await waitFor(() =>
      expect(api.to('GET', `/api/applications/${ID}/transactions`).length).toBeGreaterThan(historyLoads),
    );
    const history = await screen.findByRole('list', { name: 'Transaction history' });
    expect(within(history).getByRole('heading', { name: 'Endorsement' })).toBeInTheDocument();
    const split = screen.getByRole('table', { name: 'Commission split' });
    expect(within(split).getByText(formatCad(record().premiumsSum))).toBeInTheDocument();
  });

  it('keeps the idempotency key when the same attempt is retried after a server error', async () => {
    const { api, dialog } = await openEndorsement({
      onSave: (_request, attempt) =>
        attempt === 1 ? { status: 500, body: { message: 'Internal server error' } } : undefined,
    });
    await raiseContents(dialog);
    await chargedNow(dialog);
    await userEvent.type(within(dialog).getByLabelText('Hubspot Ticket Number'), '4411');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save endorsement' }));
    expect(await screen.findByText(MESSAGES.endorsementError)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Endorse policy' })).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save endorsement' }));
    expect(await screen.findByText(MESSAGES.endorsementSuccess)).toBeInTheDocument();
    const [first, second] = saveBodies(api);
    expect(second!.idempotencyKey).toBe(first!.idempotencyKey);
    expect(second!.ticketNumber).toBe('4411');
  });

  it("asks 'Hubspot Ticket Number is empty' once: a retry of that save proceeds without asking", async () => {
    const { api, dialog } = await openEndorsement({
      onSave: (_request, attempt) =>
        attempt === 1 ? { status: 500, body: { message: 'Internal server error' } } : undefined,
    });
    await raiseContents(dialog);
    await chargedNow(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save endorsement' }));
    await proceedWithoutTicket();
    expect(await screen.findByText(MESSAGES.endorsementError)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: MESSAGES.ticketNumberEmpty })).not.toBeInTheDocument(),
    );

    await userEvent.click(await within(dialog).findByRole('button', { name: 'Save endorsement' }));
    expect(await screen.findByText(MESSAGES.endorsementSuccess)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: MESSAGES.ticketNumberEmpty })).not.toBeInTheDocument();
    const [first, second] = saveBodies(api);
    expect(second!.idempotencyKey).toBe(first!.idempotencyKey);
    expect(second!.ticketNumber).toBeUndefined();
  });

  it("shows 'We're on it!' while saving", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { dialog } = await openEndorsement();
    const fetchBefore = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/endorsement') && init?.method === 'POST') await held;
      return fetchBefore(input, init);
    });
    await raiseContents(dialog);
    await chargedNow(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save endorsement' }));
    await proceedWithoutTicket();
    expect(await within(dialog).findByRole('status')).toHaveTextContent(MESSAGES.endorsementSaving);
    release();
    expect(await screen.findByText(MESSAGES.endorsementSuccess)).toBeInTheDocument();
  });

  it('goes back to the ticket number, then says when the ticket is not found', async () => {
    const { api, dialog } = await openEndorsement({ ticket: { found: false, matches: false } });
    await raiseContents(dialog);
    await chargedNow(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save endorsement' }));
    const ask = await screen.findByRole('dialog', { name: MESSAGES.ticketNumberEmpty });
    await userEvent.click(within(ask).getByRole('button', { name: MESSAGES.ticketGoBack }));
    await waitFor(() => expect(within(dialog).getByLabelText('Hubspot Ticket Number')).toHaveFocus());
    expect(saveBodies(api)).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Hubspot Ticket Number'), '98765');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save endorsement' }));
    const notFound = await screen.findByRole('dialog', { name: MESSAGES.ticketNotFoundTitle });
    expect(within(notFound).getByText(MESSAGES.ticketNotFoundText)).toBeInTheDocument();
    expect(saveBodies(api)[0]?.ticketNumber).toBe('98765');
    const lookup = api.requests.find((request) => request.url.pathname === '/api/hubspot/ticket/98765');
    expect(lookup?.url.searchParams.get('applicationId')).toBe(ID);
    await userEvent.click(within(notFound).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers another card when the payment fails, with a new idempotency key', async () => {
    const { api, dialog } = await openEndorsement({
      onSave: (_request, attempt) =>
        attempt === 1
          ? { status: 402, body: { message: 'Your card was declined.', code: 'payment_failed', field: null } }
          : undefined,
    });
    await raiseContents(dialog);
    await chargedNow(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save endorsement' }));
    await proceedWithoutTicket();
    const failed = await screen.findByRole('dialog', { name: MESSAGES.endorsementPaymentFailedTitle });
    expect(within(failed).getByText(MESSAGES.endorsementPaymentFailedText)).toBeInTheDocument();
    expect(within(failed).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await userEvent.click(within(failed).getByRole('button', { name: 'Try Another Card' }));

    const form = await screen.findByRole('dialog', { name: 'Endorse policy' });
    const card = within(form).getByRole('group', { name: 'New card' });
    expect(within(form).getByRole('radio', { name: 'Pay with a new card' })).toBeChecked();
    await userEvent.type(within(card).getByLabelText(/^Card number/), '5555555555554444');
    await userEvent.type(within(card).getByLabelText(/^Expiry/), '1230');
    await userEvent.type(within(card).getByLabelText(/^CVC/), '123');
    await userEvent.type(within(card).getByLabelText(/^Postal code/), 'M5V2T');
    await userEvent.click(within(form).getByRole('button', { name: 'Save endorsement' }));
    expect(within(card).getByText('Postal code must match format: A1B2C3')).toBeInTheDocument();
    expect(api.to('POST', TOKEN_PATH)).toHaveLength(0);

    await userEvent.type(within(card).getByLabelText(/^Postal code/), '6');
    await userEvent.click(within(form).getByRole('button', { name: 'Save endorsement' }));
    // 'Proceed anyway' was answered for this save: another card does not ask again.
    expect(await screen.findByText(MESSAGES.endorsementSuccess)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: MESSAGES.ticketNumberEmpty })).not.toBeInTheDocument();

    expect(api.to('POST', TOKEN_PATH)[0]?.body).toEqual({
      number: '5555555555554444',
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
      postalCode: 'M5V2T6',
      account: 'main',
    });
    const [first, second] = saveBodies(api);
    expect(first!.token).toBeUndefined();
    expect(second!.token).toMatch(/^tok_/);
    expect(second!.idempotencyKey).not.toBe(first!.idempotencyKey);
  });

  it('shows the surcharge of the card chosen before payment: none on a debit card on file, a new card the credit one with what debit pays', async () => {
    const { api, dialog } = await openEndorsement({ onFileFunding: 'debit' });
    await raiseContents(dialog);
    const onFile = amounts(await chargedNow(dialog));
    expect(onFile).toContainEqual(['Credit card surcharge', 0]);
    expect(within(dialog).getByTestId('card-surcharge-note')).toHaveTextContent(NO_SURCHARGE_ON_FILE);
    const debitTotal = onFile.find(([label]) => label === 'Total to charge now')![1];

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Pay with a new card' }));
    const newCard = amounts(await chargedNow(dialog));
    const surcharge = newCard.find(([label]) => label === 'Credit card surcharge')![1];
    const creditTotal = newCard.find(([label]) => label === 'Total to charge now')![1];
    expect(surcharge).toBeGreaterThan(0);
    expect(creditTotal).toBe(debitTotal + surcharge);
    expect(within(dialog).getByTestId('card-surcharge-note')).toHaveTextContent(
      `Debit and prepaid cards carry no surcharge: ${formatCad(debitTotal)} in total by debit card.`,
    );
    expect(
      within(dialog).getByRole('radiogroup', { name: `Charge ${formatCad(creditTotal)} to` }),
    ).toBeInTheDocument();

    const card = within(dialog).getByRole('group', { name: 'New card' });
    await userEvent.type(within(card).getByLabelText(/^Card number/), '5555555555554444');
    await userEvent.type(within(card).getByLabelText(/^Expiry/), '1230');
    await userEvent.type(within(card).getByLabelText(/^CVC/), '123');
    await userEvent.type(within(card).getByLabelText(/^Postal code/), 'M5V2T6');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save endorsement' }));
    await proceedWithoutTicket();
    expect(await screen.findByText(MESSAGES.endorsementSuccess)).toBeInTheDocument();
    expect(saveBodies(api)[0]!.endorsement!.expectedTotal).toBe(creditTotal);
  });
});

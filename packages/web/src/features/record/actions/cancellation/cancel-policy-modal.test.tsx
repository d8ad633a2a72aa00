import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Application, CancellationPremiumsBody, EndorsementResponse } from '@bm/contracts';
import { applyManualReturnPremiums, type Group } from '@bm/domain';
import { mockFetch, type MockReply } from '../../../../test/fetch-mock.ts';
import { makeUser, renderApp } from '../../../../test/render.tsx';
import {
  dayFromToday,
  makeBoundPolicy,
  premiumsAnswer,
  recordAnswer,
  type PolicyMoney,
} from './test/fixtures.ts';
import { applicationId } from '../../../../test/crm-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const ID = applicationId(1);
const PREMIUMS = `/api/applications/${ID}/cancellation/premiums`;
const SAVE = `/api/applications/${ID}/endorsement`;
const UPLOAD = `/api/applications/${ID}/uploads`;
const NOT_NEGATIVE = 'Please input a negative number or 0.';
const TOTAL_MISMATCH =
  'Total Return Premium should be equal to the sum of above Premiums to proceed Cancellation.';
const POLICY_MISMATCH =
  'The Policy Premium should be equal to the sum of Total Return Premium and Earned Premium.';
const SIGNED_FILE = { path: 'TEN-2026-1000001/uploads/u1-signed.pdf', name: 'signed.pdf', size: 1024 };

interface Options {
  money?: PolicyMoney;
  record?: Partial<Application>;
  premiumsReply?: MockReply;
  saveReply?: MockReply;
  ticket?: { found: boolean; matches: boolean };
  uploadReply?: MockReply;
  recordReply?: MockReply;
}

/** The record's API: a bound annual policy; saving the cancellation cancels it. */
function serve(options: Options = {}) {
  let record = makeBoundPolicy(options.record);
  const original = record;
  const api = mockFetch(({ method, url, body }) => {
    const path = url.pathname;
    if (method === 'GET' && path === `/api/applications/${ID}`) return { body: record };
    if (method === 'GET' && path === `/api/applications/${ID}/documents`) return { body: [] };
    if (method === 'GET' && path === `/api/applications/${ID}/transactions`) return { body: [] };
    if (method === 'POST' && path === '/api/analytics/events') return { body: { ok: true } };
    if (method === 'POST' && path === PREMIUMS) {
      return (
        options.premiumsReply ?? {
          body: premiumsAnswer(original, body as CancellationPremiumsBody, options.money),
        }
      );
    }
    if (method === 'POST' && path === SAVE) {
      if (options.saveReply) return options.saveReply;
      record = { ...record, status: 'cancelled', updatedAt: '2026-01-15T18:00:00.000Z' };
      const answer: EndorsementResponse = {
        application: record,
        transactionId: '7a000000-0000-4000-8000-000000000009',
        payment: null,
        refund: {
          id: '7b000000-0000-4000-8000-000000000001',
          amount: 5_000,
          status: 'succeeded',
          manual: false,
        },
        message: null,
      };
      return { body: answer };
    }
    if (method === 'GET' && path.startsWith('/api/hubspot/ticket/')) {
      return { body: options.ticket ?? { found: true, matches: true } };
    }
    if (method === 'POST' && path === UPLOAD)
      return options.uploadReply ?? { status: 201, body: SIGNED_FILE };
    if (method === 'GET' && path === `/api/applications/${ID}/cancellationRecord`) {
      return (
        options.recordReply ?? {
          body: recordAnswer(original, {
            cancEffectiveDate: dayFromToday(10),
            cancOption: 'shortrate',
            feeWaived: false,
            adminFeeWaived: false,
            missedPaymentFeeWaived: false,
          }),
        }
      );
    }
    return undefined;
  });
  return api;
}

const ENDORSEMENT: Group[] = ['Endorsement', 'Apollo'];

/** Opens the record as `groups` and chooses Actions → `label`; returns the dialog. */
async function openFromActions(label: string, name: string, groups: Group[] = ENDORSEMENT) {
  renderApp(`/crm/applications/${ID}`, { user: makeUser(groups) });
  await userEvent.click(await screen.findByRole('button', { name: 'Actions' }));
  await userEvent.click(screen.getByRole('menuitem', { name: label }));
  return screen.findByRole('dialog', { name });
}

const openCancel = (groups: Group[] = ENDORSEMENT) =>
  openFromActions('Cancel policy', 'Cancel policy', groups);

async function pickOption(dialog: HTMLElement, label: RegExp, option: string) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

function setDate(dialog: HTMLElement, day: string) {
  fireEvent.change(within(dialog).getByLabelText(/^Cancellation effective date/), { target: { value: day } });
}

const optionButton = (dialog: HTMLElement, name: string) => within(dialog).getByRole('button', { name });
const cancelButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Cancel policy' });
const figuresTable = (dialog: HTMLElement) =>
  within(dialog).findByRole('table', { name: 'Cancellation figures' });

/** Fills reason, description and a date 60 days on; waits for the figures. */
async function fillFullForm(dialog: HTMLElement, day = dayFromToday(60)) {
  await pickOption(dialog, /^Cancellation reason/, 'Tenant Moved');
  await pickOption(dialog, /^Cancellation description/, 'Policy Cancellation');
  setDate(dialog, day);
  await figuresTable(dialog);
  await waitFor(() => expect(cancelButton(dialog)).toBeEnabled());
}

/** The body of the last premiums request. */
function lastPremiumsBody(api: ReturnType<typeof serve>) {
  return api.to('POST', PREMIUMS).at(-1)?.body;
}

describe('Cancel policy, full flow', () => {
  it('defaults the option from the date and asks for a date before an option', async () => {
    const api = serve();
    const dialog = await openCancel();
    expect(cancelButton(dialog)).toBeDisabled();

    await userEvent.click(optionButton(dialog, 'PRO RATA'));
    expect(within(dialog).getByText('Please select cancellation effective date.')).toBeInTheDocument();
    // The message stands alone: no option looks chosen before a date.
    for (const name of ['SHORT RATE', 'PRO RATA', 'MRP', 'FLAT']) {
      expect(optionButton(dialog, name)).toHaveAttribute('aria-pressed', 'false');
    }
    expect(api.to('POST', PREMIUMS)).toHaveLength(0);

    setDate(dialog, dayFromToday(60));
    expect(optionButton(dialog, 'SHORT RATE')).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).queryByText('Please select cancellation effective date.')).not.toBeInTheDocument();
    await waitFor(() => expect(lastPremiumsBody(api)).toMatchObject({ cancOption: 'shortrate' }));

    // On or before the policy effective date: flat.
    setDate(dialog, dayFromToday(-30));
    expect(optionButton(dialog, 'FLAT')).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(lastPremiumsBody(api)).toEqual({
        cancEffectiveDate: dayFromToday(-30),
        cancOption: 'flat',
        feeWaived: true,
        adminFeeWaived: false,
        missedPaymentFeeWaived: false,
      }),
    );
  });

  it('shows every figure, with the refund to the card', async () => {
    serve();
    const dialog = await openCancel();
    setDate(dialog, dayFromToday(60));
    const table = await figuresTable(dialog);
    for (const label of [
      'Earned premium',
      // The premium tax named as its rows name it, with its authority (0062).
      'Ontario retail sales tax on insurance premiums (8%), Ontario Ministry of Finance',
      'Earned fees',
      'Transaction fee and tax',
      'Card fee and tax',
      'Financing fee',
      'Missed payment fee',
      'Admin fee',
      'Policy premium',
      'Payment received',
      'Payment plan',
      'Outstanding balance',
      'Refund due (to the card)',
    ]) {
      expect(within(table).getByRole('rowheader', { name: label })).toBeInTheDocument();
    }
    expect(within(table).getByRole('row', { name: /Policy premium \$1,000\.00/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('spinbutton', { name: /^Contents return/ })).toHaveAttribute(
      'name',
      'cancel_override_contentsPremium',
    );
  });

  it('forces fee waived on for flat, and MRP disables the waivers', async () => {
    const api = serve({ money: { brokerageCode: 'MAPLE', openMissedPaymentFees: [2_500] } });
    const dialog = await openCancel();
    setDate(dialog, dayFromToday(60));
    await figuresTable(dialog);
    const feeWaived = within(dialog).getByRole('checkbox', { name: 'Fee waived' });
    expect(feeWaived).not.toBeChecked();
    expect(feeWaived).toBeEnabled();

    await userEvent.click(optionButton(dialog, 'FLAT'));
    expect(feeWaived).toBeChecked();
    expect(feeWaived).toBeDisabled();
    await waitFor(() => expect(lastPremiumsBody(api)).toMatchObject({ cancOption: 'flat', feeWaived: true }));

    await userEvent.click(optionButton(dialog, 'PRO RATA'));
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Waive Admin Fee' }));
    await userEvent.click(optionButton(dialog, 'MRP'));
    for (const name of ['Fee waived', 'Waive Admin Fee', 'Waive Missed Payment Fee']) {
      const box = within(dialog).getByRole('checkbox', { name });
      expect(box).toBeDisabled();
      expect(box).not.toBeChecked();
    }
    await waitFor(() =>
      expect(lastPremiumsBody(api)).toMatchObject({
        cancOption: 'mrp',
        feeWaived: false,
        adminFeeWaived: false,
        missedPaymentFeeWaived: false,
      }),
    );
  });

  it('offers the admin fee and missed payment fee waivers only where the server says so', async () => {
    serve({ money: { brokerageCode: 'APOLLO', openMissedPaymentFees: [] } });
    const dialog = await openCancel();
    setDate(dialog, dayFromToday(60));
    await figuresTable(dialog);
    expect(within(dialog).getByRole('checkbox', { name: 'Fee waived' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox', { name: 'Waive Admin Fee' })).not.toBeInTheDocument();
    expect(
      within(dialog).queryByRole('checkbox', { name: 'Waive Missed Payment Fee' }),
    ).not.toBeInTheDocument();
  });

  it('shows the admin fee waiver for the brokerage and product that have it', async () => {
    serve({ money: { brokerageCode: 'MAPLE', openMissedPaymentFees: [2_500] } });
    const dialog = await openCancel();
    setDate(dialog, dayFromToday(60));
    await figuresTable(dialog);
    expect(await within(dialog).findByRole('checkbox', { name: 'Waive Admin Fee' })).toBeEnabled();
    expect(within(dialog).getByRole('checkbox', { name: 'Waive Missed Payment Fee' })).toBeEnabled();
  });

  it('checks an edited positive return at once and disables Cancel; choosing the option again reverts it', async () => {
    serve();
    const dialog = await openCancel();
    await fillFullForm(dialog);
    const contents = within(dialog).getByRole('spinbutton', { name: /^Contents return/ });
    await userEvent.clear(contents);
    await userEvent.type(contents, '50');
    expect(within(dialog).getByText(NOT_NEGATIVE)).toBeInTheDocument();
    expect(within(dialog).getByText(/edited by hand/)).toBeInTheDocument();
    expect(cancelButton(dialog)).toBeDisabled();

    await userEvent.click(optionButton(dialog, 'SHORT RATE'));
    expect(within(dialog).queryByText(NOT_NEGATIVE)).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/edited by hand/)).not.toBeInTheDocument();
    expect(cancelButton(dialog)).toBeEnabled();
  });

  it('asks for a total return premium that is the sum of the lines', async () => {
    serve();
    const dialog = await openCancel();
    await fillFullForm(dialog);
    const total = within(dialog).getByRole('spinbutton', { name: /^Total return premium/ });
    fireEvent.change(total, { target: { value: '-1' } });
    expect(within(dialog).getByText(TOTAL_MISMATCH)).toBeInTheDocument();
    expect(cancelButton(dialog)).toBeDisabled();
  });

  it('keeps the earned premium as it was when a return is edited, and says when they do not add up', async () => {
    const api = serve();
    const dialog = await openCancel();
    await fillFullForm(dialog);
    const figures = premiumsAnswer(makeBoundPolicy(), lastPremiumsBody(api) as CancellationPremiumsBody);
    const earned = within(dialog).getByRole('spinbutton', { name: /^Earned premium/ });
    const shownEarned = (figures.earnedPremium / 100).toFixed(2);
    expect(earned).toHaveValue(Number(shownEarned));
    // Ten dollars more returned on contents, well within the premium.
    const contents = within(dialog).getByRole('spinbutton', { name: /^Contents return/ });
    const returned = (figures.returnPremiums.contentsPremium ?? 0) - 1_000;
    fireEvent.change(contents, { target: { value: (returned / 100).toFixed(2) } });
    expect(earned).toHaveValue(Number(shownEarned));
    expect(within(dialog).getByText(POLICY_MISMATCH)).toBeInTheDocument();
    expect(cancelButton(dialog)).toBeDisabled();
    // The earned premium typed ten dollars lower: they add up again.
    fireEvent.change(earned, { target: { value: ((figures.earnedPremium - 1_000) / 100).toFixed(2) } });
    expect(within(dialog).queryByText(POLICY_MISMATCH)).not.toBeInTheDocument();
    expect(cancelButton(dialog)).toBeEnabled();
  });

  it('sends hand-edited returns as manual figures that add up', async () => {
    const api = serve();
    const dialog = await openCancel();
    await fillFullForm(dialog);
    const figures = premiumsAnswer(makeBoundPolicy(), lastPremiumsBody(api) as CancellationPremiumsBody);
    const contents = within(dialog).getByRole('spinbutton', { name: /^Contents return/ });
    fireEvent.change(contents, { target: { value: '-100' } });
    const manual = applyManualReturnPremiums(figures, { returnPremiums: { contentsPremium: -10_000 } });
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: /^Earned premium/ }), {
      target: { value: (manual.earnedPremium / 100).toFixed(2) },
    });
    expect(cancelButton(dialog)).toBeEnabled();
    await userEvent.type(within(dialog).getByLabelText(/^Hubspot ticket number/), '4242');
    await userEvent.click(cancelButton(dialog));
    await waitFor(() => expect(api.to('POST', SAVE)).toHaveLength(1));
    const sent = api.to('POST', SAVE)[0]?.body as { cancellation: Record<string, unknown> };
    const lines = { ...figures.returnPremiums, contentsPremium: -10_000 };
    const total = Object.values(lines).reduce((sum, value) => sum + value, 0);
    expect(sent.cancellation).toMatchObject({
      isManual: true,
      returnPremiums: lines,
      totalReturnPremium: total,
      customBrokerFee: 0,
      earnedPremium: manual.earnedPremium,
    });
    expect(sent.cancellation).toMatchObject({
      expectedRefundDue: manual.refundDue,
      expectedAmountOwing: manual.amountOwing,
    });
    expect(manual.refundDue).not.toBe(figures.refundDue);
  });

  it('asks about an empty ticket number, then saves through the endorsement call', async () => {
    const api = serve();
    const dialog = await openCancel();
    await fillFullForm(dialog);
    const shown = premiumsAnswer(makeBoundPolicy(), lastPremiumsBody(api) as CancellationPremiumsBody);

    await userEvent.click(cancelButton(dialog));
    const ask = await screen.findByRole('dialog', { name: 'Hubspot Ticket Number is empty' });
    await userEvent.click(within(ask).getByRole('button', { name: 'go back to fill ticket no' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Hubspot Ticket Number is empty' }),
      ).not.toBeInTheDocument(),
    );
    expect(api.to('POST', SAVE)).toHaveLength(0);

    await userEvent.click(cancelButton(dialog));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Hubspot Ticket Number is empty' })).getByRole(
        'button',
        { name: 'proceed anyway' },
      ),
    );
    expect(await screen.findByText('Policy was successfully updated')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [save] = api.to('POST', SAVE);
    expect(save?.body).toEqual({
      cancellation: {
        cancellationReason: 'Tenant Moved',
        cancellationOption: 'Policy Cancellation',
        cancEffectiveDate: dayFromToday(60),
        cancOption: 'shortrate',
        feeWaived: false,
        adminFeeWaived: false,
        missedPaymentFeeWaived: false,
        isManual: false,
        expectedRefundDue: shown.refundDue,
        expectedAmountOwing: shown.amountOwing,
        uploadedFiles: [],
      },
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(api.to('GET', '/api/hubspot/ticket/')).toHaveLength(0);
    // The record refreshes: cancelled, with the cancellation record among the actions.
    expect(await screen.findByText('Cancelled', { exact: true })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Actions' }));
    expect(screen.getByRole('menuitem', { name: 'Cancellation record' })).toBeInTheDocument();
  });

  it('looks the ticket up after the save and says when it is not found', async () => {
    const api = serve({ ticket: { found: false, matches: false } });
    const dialog = await openCancel();
    await fillFullForm(dialog);
    await userEvent.type(within(dialog).getByLabelText(/^Hubspot ticket number/), '98765');
    await userEvent.click(cancelButton(dialog));
    const notFound = await screen.findByRole('dialog', { name: 'We could not find the hubspot ticket' });
    expect(
      within(notFound).getByText(
        'No email will be sent automatically as no HS ticket ID is found, please send the email manually',
      ),
    ).toBeInTheDocument();
    expect(api.to('POST', SAVE)[0]?.body).toMatchObject({ ticketNumber: '98765' });
    const lookup = api.requests.find((r) => r.url.pathname === '/api/hubspot/ticket/98765');
    expect(lookup?.url.searchParams.get('applicationId')).toBe(ID);
    await userEvent.click(within(notFound).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the spec's error on a failed save and keeps the form", async () => {
    serve({ saveReply: { status: 500, body: { message: 'Internal server error' } } });
    const dialog = await openCancel();
    await fillFullForm(dialog);
    await userEvent.type(within(dialog).getByLabelText(/^Hubspot ticket number/), '4242');
    await userEvent.click(cancelButton(dialog));
    expect(await screen.findByText('Oops, there was an error updating your policy')).toBeInTheDocument();
    expect(cancelButton(dialog)).toBeEnabled();
  });

  it('shows the message and fetches the figures again when they moved', async () => {
    const moved = 'The cancellation figures have changed since they were shown. Please review them again.';
    const api = serve({ saveReply: { status: 409, body: { message: moved } } });
    const dialog = await openCancel();
    await fillFullForm(dialog);
    const before = api.to('POST', PREMIUMS).length;
    await userEvent.type(within(dialog).getByLabelText(/^Hubspot ticket number/), '4242');
    await userEvent.click(cancelButton(dialog));
    expect(await screen.findByText(moved)).toBeInTheDocument();
    await waitFor(() => expect(api.to('POST', PREMIUMS).length).toBe(before + 1));
  });

  it("shows the server's message when the figures cannot be fetched", async () => {
    serve({ premiumsReply: { status: 500, body: { message: 'Internal server error' } } });
    const dialog = await openCancel();
    setDate(dialog, dayFromToday(60));
    expect(await within(dialog).findByText('Error getting cancellation premiums')).toBeInTheDocument();
    expect(cancelButton(dialog)).toBeDisabled();
  });
});

describe('Cancel policy, broker self-service', () => {
  const BROKER: Group[] = ['Standard'];

  it('hides the pickers and waivers, shows read-only figures and needs the signed PDF', async () => {
    const api = serve({
      uploadReply: { status: 400, body: { message: 'Not a valid file type' } },
    });
    const dialog = await openCancel(BROKER);
    expect(
      within(dialog).queryByRole('combobox', { name: /^Cancellation description/ }),
    ).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'SHORT RATE' })).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/^Hubspot ticket number/)).not.toBeInTheDocument();

    await pickOption(dialog, /^Cancellation reason/, 'Tenant Moved');
    setDate(dialog, dayFromToday(20));
    await figuresTable(dialog);
    expect(within(dialog).getByText(/Cancellation option: SHORT RATE/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(lastPremiumsBody(api)).toEqual({
      cancEffectiveDate: dayFromToday(20),
      cancOption: 'shortrate',
      feeWaived: false,
      adminFeeWaived: false,
      missedPaymentFeeWaived: false,
    });
    expect(cancelButton(dialog)).toBeDisabled();

    const input = within(dialog).getByLabelText('Signed cancellation form (PDF)');
    await userEvent.upload(input, new File(['not really a pdf'], 'signed.pdf', { type: 'application/pdf' }));
    expect(await within(dialog).findByText('Not a valid file type')).toBeInTheDocument();
    expect(api.to('POST', UPLOAD)[0]?.url.searchParams.get('pdfOnly')).toBe('true');
    expect(cancelButton(dialog)).toBeDisabled();
  });

  it('refuses a file that is not a PDF before uploading it', async () => {
    const api = serve();
    const dialog = await openCancel(BROKER);
    const input = within(dialog).getByLabelText('Signed cancellation form (PDF)');
    await userEvent.upload(input, new File(['png'], 'scan.png', { type: 'image/png' }), {
      applyAccept: false,
    });
    expect(await within(dialog).findByText('Not a valid file type')).toBeInTheDocument();
    expect(api.to('POST', UPLOAD)).toHaveLength(0);
  });

  it('keeps the date between today and the policy expiry', async () => {
    serve();
    const dialog = await openCancel(BROKER);
    setDate(dialog, dayFromToday(-1));
    expect(
      await within(dialog).findByText('Please select a date between today and the policy expiry date.'),
    ).toBeInTheDocument();
  });

  it('cancels with the uploaded PDF and the option the date gives', async () => {
    const api = serve();
    const dialog = await openCancel(BROKER);
    await pickOption(dialog, /^Cancellation reason/, 'Tenant Moved');
    setDate(dialog, dayFromToday(20));
    await figuresTable(dialog);
    const input = within(dialog).getByLabelText('Signed cancellation form (PDF)');
    await userEvent.upload(input, new File(['%PDF-1.4'], 'signed.pdf', { type: 'application/pdf' }));
    expect(await within(dialog).findByText('Uploaded: signed.pdf')).toBeInTheDocument();
    await waitFor(() => expect(cancelButton(dialog)).toBeEnabled());

    await userEvent.click(cancelButton(dialog));
    expect(await screen.findByText('Policy was successfully updated')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Hubspot Ticket Number is empty' })).not.toBeInTheDocument();
    expect(api.to('POST', SAVE)[0]?.body).toMatchObject({
      cancellation: {
        cancellationReason: 'Tenant Moved',
        cancellationOption: 'broker cancelled',
        cancOption: 'shortrate',
        cancEffectiveDate: dayFromToday(20),
        feeWaived: false,
        isManual: false,
        uploadedFiles: [{ path: SIGNED_FILE.path, name: 'signed.pdf' }],
      },
    });
  });
});

describe('Cancellation record', () => {
  it('shows every field of the record in CAD', async () => {
    serve({ record: { status: 'cancelled' } });
    const dialog = await openFromActions('Cancellation record', 'Cancellation record', ['Standard']);
    const returns = await within(dialog).findByRole('table', { name: 'Return premiums' });
    for (const label of [
      'Liability premium',
      'Add-on premium',
      'ALE premium',
      'Contents premium',
      'Broker premium',
      'Premiums total',
    ]) {
      expect(within(returns).getByRole('rowheader', { name: label })).toBeInTheDocument();
    }
    const earned = within(dialog).getByRole('table', { name: 'Earned and balances' });
    for (const label of [
      'Earned premium',
      'Ontario retail sales tax on insurance premiums (8%), Ontario Ministry of Finance',
      'Earned fee',
      'Admin fee retained',
      'Earned financing fee',
      'Earned missed payment fee',
      'Earned card fee and tax',
      'Earned transaction fee and tax',
      'Policy premium',
      'Payment received',
      'Payment plan',
      'Outstanding balance',
      'Refund due',
    ]) {
      expect(within(earned).getByRole('rowheader', { name: label })).toBeInTheDocument();
    }
    expect(within(earned).getByRole('row', { name: /Policy premium \$1,000\.00/ })).toBeInTheDocument();
    expect(within(dialog).getByText('Tenant Moved')).toBeInTheDocument();
    expect(within(dialog).getByText('SHORT RATE')).toBeInTheDocument();
    expect(within(dialog).getByText('Fee waived')).toBeInTheDocument();
    expect(within(dialog).getByText('Missed payment fee waived')).toBeInTheDocument();
  });

  it("lists a product's other return lines, so the lines add up to the premiums total", async () => {
    const answer = recordAnswer(makeBoundPolicy({ status: 'cancelled' }), {
      cancEffectiveDate: dayFromToday(10),
      cancOption: 'prorata',
      feeWaived: false,
      adminFeeWaived: false,
      missedPaymentFeeWaived: false,
    });
    // A contractors policy: its equipment floater is none of the spec's four lines (issue 24 item 7).
    const data = answer.transactionData;
    const recordReply = {
      body: {
        ...answer,
        transactionData: {
          ...data,
          returnPremiumLines: [
            ...data.returnPremiumLines,
            { key: 'equipmentFloaterPremium', label: 'Equipment floater', amount: -19_250 },
          ],
          premiumsTotal: data.premiumsTotal - 19_250,
        },
      },
    };
    serve({ record: { status: 'cancelled' }, recordReply });
    const dialog = await openFromActions('Cancellation record', 'Cancellation record', ['Standard']);
    const returns = await within(dialog).findByRole('table', { name: 'Return premiums' });
    expect(
      within(returns).getByRole('row', { name: /Equipment floater\s*−?-?\$192\.50/ }),
    ).toBeInTheDocument();
  });

  it("says when the record can't be loaded", async () => {
    serve({ record: { status: 'cancelled' }, recordReply: { status: 404, body: { message: 'No record' } } });
    const dialog = await openFromActions('Cancellation record', 'Cancellation record', ['Standard']);
    expect(await within(dialog).findByText('Error getting cancelled policy record')).toBeInTheDocument();
  });
});

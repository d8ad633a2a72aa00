import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ExtensionBody, ExtensionResponse, ExtensionStateResponse } from '@bm/contracts';
import { EXTENSION_MESSAGES, formatCad, premiumTaxNamesOn } from '@bm/domain';
import { mockFetch, type MockReply } from '../../../../test/fetch-mock.ts';
import { makeUser, renderApp } from '../../../../test/render.tsx';
import { applicationId, makeApplication } from '../../../../test/crm-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const ID = applicationId(1);
const PATH = `/api/applications/${ID}/extension`;
const CARD_PATH = '/api/billing/customers/cus_1/paymentMethods/card_1';

const STATE: ExtensionStateResponse = {
  monthsUsed: 0,
  monthsLeft: 18,
  policyLimit: 850_000,
  policyExpiryDate: '2027-09-07',
  hasCardOnFile: true,
  account: 'main',
  referral: null,
  canDecide: false,
};

const PRICED: ExtensionResponse = {
  type: 'quote',
  quote: {
    priced: true,
    policyExpiryDate: '2027-12-07',
    premiumsSum: 121_000,
    taxesAndFees: { annual: 3_809 },
    total: { annual: 124_809 },
  },
  figures: {
    months: 3,
    currentExpiryDate: '2027-09-07',
    addedDays: 91,
    proRataPremium: 121_000,
    minimumApplied: false,
    minimumRetainedPremium: 5_000,
    tax: 0,
    cardFee: 3_539,
    cardFeePST: 270,
  },
  reviewReasons: [],
  referral: null,
  hasCardOnFile: true,
};

const UNPRICED: ExtensionResponse = {
  ...PRICED,
  quote: {
    ...PRICED.quote,
    priced: false,
    premiumsSum: 0,
    taxesAndFees: { annual: 0 },
    total: { annual: 0 },
  },
  figures: null,
  reviewReasons: ['Losses or claims reported'],
};

/** A bound builders risk policy; `replies` answer the extension calls in turn by type. */
function serve(replies: Partial<Record<'quote' | 'review' | 'bind', (MockReply | undefined)[]>> = {}) {
  const record = makeApplication({
    status: 'bound',
    productId: 'builders-risk',
    policyNumber: 'BR-2026-100277',
  });
  const calls = { quote: 0, review: 0, bind: 0 };
  return mockFetch(({ method, url }) => {
    const path = url.pathname;
    if (method === 'GET' && path === `/api/applications/${ID}`) return { body: record };
    if (method === 'GET' && path === `/api/applications/${ID}/documents`) return { body: [] };
    if (method === 'GET' && path === `/api/applications/${ID}/transactions`) return { body: [] };
    if (method === 'POST' && path === '/api/analytics/events') return { body: { ok: true } };
    if (method === 'GET' && path === '/api/billing/config') return { body: { provider: 'simulated' } };
    if (method === 'GET' && path === CARD_PATH)
      return { body: { type: 'card', card: { brand: 'visa', lastFourDigits: '4242' } } };
    if (method === 'GET' && path === PATH) return { body: STATE };
    if (method === 'POST' && path === PATH) {
      const type = url.searchParams.get('type') as 'quote' | 'review' | 'bind';
      calls[type] += 1;
      const reply = replies[type]?.[calls[type] - 1];
      if (reply) return reply;
      if (type === 'quote') return { body: PRICED };
      if (type === 'review') return { body: { ...UNPRICED, type: 'review' } };
      return {
        body: {
          ...PRICED,
          type: 'bind',
          application: { ...record, updatedAt: '2026-12-01T18:00:00.000Z' },
          transactionId: '7a000000-0000-4000-8000-000000000003',
          payment: { id: '7b000000-0000-4000-8000-000000000001', amount: 124_809, status: 'succeeded' },
        },
      };
    }
    return undefined;
  });
}

async function openExtension() {
  renderApp(`/crm/applications/${ID}`, { user: makeUser(['Standard']) });
  await userEvent.click(await screen.findByRole('button', { name: 'Actions' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Create extension' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create extension' });
  await within(dialog).findByLabelText(/^Extension length/);
  return dialog;
}

async function fill(dialog: HTMLElement, months: string, losses = 'No') {
  const inside = within(dialog);
  await userEvent.type(inside.getByLabelText(/^Extension length/), months);
  await userEvent.selectOptions(inside.getByLabelText(/^Project state/), 'in-progress');
  await userEvent.type(inside.getByLabelText(/^Why is the extension needed/), 'Behind schedule');
  await userEvent.selectOptions(inside.getByLabelText(/^Reason for the delay/), 'weather');
  await userEvent.type(inside.getByLabelText(/^Tell us about the delay/), 'Frost');
  await userEvent.selectOptions(inside.getByLabelText(/^Percent completed/), '75');
  const radio = (group: RegExp, value: string) =>
    userEvent.click(
      within(inside.getByRole('radiogroup', { name: group })).getByRole('radio', { name: value }),
    );
  await radio(/losses or claims/, losses);
  await radio(/occupied/, 'No');
  await radio(/scope changed/, 'No');
  await userEvent.type(inside.getByLabelText(/^Describe any change in scope/), 'None');
}

const bodies = (api: ReturnType<typeof serve>) => api.to('POST', PATH).map((r) => r.body as ExtensionBody);

describe('Create extension', () => {
  it("checks every field ('Required') and whole months before anything is sent", async () => {
    const api = serve();
    const dialog = await openExtension();
    expect(within(dialog).getByLabelText(/^Limit for the extension/)).toHaveValue('850000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get quote' }));
    expect(within(dialog).getAllByText('Required')).toHaveLength(10);
    await fill(dialog, '1.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get quote' }));
    expect(
      within(dialog).getByText('Unable to offer partial months, must be a whole number'),
    ).toBeInTheDocument();
    expect(api.to('POST', PATH)).toHaveLength(0);
  });

  it('shows the priced quote with the $50 caption, buys it with the card on file and shows the approved dialog', async () => {
    const api = serve();
    const dialog = await openExtension();
    await fill(dialog, '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get quote' }));
    const quote = await screen.findByRole('dialog', { name: 'Extension quote' });
    expect(within(quote).getByText(EXTENSION_MESSAGES.minimumRetained)).toBeInTheDocument();
    expect(within(quote).getByTestId('extension-total')).toHaveTextContent(formatCad(124_809));
    expect(await within(quote).findByRole('radio', { name: /Visa ending 4242/ })).toBeChecked();
    await userEvent.click(within(quote).getByRole('button', { name: 'Purchase extension' }));
    const approved = await screen.findByRole('dialog', { name: 'Extension approved' });
    expect(approved).toHaveTextContent(
      `The policy now expires on 2027-12-07. ${formatCad(124_809)} was charged`,
    );
    const bind = bodies(api).at(-1)!;
    expect(bind).toMatchObject({ quote: PRICED.quote, idempotencyKey: expect.any(String) });
    expect(bind.token).toBeUndefined();
    expect(bind.extension.extensionDetails['extension-length']).toBe('3');
  });

  it('shows the payment-failed dialog on a decline; Try another card goes back with a new card', async () => {
    serve({ bind: [{ status: 402, body: { message: 'Your card was declined.', code: 'payment_failed' } }] });
    const dialog = await openExtension();
    await fill(dialog, '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get quote' }));
    const quote = await screen.findByRole('dialog', { name: 'Extension quote' });
    await userEvent.click(within(quote).getByRole('button', { name: 'Purchase extension' }));
    const failed = await screen.findByRole('dialog', { name: EXTENSION_MESSAGES.paymentFailedTitle });
    expect(within(failed).getByText('Your card was declined.')).toBeInTheDocument();
    await userEvent.click(within(failed).getByRole('button', { name: 'Try another card' }));
    const again = await screen.findByRole('dialog', { name: 'Extension quote' });
    expect(within(again).getByRole('radio', { name: 'A new card' })).toBeChecked();
    expect(within(again).getByRole('group', { name: 'New card' })).toBeInTheDocument();
  });

  it("says 'No default card found' when there is no card to charge", async () => {
    serve({
      bind: [{ status: 402, body: { message: EXTENSION_MESSAGES.noDefaultCard, code: 'no_default_card' } }],
    });
    const dialog = await openExtension();
    await fill(dialog, '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get quote' }));
    const quote = await screen.findByRole('dialog', { name: 'Extension quote' });
    await userEvent.click(within(quote).getByRole('button', { name: 'Purchase extension' }));
    expect(await within(quote).findByText(EXTENSION_MESSAGES.noDefaultCard)).toBeInTheDocument();
    expect(within(quote).getByRole('group', { name: 'New card' })).toBeInTheDocument();
  });

  it.each([
    ['2026-12-31', 0.09, 'Quebec tax on insurance premiums (9%), Revenu Québec'],
    ['2027-01-01', 0.09975, 'Quebec tax on insurance premiums (9.975%), Revenu Québec'],
  ])('names the premium tax of a Quebec extension charged on %s', async (on, rate, label) => {
    const taxNames = premiumTaxNamesOn({ province: 'QC', taxClass: 'commercialPropertyLiability', on });
    const tax = Math.round(PRICED.quote.premiumsSum * rate);
    serve({ quote: [{ body: { ...PRICED, figures: { ...PRICED.figures!, tax, taxNames } } }] });
    const dialog = await openExtension();
    await fill(dialog, '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get quote' }));
    const quote = await screen.findByRole('dialog', { name: 'Extension quote' });
    const figures = within(quote).getByRole('table', { name: 'Extension quote' });
    expect(within(figures).getByRole('rowheader', { name: label })).toBeInTheDocument();
    expect(figures).toHaveTextContent(`${label}${formatCad(tax)}`);
    expect(within(figures).queryByText('Premium tax')).not.toBeInTheDocument();
  });

  it('sends an unpriced extension for review: manual review, then under review', async () => {
    const api = serve({ quote: [{ body: UNPRICED }] });
    const dialog = await openExtension();
    await fill(dialog, '3', 'Yes');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get quote' }));
    const review = await screen.findByRole('dialog', { name: 'Manual review required' });
    expect(within(review).getByText('Losses or claims reported')).toBeInTheDocument();
    await userEvent.click(within(review).getByRole('button', { name: 'Submit for review' }));
    const under = await screen.findByRole('dialog', { name: 'Extension under review' });
    expect(within(under).getByText(EXTENSION_MESSAGES.underReview)).toBeInTheDocument();
    await waitFor(() => expect(api.to('POST', PATH)).toHaveLength(2));
  });

  it('marks an over-limit request ineligible and words other quote failures as the spec does', async () => {
    serve({
      quote: [
        { status: 409, body: { message: 'Over extension limit', code: 'over_extension_limit' } },
        { status: 500, body: { message: 'Internal server error' } },
      ],
    });
    const dialog = await openExtension();
    await fill(dialog, '19');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get quote' }));
    expect(await within(dialog).findByText('Over extension limit')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get quote' }));
    expect(await within(dialog).findByText(EXTENSION_MESSAGES.quoteFailed)).toBeInTheDocument();
  });
});

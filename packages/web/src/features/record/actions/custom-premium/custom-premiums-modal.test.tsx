import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CreateCustomPremiumsBody, CustomQuoteResponse } from '@bm/contracts';
import { customEndorsementQuote, formatCad } from '@bm/domain';
import { mockFetch, type MockReply } from '../../../../test/fetch-mock.ts';
import { makeUser, renderApp } from '../../../../test/render.tsx';
import { applicationId, makeApplication } from '../../../../test/crm-fixtures.ts';
import { NO_SURCHARGE_ON_FILE } from '../../lib/card-choice.ts';

afterEach(() => vi.unstubAllGlobals());

const ID = applicationId(1);
const QUOTE_PATH = `/api/applications/${ID}/getCustomEndorsementQuote`;
const SAVE_PATH = `/api/applications/${ID}/createCustomPremiums`;
const onCard = (funding: 'credit' | 'debit') =>
  customEndorsementQuote(10_000, 'ON', { funding, productId: 'tenants', on: '2026-01-01' });
const QUOTE: CustomQuoteResponse = {
  quote: onCard('credit'),
  card: {
    onFileFunding: 'credit',
    credit: {
      cardFee: onCard('credit').stripeFeesPreTax,
      cardFeePST: onCard('credit').stripeFeesPST,
      total: onCard('credit').total,
    },
    noSurchargeTotal: onCard('debit').total,
  },
  hasCardOnFile: true,
  account: 'main',
};

function serve(replies: { quote?: MockReply; save?: MockReply } = {}) {
  const record = makeApplication({ status: 'bound', policyNumber: 'TEN-2025-100001' });
  return mockFetch(({ method, url }) => {
    const path = url.pathname;
    if (method === 'GET' && path === `/api/applications/${ID}`) return { body: record };
    if (method === 'GET' && path === `/api/applications/${ID}/documents`) return { body: [] };
    if (method === 'GET' && path === `/api/applications/${ID}/transactions`) return { body: [] };
    if (method === 'POST' && path === '/api/analytics/events') return { body: { ok: true } };
    if (method === 'GET' && path === '/api/billing/config') return { body: { provider: 'simulated' } };
    if (method === 'GET' && path === '/api/billing/customers/cus_1/paymentMethods/card_1')
      return { body: { type: 'card', card: { brand: 'visa', lastFourDigits: '4242' } } };
    if (method === 'POST' && path === QUOTE_PATH) return replies.quote ?? { body: QUOTE };
    if (method === 'POST' && path === SAVE_PATH)
      return (
        replies.save ?? {
          body: {
            application: { ...record, updatedAt: '2026-12-01T18:00:00.000Z' },
            transactionId: '7a000000-0000-4000-8000-000000000003',
            payment: {
              id: '7b000000-0000-4000-8000-000000000001',
              amount: QUOTE.quote.total,
              status: 'succeeded',
            },
            quote: QUOTE.quote,
          },
        }
      );
    return undefined;
  });
}

async function openModal() {
  renderApp(`/crm/applications/${ID}`, { user: makeUser(['Underwriter']) });
  await userEvent.click(await screen.findByRole('button', { name: 'Actions' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Custom premiums' }));
  return screen.findByRole('dialog', { name: 'Custom premiums' });
}

describe('Custom premiums', () => {
  it("refuses a premium of zero in the browser with the spec's message", async () => {
    const api = serve();
    const dialog = await openModal();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Premium/ }), '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get quote' }));
    expect(
      await within(dialog).findByText('Premium input invalid. Please enter a value greater than zero.'),
    ).toBeInTheDocument();
    expect(api.to('POST', QUOTE_PATH)).toHaveLength(0);
  });

  it("shows the server's message when the quote is refused", async () => {
    serve({ quote: { status: 409, body: { message: 'Only a bound policy can be changed or cancelled.' } } });
    const dialog = await openModal();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Premium/ }), '100');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get quote' }));
    expect(
      (await within(dialog).findAllByText('Only a bound policy can be changed or cancelled.')).length,
    ).toBeGreaterThan(0);
  });

  it("shows the spec's quote message on a server error", async () => {
    serve({ quote: { status: 500, body: { message: 'boom' } } });
    const dialog = await openModal();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Premium/ }), '100');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get quote' }));
    expect(
      (await within(dialog).findAllByText("Sorry we can't get the quote of this premiums")).length,
    ).toBeGreaterThan(0);
  });

  it('quotes, then charges the card on file with the figures shown', async () => {
    const api = serve();
    const dialog = await openModal();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Added a second unit');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Premium/ }), '100');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get quote' }));
    const figures = await within(dialog).findByRole('table', { name: 'Custom premium quote' });
    expect(figures).toHaveTextContent(`Total to charge${formatCad(13_952)}`);
    await userEvent.click(within(dialog).getByRole('button', { name: `Charge ${formatCad(13_952)}` }));
    await waitFor(() => expect(api.to('POST', SAVE_PATH)).toHaveLength(1));
    const body = api.to('POST', SAVE_PATH)[0]!.body as CreateCustomPremiumsBody;
    expect(body).toMatchObject({
      reason: 'Added a second unit',
      totalPremium: 10_000,
      expectedTotal: 13_952,
    });
    expect(body.token).toBeUndefined();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Custom premiums' })).not.toBeInTheDocument(),
    );
  });

  it('shows the surcharge of the card chosen: none on a debit card on file, a new card the credit one with what debit pays', async () => {
    const debitOnFile: CustomQuoteResponse = {
      ...QUOTE,
      quote: onCard('debit'),
      card: { ...QUOTE.card, onFileFunding: 'debit' },
    };
    serve({ quote: { body: debitOnFile } });
    const dialog = await openModal();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Premium/ }), '100');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get quote' }));
    const figures = await within(dialog).findByRole('table', { name: 'Custom premium quote' });
    const debitTotal = onCard('debit').total;
    expect(figures).toHaveTextContent(`Credit card surcharge${formatCad(0)}`);
    expect(figures).toHaveTextContent(`Total to charge${formatCad(debitTotal)}`);
    expect(within(dialog).getByTestId('card-surcharge-note')).toHaveTextContent(NO_SURCHARGE_ON_FILE);

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Pay with a new card' }));
    const credit = onCard('credit');
    expect(credit.stripeFees).toBeGreaterThan(0);
    expect(figures).toHaveTextContent(`Credit card surcharge${formatCad(credit.stripeFees)}`);
    expect(figures).toHaveTextContent(`Total to charge${formatCad(credit.total)}`);
    expect(within(dialog).getByTestId('card-surcharge-note')).toHaveTextContent(
      `Debit and prepaid cards carry no surcharge: ${formatCad(debitTotal)} in total by debit card.`,
    );
    expect(
      within(dialog).getByRole('button', { name: `Charge ${formatCad(credit.total)}` }),
    ).toBeInTheDocument();
  });

  it.each([
    ['2026-12-31', 'Quebec tax on insurance premiums (9%), Revenu Québec', 'QST 9.975%'],
    ['2027-01-01', 'Quebec tax on insurance premiums (9.975%), Revenu Québec', 'QST 9.975%'],
  ])('names every tax of a Quebec custom premium charged on %s', async (on, premiumTax, qst) => {
    const quote = customEndorsementQuote(
      10_000,
      'QC',
      { funding: 'credit', productId: 'contractors', on },
      {},
      undefined,
      { taxClass: 'commercialPropertyLiability', on },
    );
    serve({ quote: { body: { ...QUOTE, quote } } });
    const dialog = await openModal();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Added a second unit');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Premium/ }), '100');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get quote' }));
    const figures = await within(dialog).findByRole('table', { name: 'Custom premium quote' });
    expect(within(figures).getByRole('rowheader', { name: premiumTax })).toBeInTheDocument();
    expect(figures).toHaveTextContent(`${premiumTax}${formatCad(quote.premiumsTaxes)}`);
    expect(
      within(figures).getByRole('rowheader', { name: `Transaction fee taxes (GST 5%, ${qst})` }),
    ).toBeInTheDocument();
    expect(within(figures).queryByText(/^Premium tax/)).not.toBeInTheDocument();
  });

  it("shows the spec's save message when saving fails on the server", async () => {
    serve({ save: { status: 500, body: { message: 'boom' } } });
    const dialog = await openModal();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Added a second unit');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Premium/ }), '100');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get quote' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: `Charge ${formatCad(13_952)}` }));
    expect(
      (
        await within(dialog).findAllByText(
          'Sorry, the endorsement cannot be created at the moment, please contact us.',
        )
      ).length,
    ).toBeGreaterThan(0);
  });
});

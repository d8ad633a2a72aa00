import type {
  Application,
  EndorsementQuoteResponse,
  EndorsementRequest,
  EndorsementResponse,
  PolicyTransaction,
  ProductDetail,
  TicketLookup,
} from '@bm/contracts';
import {
  addYearsToDay,
  endorsementCharges,
  endorsementPaymentPlan,
  formatDate,
  policyEffectiveInstant,
  priceEndorsement,
  PRODUCT_DEFINITIONS,
  quoteApplication,
  SAMPLE_TENANTS_ANSWERS,
  shownTotalCovers,
  type EndorsementChange,
  type Form,
  type FormValue,
  type PaymentPeriod,
  type ProductDefinition,
  type Quote,
} from '@bm/domain';
import { mockFetch, type MockReply, type MockRequest } from '../../../../../test/fetch-mock.ts';
import { applicationId, makeApplication, makeTransaction } from '../../../../../test/crm-fixtures.ts';

export const ID = applicationId(1);
export const RECORD_PATH = `/api/applications/${ID}`;
export const QUOTE_PATH = `${RECORD_PATH}/endorsement/quote`;
export const SAVE_PATH = `${RECORD_PATH}/endorsement`;
export const TOKEN_PATH = '/api/billing/tokens';
export const CARD_PATH = '/api/billing/customers/cus_1/paymentMethods/card_1';

/** A complete tenants application for a rental in Toronto (as the server's tests bind one). */
export const TENANTS_FORM: Form = { ...SAMPLE_TENANTS_ANSWERS };

const TODAY = formatDate(new Date());

/** The policy term: started 30 days ago, for a year. */
export const TERM = (() => {
  const effectiveDay = formatDate(Date.now() - 30 * 86_400_000);
  return { effectiveDay, expiryDay: addYearsToDay(effectiveDay, 1) };
})();

export function productDetail(definition: ProductDefinition): ProductDetail {
  return {
    productId: definition.productId,
    name: definition.productId,
    enabled: true,
    categories: [],
    searchKeywords: [],
    applicationPath: definition.productId,
    insurerId: 'laurentian-general',
    insurerName: 'Laurentian General',
    lineOfBusiness: 'residential',
    showTile: true,
    description: '',
    version: definition.version,
    versionId: '0f000000-0000-4000-8000-000000000001',
    definition: definition as unknown as ProductDetail['definition'],
  };
}

/** A bound policy of the product with a card on file, priced by the domain. */
export function policyRecord(productId: string, paymentPeriod: PaymentPeriod): Application {
  const definition = PRODUCT_DEFINITIONS[productId]!;
  const form = { ...TENANTS_FORM, 'policy-effective-date': TERM.effectiveDay };
  const quote = quoteApplication(definition, form, { today: TODAY }).quote;
  return makeApplication({
    productId,
    paymentPeriod,
    status: 'bound',
    form,
    quote: { ...quote },
    premiumsSum: quote.premiumsSum,
    totalPremium: quote.total[paymentPeriod],
    policyEffectiveDate: policyEffectiveInstant(TERM.effectiveDay).toISOString(),
    policyExpiryDate: policyEffectiveInstant(TERM.expiryDay).toISOString(),
    stripe: { customerId: 'cus_1', cardId: 'card_1' },
  });
}

type EndorsementBody = NonNullable<EndorsementRequest['endorsement']>;

/** The server's pricing of an endorsement (priceEndorsement and endorsementPaymentPlan). */
export function priceFor(
  record: Application,
  body: EndorsementBody,
  hasCardOnFile = true,
  /** The funding of the card charged (the card on file's, or a new card's). */
  cardFunding: 'credit' | 'debit' = 'credit',
) {
  const pricing = priceEndorsement({
    cardFunding,
    definition: PRODUCT_DEFINITIONS[record.productId]!,
    currentForm: record.form as Form,
    changes: body.changes.map((c) => ({
      field: c.field,
      newValue: c.newValue as FormValue,
    })) as EndorsementChange[],
    currentQuote: record.quote as unknown as Quote,
    paymentPeriod: record.paymentPeriod,
    policyEffectiveDay: TERM.effectiveDay,
    policyExpiryDay: TERM.expiryDay,
    endorsementEffectiveDay: body.effectiveDate,
    today: TODAY,
  });
  const plan = endorsementPaymentPlan({
    total: pricing.endorsementFeesAndTotals.total.annual,
    paymentPeriod: record.paymentPeriod,
    hasCardOnFile,
  });
  const response: EndorsementQuoteResponse = {
    newQuote: pricing.newQuote,
    newQuoteWithEndorsement: pricing.newQuoteWithEndorsement,
    annualPolicyDifference: pricing.annualPolicyDifference,
    additionalPremium: pricing.additionalPremium,
    tax: pricing.tax,
    taxNames: pricing.taxNames,
    termDays: pricing.termDays,
    daysRemaining: pricing.daysRemaining,
    endorsementFeesAndTotals: pricing.endorsementFeesAndTotals,
    noPremiumChange: pricing.noPremiumChange,
    issuable: pricing.issuable,
    refusedReasons: pricing.refusedReasons,
    errors: pricing.errors,
    payment: {
      action: plan.action,
      amount: plan.amount,
      requiresNewCard: plan.requiresNewCard,
      message: plan.message,
      account: 'main',
    },
    // As the server: the same premium and tax on a credit and on a debit card (decision 0063).
    card: (() => {
      const totals = pricing.endorsementFeesAndTotals;
      const on = (funding: 'credit' | 'debit') =>
        endorsementCharges({ premium: totals.premium, tax: totals.tax }, pricing.newQuote.province, {
          funding,
          productId: pricing.newQuote.productId,
          on: TODAY,
        });
      const credit = on('credit');
      return {
        onFileFunding: hasCardOnFile ? cardFunding : null,
        credit: { cardFee: credit.cardFee, cardFeePST: credit.cardFeePST, total: credit.total.annual },
        noSurchargeTotal: on('debit').total.annual,
      };
    })(),
  };
  return { pricing, response };
}

export interface FakeServer {
  productId?: string;
  paymentPeriod?: PaymentPeriod;
  /** Answer a save before the default (which saves like the server); undefined falls through. */
  onSave?: (request: MockRequest, attempt: number) => MockReply | undefined;
  ticket?: TicketLookup;
  /** The funding of the card on file, as the processor reports it (default credit). */
  onFileFunding?: 'credit' | 'debit';
}

/** The API the record page and the endorsement modal call, saving endorsements as the server would. */
export function serveEndorsement(options: FakeServer = {}) {
  let record = policyRecord(options.productId ?? 'tenants', options.paymentPeriod ?? 'annual');
  const transactions: PolicyTransaction[] = [];
  let saves = 0;

  const save = (request: MockRequest): MockReply => {
    const body = request.body as EndorsementRequest;
    const endorsement = body.endorsement!;
    // As the server: priced for the card charged (the new card here is a credit card).
    const funding = body.token ? 'credit' : (options.onFileFunding ?? 'credit');
    const { pricing, response } = priceFor(record, endorsement, true, funding);
    const totals = pricing.endorsementFeesAndTotals;
    if (!shownTotalCovers(endorsement.expectedTotal ?? 0, totals.total.annual, response.card.credit.total)) {
      return {
        status: 409,
        body: { message: 'The endorsement figures have changed since they were shown.' },
      };
    }
    const quote = pricing.newQuoteWithEndorsement;
    record = {
      ...record,
      form: pricing.newForm,
      quote: { ...quote },
      premiumsSum: quote.premiumsSum,
      updatedAt: new Date().toISOString(),
    };
    const payment =
      response.payment.action === 'charge'
        ? { id: '9a000000-0000-4000-8000-000000000001', amount: totals.total.annual, status: 'succeeded' }
        : null;
    transactions.push(
      makeTransaction(transactions.length + 1, {
        type: 'Endorsement',
        createdAt: new Date().toISOString(),
        reason: endorsement.reason,
        premiumDelta: totals.premium,
        taxDelta: totals.tax,
        feeDelta: totals.fees,
        totalDelta: totals.total.annual,
        payment: payment && { amount: payment.amount, status: payment.status },
      }),
    );
    const saved: EndorsementResponse = {
      application: record,
      transactionId: '7b000000-0000-4000-8000-000000000001',
      payment,
      refund: null,
      message: null,
    };
    return { body: saved };
  };

  const api = mockFetch((request) => {
    const { method, url } = request;
    if (method === 'GET' && url.pathname === RECORD_PATH) return { body: record };
    if (method === 'GET' && url.pathname === `${RECORD_PATH}/documents`) return { body: [] };
    if (method === 'GET' && url.pathname === `${RECORD_PATH}/transactions`) return { body: transactions };
    if (method === 'POST' && url.pathname === '/api/analytics/events') return { body: { ok: true } };
    if (method === 'GET' && url.pathname === `${RECORD_PATH}/definition`) {
      const { versionId, definition } = productDetail(PRODUCT_DEFINITIONS[record.productId]!);
      return { body: { versionId, definition } };
    }
    if (method === 'GET' && url.pathname === '/api/billing/config')
      return { body: { provider: 'simulated' } };
    if (method === 'GET' && url.pathname === CARD_PATH) {
      return { body: { type: 'card', card: { brand: 'visa', lastFourDigits: '4242' } } };
    }
    if (method === 'POST' && url.pathname === QUOTE_PATH) {
      const onFile = options.onFileFunding ?? 'credit';
      return { body: priceFor(record, request.body as EndorsementBody, true, onFile).response };
    }
    if (method === 'POST' && url.pathname === TOKEN_PATH) {
      return { body: { token: `tok_${Date.now()}`, card: { brand: 'mastercard', lastFourDigits: '4444' } } };
    }
    if (method === 'POST' && url.pathname === SAVE_PATH) {
      saves += 1;
      return options.onSave?.(request, saves) ?? save(request);
    }
    if (method === 'GET' && url.pathname.startsWith('/api/hubspot/ticket/')) {
      return { body: options.ticket ?? { found: true, matches: true } };
    }
    return undefined;
  });
  return { api, record: () => record };
}

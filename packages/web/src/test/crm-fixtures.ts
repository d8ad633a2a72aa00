import type {
  Application,
  ApplicationListItem,
  DocumentItem,
  InvoiceItem,
  MeUser,
  PolicyTransaction,
} from '@bm/contracts';
import {
  buildQuote,
  commissionTransferSummary,
  flagsFromGroups,
  type Province,
  type Quote,
} from '@bm/domain';
import { DEFAULT_SETTINGS } from './settings.ts';

export const BROKERAGE_A = { id: '0b7c1c0e-0000-4000-8000-00000000000a', name: 'Maple Leaf Brokers' };
export const BROKERAGE_B = { id: '0b7c1c0e-0000-4000-8000-00000000000b', name: 'Coastal Insurance Group' };

export function applicationId(n: number): string {
  return `5e3d9a10-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

export function makeListItem(n: number, overrides: Partial<ApplicationListItem> = {}): ApplicationListItem {
  return {
    applicationId: applicationId(n),
    policyNumber: `TEN-2025-${String(100000 + n)}`,
    insuredName: `Insured ${n}`,
    email: `insured.${n}@example.net`,
    productId: 'tenants',
    productName: 'Tenants Insurance',
    status: 'bound',
    salesStatus: 'Closed-Won',
    paymentPeriod: 'annual',
    province: 'ON',
    policyEffectiveDate: '2025-03-01T08:01:00.000Z',
    policyExpiryDate: '2026-03-01T08:01:00.000Z',
    totalPremium: 123_456,
    brokerId: 'b0000000-0000-4000-8000-000000000001',
    brokerName: 'Bea Broker',
    brokerageId: BROKERAGE_A.id,
    brokerageName: BROKERAGE_A.name,
    createdAt: '2025-02-20T18:30:00.000Z',
    bindStopped: false,
    isRenewal: false,
    ...overrides,
  };
}

/**
 * A priced tenants quote in the contract's shape (quoteSchema), built by the domain's quote
 * builder: contents $600, liability $300 and additional living expenses $100 a year.
 */
export function makeQuote({
  province = 'ON',
  customFee,
}: { province?: Province; customFee?: number } = {}): Quote {
  return buildQuote({
    productId: 'tenants',
    productVersion: '1',
    province,
    customFee,
    rated: {
      priced: true,
      premiums: [
        { key: 'contentsPremium', label: 'Contents', amount: 60_000 },
        { key: 'liabilityPremium', label: 'Liability', amount: 30_000 },
        { key: 'alePremium', label: 'Additional living expenses', amount: 10_000 },
      ],
      unpricedReasons: [],
    },
  });
}

/** The transfer summary the server stores when the record binds, as JSON. */
export function makeTransferSummary(quote: Quote = makeQuote()): Record<string, unknown> {
  return { ...commissionTransferSummary(quote, 'monthly') };
}

/** A stored document of application 1's policy. */
export function makeDocument(name: string, overrides: Partial<DocumentItem> = {}): DocumentItem {
  return {
    Key: `TEN-2025-100001/20250222/${name}`,
    Name: name,
    LastModified: '2025-02-22T19:05:00.000Z',
    Size: 245_760,
    ...overrides,
  };
}

export function makeApplication(overrides: Partial<Application> = {}): Application {
  const quote = makeQuote();
  return {
    ...makeListItem(1),
    paymentPeriod: 'monthly',
    totalPremium: quote.total.monthly,
    subdomain: 'mapleleaf',
    insurerId: 'laurentian-general',
    productVersionId: null,
    boundDate: '2025-02-22T19:00:00.000Z',
    transactionType: 'New Business',
    applicationSource: 'Broker',
    updatedAt: '2025-02-22T19:00:00.000Z',
    phone: '416-555-1001',
    currentPage: 3,
    premiumsSum: quote.premiumsSum,
    nonRenewable: false,
    bindStopped: false,
    isRenewal: false,
    renewalOfId: null,
    form: {
      email: 'insured.1@example.net',
      'insured-name': 'Insured 1',
      'business-address-city': 'Toronto',
      'business-address-province': 'ON',
      'policy-effective-date': '2025-03-01',
      operations: 'carpentry,painting',
      'has-claims': false,
    },
    quote: { ...quote },
    marketplace: null,
    embeddedPayload: null,
    commissionTransferSummary: null,
    stripe: { customerId: 'cus_1', cardId: 'card_1' },
    correspondenceLanguage: 'en-CA',
    broker: {
      id: 'b0000000-0000-4000-8000-000000000001',
      name: 'Bea Broker',
      email: 'bea@mapleleaf.example',
    },
    ...overrides,
  };
}

function makeUser(groups: string[]): MeUser {
  return {
    id: 'a0000000-0000-4000-8000-000000000001',
    username: 'user',
    email: 'user@example.net',
    givenName: 'Test',
    familyName: 'User',
    groups,
    flags: flagsFromGroups(groups),
    mfaEnabled: false,
    mfaPreference: null,
    language: 'en-CA',
    brokerage: { id: BROKERAGE_A.id, code: 'MAPLE', name: BROKERAGE_A.name, isAgency: false },
    settings: DEFAULT_SETTINGS,
  };
}

export const BROKER_USER = makeUser(['Standard']);
export const SUPER_ADMIN_USER = makeUser(['SuperAdmin']);
export const FINANCE_USER = makeUser(['FinanceApolloUser', 'Apollo']);

/** A row of a policy's transaction history (GET /api/applications/{id}/transactions). */
export function makeTransaction(n: number, overrides: Partial<PolicyTransaction> = {}): PolicyTransaction {
  return {
    id: `7a000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    type: 'New Business',
    createdAt: '2025-02-22T19:00:00.000Z',
    effectiveDate: '2025-03-01T08:01:00.000Z',
    reason: null,
    description: null,
    user: null,
    before: null,
    after: null,
    premiumDelta: 0,
    taxDelta: 0,
    feeDelta: 0,
    totalDelta: 0,
    paymentId: null,
    refundId: null,
    payment: null,
    refund: null,
    refundParts: [],
    ...overrides,
  };
}

/** Instalment n of application 1's monthly plan (GET /api/applications/{id}/invoices), open. */
export function makeInvoice(n: number, overrides: Partial<InvoiceItem> = {}): InvoiceItem {
  return {
    id: `1e000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    number: `TEN-2025-100001-${String(n).padStart(2, '0')}`,
    type: 'subscription',
    status: 'open',
    description: `Tenants Insurance monthly payment ${n} of 12`,
    amountDue: 10_000,
    amountPaid: 0,
    // Due on the first of each month from the policy's effective date, 2025-03-01.
    dueDate: new Date(Date.UTC(2025, n + 1, 1, 8, 1)).toISOString(),
    paidAt: null,
    voidedAt: null,
    instalmentNumber: n,
    isMPF: false,
    waivable: false,
    externalId: null,
    manualRefund: null,
    ...overrides,
  };
}

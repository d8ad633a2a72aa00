import type { Application, ApplicationListItem, MeUser } from '@bm/contracts';
import { flagsFromGroups, summariseQuote } from '@bm/domain';

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
    ...overrides,
  };
}

export function makeApplication(overrides: Partial<Application> = {}): Application {
  const quote = summariseQuote(100_000, 'ON');
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
    brokerage: { id: BROKERAGE_A.id, code: 'MAPLE', name: BROKERAGE_A.name, isAgency: false },
  };
}

export const BROKER_USER = makeUser(['Standard']);
export const SUPER_ADMIN_USER = makeUser(['SuperAdmin']);

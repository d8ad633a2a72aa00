import type { Application, ProductDetail } from '@bm/contracts';
import type { Form, ProductDefinition } from '@bm/domain';

export const APPLICATION_ID = '7a1c2e30-0000-4000-8000-000000000001';
export const VERSION_ID = '7a1c2e30-0000-4000-8000-0000000000f1';

/**
 * A small tenants definition: four pages (applicant, rental address, roommates, coverage), rated
 * by the domain's residential model with simple tables (no factor questions).
 */
export const TEST_DEFINITION: ProductDefinition = {
  productId: 'tenants',
  version: '1.0-test',
  termMonths: 12,
  paymentPeriods: ['annual', 'monthly', 'instalment'],
  pages: [
    {
      name: 'applicant',
      title: 'Applicant',
      questions: [
        { name: 'insured-name', heading: 'Full name of the insured', kind: 'text', required: true },
        { name: 'email', heading: 'Email', kind: 'email', required: true },
        {
          name: 'policy-effective-date',
          heading: 'Policy effective date',
          kind: 'date',
          required: true,
          helpText: 'Cover starts at 12:01 a.m. on this date.',
        },
      ],
    },
    {
      name: 'rental',
      title: 'The rental',
      questions: [{ name: 'business-address', heading: 'Rental address', kind: 'address', required: true }],
    },
    {
      name: 'roommates',
      title: 'Roommates',
      questions: [
        {
          name: 'roommates',
          heading: 'Roommates to insure',
          marketplaceLabel: 'Roommate',
          kind: 'group',
          maxItems: 3,
          itemQuestions: [
            { name: 'roommate-name', heading: 'Roommate name', kind: 'text', required: true },
            {
              name: 'roommate-property-limit',
              heading: 'Roommate contents limit',
              kind: 'select',
              required: true,
              selectChildren: [
                { value: '5000', label: '$5,000' },
                { value: '10000', label: '$10,000' },
              ],
            },
            {
              name: 'roommate-ale-limit',
              heading: 'Roommate ALE limit',
              kind: 'select',
              required: true,
              selectChildren: [{ value: '2500', label: '$2,500' }],
            },
          ],
        },
      ],
    },
    {
      name: 'coverage',
      title: 'Coverage',
      questions: [
        {
          name: 'contents-limit',
          heading: 'Contents limit',
          kind: 'select',
          required: true,
          selectChildren: [
            { value: '10000', label: '$10,000' },
            { value: '25000', label: '$25,000' },
            { value: '50000', label: '$50,000' },
          ],
        },
        {
          name: 'ale-limit',
          heading: 'ALE limit',
          kind: 'select',
          required: true,
          defaultValue: '5000',
          selectChildren: [
            { value: '5000', label: '$5,000' },
            { value: '10000', label: '$10,000' },
          ],
        },
        {
          name: 'liability-limit',
          heading: 'Personal liability limit',
          kind: 'radio',
          required: true,
          defaultValue: '1000000',
          radioChildren: [
            { value: '1000000', label: '$1,000,000' },
            { value: '2000000', label: '$2,000,000', tooltip: 'Recommended for dog owners.' },
          ],
        },
      ],
    },
  ],
  eligibility: [],
  rating: {
    ratesNote: 'Test rates.',
    brokerCommissionRate: 0.15,
    dmgaRate: 0.1,
    minimumPremium: 120,
    contentsRatePerThousand: 4,
    aleRatePerThousand: 1.5,
    liabilityPremiums: { '1000000': 40, '2000000': 55 },
    provinceFactors: {
      AB: 1,
      BC: 1.1,
      MB: 1,
      NB: 1,
      NL: 1,
      NS: 1,
      NT: 1,
      NU: 1,
      ON: 1,
      PE: 1,
      QC: 1,
      SK: 1,
      YT: 1,
    },
    contentsLimitRange: { min: 10_000, max: 100_000 },
    aleLimitRange: { min: 5_000, max: 20_000 },
    contentsFactors: [],
    policyFactors: [],
    roommates: {
      max: 3,
      liabilityLoadPerRoommate: 0.25,
      propertyLimitRange: { min: 5_000, max: 50_000 },
      aleLimitRange: { min: 2_500, max: 10_000 },
    },
  },
};

/** Every answer of TEST_DEFINITION, priced in Ontario. */
export const COMPLETE_FORM: Form = {
  'insured-name': 'Alex Renter',
  email: 'alex@example.ca',
  'policy-effective-date': '2026-12-01',
  'business-address-street': '100 Queen St W',
  'business-address-city': 'Toronto',
  'business-address-province': 'ON',
  'business-address-postal': 'M5H 2N2',
  'contents-limit': '25000',
  'ale-limit': '5000',
  'liability-limit': '1000000',
};

export function makeProduct(
  definition: ProductDefinition = TEST_DEFINITION,
  overrides: Partial<ProductDetail> = {},
): ProductDetail {
  return {
    productId: definition.productId,
    name: 'Tenants Insurance',
    enabled: true,
    categories: ['Residential'],
    searchKeywords: ['renters'],
    applicationPath: definition.productId,
    insurerId: 'laurentian-general',
    insurerName: 'Laurentian General Insurance',
    lineOfBusiness: 'residential',
    showTile: true,
    description: 'Contents, liability and additional living expenses for renters.',
    version: definition.version,
    versionId: VERSION_ID,
    definition: definition as unknown as ProductDetail['definition'],
    ...overrides,
  };
}

export function makeApplication(overrides: Partial<Application> = {}): Application {
  return {
    applicationId: APPLICATION_ID,
    policyNumber: null,
    insuredName: '',
    email: '',
    productId: 'tenants',
    productName: 'Tenants Insurance',
    status: 'started',
    salesStatus: 'Open',
    paymentPeriod: 'annual',
    province: null,
    policyEffectiveDate: null,
    policyExpiryDate: null,
    totalPremium: 0,
    brokerId: 'b0000000-0000-4000-8000-000000000001',
    brokerName: 'Bea Broker',
    brokerageId: '0b7c1c0e-0000-4000-8000-00000000000a',
    brokerageName: 'Maple Leaf Brokers',
    createdAt: '2026-11-20T18:30:00.000Z',
    subdomain: 'mapleleaf',
    insurerId: 'laurentian-general',
    productVersionId: VERSION_ID,
    boundDate: null,
    transactionType: 'New Business',
    applicationSource: 'Broker',
    updatedAt: '2026-11-20T18:30:00.000Z',
    phone: null,
    currentPage: 0,
    premiumsSum: 0,
    nonRenewable: false,
    bindStopped: false,
    isRenewal: false,
    renewalOfId: null,
    form: {},
    quote: null,
    marketplace: null,
    embeddedPayload: null,
    commissionTransferSummary: null,
    stripe: { customerId: null, cardId: null },
    broker: { id: 'b0000000-0000-4000-8000-000000000001', name: 'Bea Broker', email: 'bea@example.ca' },
    correspondenceLanguage: 'en-CA',
    ...overrides,
  };
}

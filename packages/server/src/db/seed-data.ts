/** Fixed ids and demo accounts shared by the seed, the tests and the e2e journeys. */
export const DEMO_PASSWORD = 'demo-password-2026';

export const BROKERAGE_IDS = {
  apollo: '00000000-0000-4000-8000-000000000001',
  maple: '00000000-0000-4000-8000-000000000002',
  coastal: '00000000-0000-4000-8000-000000000003',
  prairie: '00000000-0000-4000-8000-000000000004',
} as const;

export const SEED_BROKERAGES = [
  {
    id: BROKERAGE_IDS.apollo,
    code: 'APOLLO',
    name: 'Apollo Agency',
    isAgency: true,
    province: 'BC',
    email: 'agency@apollocover.example',
    phone: '604-555-0100',
    address: '555 West Hastings Street, Vancouver, BC V6B 4N6',
    subdomain: 'apollo',
  },
  {
    id: BROKERAGE_IDS.maple,
    code: 'MAPLE',
    name: 'Maple Leaf Brokers',
    isAgency: false,
    province: 'ON',
    email: 'office@mapleleafbrokers.example',
    phone: '416-555-0142',
    address: '100 King Street West, Toronto, ON M5X 1A9',
    subdomain: 'mapleleaf',
  },
  {
    id: BROKERAGE_IDS.coastal,
    code: 'COASTAL',
    name: 'Coastal Insurance Group',
    isAgency: false,
    province: 'BC',
    email: 'hello@coastalinsurance.example',
    phone: '250-555-0177',
    address: '800 Douglas Street, Victoria, BC V8W 2B6',
    subdomain: 'coastal',
  },
  {
    id: BROKERAGE_IDS.prairie,
    code: 'PRAIRIE',
    name: 'Prairie Risk Advisors',
    isAgency: false,
    province: 'AB',
    email: 'team@prairierisk.example',
    phone: '403-555-0199',
    address: '250 6 Avenue SW, Calgary, AB T2P 3H7',
    subdomain: 'prairierisk',
  },
] as const;

export interface SeedUser {
  id: string;
  email: string;
  givenName: string;
  familyName: string;
  groups: string[];
  brokerageId: string;
  mfaEnabled?: boolean;
}

const u = (n: number) => `00000000-0000-4000-9000-${n.toString(16).padStart(12, '0')}`;

/** The demo logins of the README, one per role, all with DEMO_PASSWORD. */
export const DEMO_USERS = {
  admin: {
    id: u(1),
    email: 'admin@example.com',
    givenName: 'Ada',
    familyName: 'Admin',
    groups: ['SuperAdmin', 'Apollo'],
    brokerageId: BROKERAGE_IDS.apollo,
  },
  underwriter: {
    id: u(2),
    email: 'underwriter@example.com',
    givenName: 'Uma',
    familyName: 'Underwood',
    groups: ['Underwriter', 'Apollo'],
    brokerageId: BROKERAGE_IDS.apollo,
  },
  endorsement: {
    id: u(3),
    email: 'endorsement@example.com',
    givenName: 'Eddie',
    familyName: 'Endicott',
    groups: ['Endorsement', 'Apollo'],
    brokerageId: BROKERAGE_IDS.apollo,
  },
  finance: {
    id: u(4),
    email: 'finance@example.com',
    givenName: 'Fiona',
    familyName: 'Finch',
    groups: ['FinanceApolloUser', 'Apollo'],
    brokerageId: BROKERAGE_IDS.apollo,
  },
  agency: {
    id: u(5),
    email: 'agency@example.com',
    givenName: 'Avery',
    familyName: 'Agent',
    groups: ['Apollo', 'Standard'],
    brokerageId: BROKERAGE_IDS.apollo,
  },
  setup: {
    id: u(6),
    email: 'setup@example.com',
    givenName: 'Sam',
    familyName: 'Setup',
    groups: ['LaunchpadSetup', 'Standard'],
    brokerageId: BROKERAGE_IDS.apollo,
  },
  broker: {
    id: u(7),
    email: 'broker@example.com',
    givenName: 'Blake',
    familyName: 'Broker',
    groups: ['Standard'],
    brokerageId: BROKERAGE_IDS.maple,
  },
  broker2: {
    id: u(8),
    email: 'broker2@example.com',
    givenName: 'Casey',
    familyName: 'Coast',
    groups: ['Standard'],
    brokerageId: BROKERAGE_IDS.coastal,
  },
  mfa: {
    id: u(9),
    email: 'mfa@example.com',
    givenName: 'Morgan',
    familyName: 'Factor',
    groups: ['Standard'],
    brokerageId: BROKERAGE_IDS.maple,
    mfaEnabled: true,
  },
  /** An agency admin (the Admin group): manages Maple Leaf Brokers' integrations (issue 28). */
  agencyAdmin: {
    id: u(10),
    email: 'agencyadmin@example.com',
    givenName: 'Alex',
    familyName: 'Maple',
    groups: ['Admin', 'Standard'],
    brokerageId: BROKERAGE_IDS.maple,
  },
} satisfies Record<string, SeedUser>;

/** More brokers so that the CRM has several owners per brokerage. */
export const EXTRA_BROKERS: SeedUser[] = [
  {
    id: u(20),
    email: 'priya.patel@mapleleafbrokers.example',
    givenName: 'Priya',
    familyName: 'Patel',
    groups: ['Standard'],
    brokerageId: BROKERAGE_IDS.maple,
  },
  {
    id: u(21),
    email: 'liam.tremblay@coastalinsurance.example',
    givenName: 'Liam',
    familyName: 'Tremblay',
    groups: ['Standard'],
    brokerageId: BROKERAGE_IDS.coastal,
  },
  {
    id: u(22),
    email: 'noah.wong@prairierisk.example',
    givenName: 'Noah',
    familyName: 'Wong',
    groups: ['Standard'],
    brokerageId: BROKERAGE_IDS.prairie,
  },
  {
    id: u(23),
    email: 'emma.roy@prairierisk.example',
    givenName: 'Emma',
    familyName: 'Roy',
    groups: ['Standard'],
    brokerageId: BROKERAGE_IDS.prairie,
  },
];

/** The deterministic id of the n-th seeded application (n from 0). */
export function seedApplicationId(n: number): string {
  return `00000000-0000-4000-a000-${n.toString(16).padStart(12, '0')}`;
}

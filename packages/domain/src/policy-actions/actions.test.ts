import { describe, expect, it } from 'vitest';
import { flagsFromGroups } from '../roles.ts';
import { POLICY_STATUSES } from '../statuses.ts';
import {
  availableActions,
  cancellationMode,
  canVoidInvoice,
  POLICY_MODAL_TYPES,
  type PolicyActionRecord,
  type PolicyModalType,
} from './actions.ts';

/** The demo logins of the seed (packages/server/src/db/seed-data.ts). */
const ROLES = {
  admin: ['SuperAdmin', 'Apollo'],
  underwriter: ['Underwriter', 'Apollo'],
  endorsement: ['Endorsement', 'Apollo'],
  finance: ['FinanceApolloUser', 'Apollo'],
  agency: ['Apollo', 'Standard'],
  broker: ['Standard'],
} as const;
type Role = keyof typeof ROLES;

const record = (overrides: Partial<PolicyActionRecord> = {}): PolicyActionRecord => ({
  status: 'bound',
  salesStatus: 'Closed-Won',
  paymentPeriod: 'annual',
  productId: 'tenants',
  nonRenewable: false,
  ...overrides,
});
const BOUND = record();
const QUOTED = record({ status: 'quoted', salesStatus: 'Open' });
const CANCELLED = record({ status: 'cancelled' });
const actions = (role: Role, on: PolicyActionRecord) =>
  availableActions(flagsFromGroups([...ROLES[role]]), on);

const BROKER_BOUND: PolicyModalType[] = [
  'CancelPolicy',
  'TransferAccount',
  'AddAccountNote',
  'EmailPolicyDocuments',
  'Decline',
  'EndorsementOnPortalModal',
];

describe('availableActions: the demo roles on a bound annual tenants policy', () => {
  it.each<[Role, PolicyModalType[]]>([
    ['broker', BROKER_BOUND],
    ['agency', BROKER_BOUND],
    [
      'endorsement',
      [
        'CancelPolicy',
        'UpdatePolicy',
        'TransferAccount',
        'AddAccountNote',
        'EmailPolicyDocuments',
        'Decline',
        'EndorsementOnPortalModal',
      ],
    ],
    [
      'underwriter',
      [
        'CancelPolicy',
        'UpdatePolicy',
        'TransferAccount',
        'AddAccountNote',
        'EmailPolicyDocuments',
        'StopActionModal',
        'Decline',
        'EndorsementOnPortalModal',
        'CreateCustomPremiums',
        'VoidStripeInvoice',
        'RefundMpfInvoiceModal',
      ],
    ],
    [
      'finance',
      [
        'CancelPolicy',
        'TransferAccount',
        'AddAccountNote',
        'EmailPolicyDocuments',
        'Decline',
        'RecordFinanceTransaction',
        'CreateManualCharge',
        'EndorsementOnPortalModal',
        'VoidStripeInvoice',
        'RefundMpfInvoiceModal',
      ],
    ],
    [
      'admin',
      [
        'CancelPolicy',
        'UpdatePolicy',
        'TransferAccount',
        'AddAccountNote',
        'EmailPolicyDocuments',
        'StopActionModal',
        'Decline',
        'RecordFinanceTransaction',
        'CreateManualCharge',
        'EndorsementOnPortalModal',
        'CreateCustomPremiums',
        'VoidStripeInvoice',
        'RefundMpfInvoiceModal',
      ],
    ],
  ])('%s', (role, expected) => {
    expect(actions(role, BOUND)).toEqual(expected);
  });
});

describe('availableActions: the demo roles on a quoted application', () => {
  const lead: PolicyModalType[] = [
    'TransferAccount',
    'AddAccountNote',
    'AssignCustomLead',
    'ProductCardModal',
  ];
  it.each<[Role, PolicyModalType[]]>([
    ['broker', ['TransferAccount', 'AddAccountNote', 'ProductCardModal']],
    ['agency', lead],
    ['endorsement', lead],
    ['finance', lead],
    ['underwriter', [...lead, 'ManualBind', 'StopActionModal']],
    ['admin', [...lead, 'ManualBind', 'StopActionModal']],
  ])('%s', (role, expected) => {
    expect(actions(role, QUOTED)).toEqual(expected);
  });
});

describe('availableActions: the demo roles on a cancelled policy', () => {
  const read: PolicyModalType[] = ['TransferAccount', 'AddAccountNote', 'EmailPolicyDocuments'];
  const money: PolicyModalType[] = [
    'RecordFinanceTransaction',
    'CreateManualCharge',
    'VoidStripeInvoice',
    'RefundMpfInvoiceModal',
  ];
  it.each<[Role, PolicyModalType[]]>([
    ['broker', [...read, 'CancellationRecord']],
    ['agency', [...read, 'CancellationRecord']],
    ['endorsement', [...read, 'ReinstatePolicy', 'CancellationRecord']],
    [
      'underwriter',
      [...read, 'ReinstatePolicy', 'CancellationRecord', 'VoidStripeInvoice', 'RefundMpfInvoiceModal'],
    ],
    ['finance', [...read, 'CancellationRecord', ...money]],
    ['admin', [...read, 'ReinstatePolicy', 'CancellationRecord', ...money]],
  ])('%s', (role, expected) => {
    expect(actions(role, CANCELLED)).toEqual(expected);
  });
});

describe('availableActions: product, plan and record rules', () => {
  it.each<[string, Role, PolicyActionRecord, PolicyModalType, boolean]>([
    ['brokers use the policy portal on tenants', 'broker', BOUND, 'EndorsementOnPortalModal', true],
    [
      'no portal on contractors',
      'broker',
      record({ productId: 'contractors' }),
      'EndorsementOnPortalModal',
      false,
    ],
    [
      'brokers ask by note on contractors',
      'broker',
      record({ productId: 'contractors' }),
      'AddAccountNote',
      true,
    ],
    [
      'brokers never get the endorsement modal',
      'broker',
      record({ productId: 'contractors' }),
      'UpdatePolicy',
      false,
    ],
    [
      'additional insured on contractors',
      'broker',
      record({ productId: 'contractors' }),
      'AdditionalInsured',
      true,
    ],
    ['no additional insured on tenants', 'broker', BOUND, 'AdditionalInsured', false],
    ['extension on builders risk', 'broker', record({ productId: 'builders-risk' }), 'CreateExtension', true],
    [
      'extension on course of construction',
      'admin',
      record({ productId: 'course-of-construction' }),
      'CreateExtension',
      true,
    ],
    ['no extension on tenants', 'admin', BOUND, 'CreateExtension', false],
    [
      'no extension before bind',
      'admin',
      record({ productId: 'builders-risk', status: 'quoted' }),
      'CreateExtension',
      false,
    ],
    ['pay in full on a monthly plan', 'finance', record({ paymentPeriod: 'monthly' }), 'PayInFull', true],
    ['plan change for brokers', 'broker', record({ paymentPeriod: 'monthly' }), 'ChangePaymentPlan', true],
    [
      'plan change for underwriters',
      'underwriter',
      record({ paymentPeriod: 'instalment' }),
      'ChangePaymentPlan',
      true,
    ],
    ['no plan change on an annual plan', 'admin', BOUND, 'ChangePaymentPlan', false],
    [
      'no plan change on a cancelled policy',
      'admin',
      record({ status: 'cancelled', paymentPeriod: 'monthly' }),
      'ChangePaymentPlan',
      false,
    ],
    [
      'pay in full on an instalment plan',
      'admin',
      record({ paymentPeriod: 'instalment' }),
      'PayInFull',
      true,
    ],
    ['no pay in full on an annual plan', 'finance', BOUND, 'PayInFull', false],
    ['pay in full for brokers', 'broker', record({ paymentPeriod: 'monthly' }), 'PayInFull', true],
    [
      'pay in full for endorsement users',
      'endorsement',
      record({ paymentPeriod: 'monthly' }),
      'PayInFull',
      true,
    ],
    [
      'pay in full for underwriters',
      'underwriter',
      record({ paymentPeriod: 'instalment' }),
      'PayInFull',
      true,
    ],
    [
      'no pay in full on a cancelled policy',
      'admin',
      record({ status: 'cancelled', paymentPeriod: 'monthly' }),
      'PayInFull',
      false,
    ],
    ['NSF invoice with open invoices', 'finance', record({ hasOpenInvoices: true }), 'NsfInvoice', true],
    ['no NSF invoice without', 'finance', record({ hasOpenInvoices: false }), 'NsfInvoice', false],
    [
      'brokers pay overdue invoices, on any plan',
      'broker',
      record({ hasOverdueInvoices: true }),
      'PayOverdueInvoices',
      true,
    ],
    [
      'overdue invoices paid on a cancelled policy too',
      'finance',
      record({ status: 'cancelled', hasOverdueInvoices: true }),
      'PayOverdueInvoices',
      true,
    ],
    [
      'no overdue payment without overdue invoices',
      'admin',
      record({ hasOverdueInvoices: false }),
      'PayOverdueInvoices',
      false,
    ],
    ['no overdue payment while unknown', 'admin', record(), 'PayOverdueInvoices', false],
    [
      'brokers void waivable invoices when open ones exist',
      'broker',
      record({ hasOpenInvoices: true }),
      'VoidStripeInvoice',
      true,
    ],
    ['no decline on a non-renewable policy', 'broker', record({ nonRenewable: true }), 'Decline', false],
    ['no stop renewal twice', 'underwriter', record({ nonRenewable: true }), 'StopActionModal', false],
    [
      'stop bind on a referred application',
      'underwriter',
      record({ status: 'referred', salesStatus: 'Open' }),
      'StopActionModal',
      true,
    ],
    [
      'manual bind on referred',
      'admin',
      record({ status: 'referred', salesStatus: 'Open' }),
      'ManualBind',
      true,
    ],
    [
      'no manual bind on started',
      'admin',
      record({ status: 'started', salesStatus: 'Open' }),
      'ManualBind',
      false,
    ],
    [
      'open lapsed policy for staff',
      'endorsement',
      record({ status: 'lapsed' }),
      'OpenLapsedPolicyModal',
      true,
    ],
    ['not for brokers', 'broker', record({ status: 'lapsed' }), 'OpenLapsedPolicyModal', false],
    [
      'ERP on a cancelled tech E&O policy',
      'underwriter',
      record({ status: 'cancelled', productId: 'technology-eo' }),
      'CreateExtendedReportingPeriod',
      true,
    ],
    ['no ERP on tenants', 'admin', CANCELLED, 'CreateExtendedReportingPeriod', false],
    ['no cancellation record on bound', 'admin', BOUND, 'CancellationRecord', false],
    ['no cancel on a cancelled policy', 'admin', CANCELLED, 'CancelPolicy', false],
  ])('%s', (_name, role, on, modal, shown) => {
    expect(actions(role, on).includes(modal)).toBe(shown);
  });

  it('offers only the account note on a lead hidden by its sales status', () => {
    for (const salesStatus of ['Closed-Loss', 'Closed-Test'] as const) {
      expect(actions('admin', record({ status: 'quoted', salesStatus }))).toEqual(['AddAccountNote']);
    }
  });

  it('gives autobind operations the manual bind', () => {
    expect(availableActions(flagsFromGroups(['AutobindOps']), QUOTED)).toContain('ManualBind');
  });

  it('lets a carrier only read', () => {
    const carrier = flagsFromGroups(['Carrier'], 'Cascadia Mutual');
    expect(availableActions(carrier, BOUND)).toEqual(['AddAccountNote']);
    expect(availableActions(carrier, CANCELLED)).toEqual(['AddAccountNote', 'CancellationRecord']);
  });

  it('gives everyone the account note on every status', () => {
    for (const role of Object.keys(ROLES) as Role[]) {
      for (const status of POLICY_STATUSES)
        expect(actions(role, record({ status }))).toContain('AddAccountNote');
    }
  });

  it('reaches every modal type for a super admin on some record', () => {
    const records = [
      record({
        status: 'bound',
        productId: 'builders-risk',
        paymentPeriod: 'monthly',
        hasOpenInvoices: true,
        hasOverdueInvoices: true,
      }),
      record({ status: 'bound', productId: 'tenants' }),
      record({ status: 'quoted', salesStatus: 'Open' }),
      record({ status: 'cancelled', productId: 'private-dno' }),
      record({ status: 'lapsed' }),
    ];
    const reached = new Set(records.flatMap((on) => actions('admin', on)));
    expect([...reached].sort()).toEqual([...POLICY_MODAL_TYPES].sort());
  });
});

describe('POLICY_MODAL_TYPES', () => {
  it('lists the 24 modal types of spec 2.6 and ours (PayOverdueInvoices, ChangePaymentPlan, last) once each', () => {
    expect(POLICY_MODAL_TYPES).toHaveLength(26);
    expect(new Set(POLICY_MODAL_TYPES).size).toBe(26);
    expect(POLICY_MODAL_TYPES.slice(-2)).toEqual(['PayOverdueInvoices', 'ChangePaymentPlan']);
  });
});

describe('cancellationMode (spec 6)', () => {
  it.each<[Role, 'full' | 'broker']>([
    ['admin', 'full'],
    ['endorsement', 'full'],
    ['underwriter', 'broker'],
    ['finance', 'broker'],
    ['agency', 'broker'],
    ['broker', 'broker'],
  ])('%s: %s', (role, mode) => {
    expect(cancellationMode(flagsFromGroups([...ROLES[role]]))).toBe(mode);
  });
});

describe('canVoidInvoice (spec 6): every demo role on each kind of open invoice', () => {
  const KINDS = {
    'waivable MPF': { isMPF: true, waivable: true },
    'non-waivable MPF': { isMPF: true, waivable: false },
    'other, flagged waivable': { isMPF: false, waivable: true },
    other: { isMPF: false, waivable: false },
  } as const;
  type Kind = keyof typeof KINDS;
  // Underwriters and super admins void any open invoice; everyone else only a waivable MPF one.
  const table: [Role, Record<Kind, boolean>][] = [
    [
      'admin',
      { 'waivable MPF': true, 'non-waivable MPF': true, 'other, flagged waivable': true, other: true },
    ],
    [
      'underwriter',
      { 'waivable MPF': true, 'non-waivable MPF': true, 'other, flagged waivable': true, other: true },
    ],
    [
      'endorsement',
      { 'waivable MPF': true, 'non-waivable MPF': false, 'other, flagged waivable': false, other: false },
    ],
    [
      'finance',
      { 'waivable MPF': true, 'non-waivable MPF': false, 'other, flagged waivable': false, other: false },
    ],
    [
      'agency',
      { 'waivable MPF': true, 'non-waivable MPF': false, 'other, flagged waivable': false, other: false },
    ],
    [
      'broker',
      { 'waivable MPF': true, 'non-waivable MPF': false, 'other, flagged waivable': false, other: false },
    ],
  ];
  it.each(
    table.flatMap(([role, byKind]) =>
      (Object.keys(KINDS) as Kind[]).map((kind) => [role, kind, byKind[kind]] as const),
    ),
  )('%s, %s: %s', (role, kind, allowed) => {
    expect(canVoidInvoice(flagsFromGroups([...ROLES[role]]), KINDS[kind])).toBe(allowed);
  });

  it('covers every demo role', () => {
    expect(table.map(([role]) => role).sort()).toEqual(Object.keys(ROLES).sort());
  });
});

describe('availableActions: renewal controls (StopActionModal, Decline)', () => {
  const renewal = record({ status: 'quoted', salesStatus: 'Open', renewalOfId: 'policy-1' });
  it.each<[string, Role, PolicyActionRecord, PolicyModalType, boolean]>([
    ['brokers decline an open renewal application', 'broker', renewal, 'Decline', true],
    ['no decline on new business', 'broker', QUOTED, 'Decline', false],
    ['underwriters stop an open renewal', 'underwriter', renewal, 'StopActionModal', true],
    ['not brokers', 'broker', renewal, 'StopActionModal', false],
    ['not endorsement users', 'endorsement', BOUND, 'StopActionModal', false],
    [
      'no stop once the bind is stopped',
      'underwriter',
      record({ status: 'quoted', salesStatus: 'Open', bindStopped: true }),
      'StopActionModal',
      false,
    ],
    [
      'no manual bind once the bind is stopped',
      'admin',
      record({ status: 'quoted', salesStatus: 'Open', bindStopped: true }),
      'ManualBind',
      false,
    ],
    ['no manual bind of a stopped renewal', 'admin', { ...renewal, nonRenewable: true }, 'ManualBind', false],
    ['no decline on a stopped renewal', 'admin', { ...renewal, nonRenewable: true }, 'Decline', false],
    ['no decline on a cancelled policy', 'admin', CANCELLED, 'Decline', false],
  ])('%s', (_name, role, on, modal, shown) => {
    expect(actions(role, on).includes(modal)).toBe(shown);
  });
});

/** Token groups (spec section 6). */
export const GROUPS = [
  'SuperAdmin',
  'Admin',
  'Website',
  'LaunchpadSetup',
  'FinanceApolloUser',
  'Carrier',
  'Endorsement',
  'Underwriter',
  'Standard',
  'Basic',
  'Apollo',
  'AutobindOps',
  'apolloDeveloper',
] as const;
export type Group = (typeof GROUPS)[number];

export function isGroup(value: string): value is Group {
  return (GROUPS as readonly string[]).includes(value);
}

/** The flags set on the broker from their groups (spec section 6). */
export interface BrokerFlags {
  superadmin: boolean;
  adminUser: boolean;
  agencyUser: boolean;
  endorsementUser: boolean;
  underwriterUser: boolean;
  developerUser: boolean;
  financialUser: boolean;
  autobindOpsUser: boolean;
  basicUser: boolean;
  standardUser: boolean;
  launchpadSetupUser: boolean;
  carrier: string | null;
}

export function flagsFromGroups(groups: readonly string[], carrierName: string | null = null): BrokerFlags {
  const has = (g: Group) => groups.includes(g);
  return {
    superadmin: has('SuperAdmin'),
    adminUser: has('Admin'),
    agencyUser: has('Apollo'),
    endorsementUser: has('Endorsement'),
    underwriterUser: has('Underwriter'),
    developerUser: has('apolloDeveloper'),
    financialUser: has('FinanceApolloUser'),
    autobindOpsUser: has('AutobindOps'),
    basicUser: has('Basic'),
    standardUser: has('Standard'),
    launchpadSetupUser: has('LaunchpadSetup'),
    carrier: has('Carrier') ? (carrierName ?? 'Carrier') : null,
  };
}

/**
 * Who sees every brokerage's applications: underwriters, endorsement staff, finance staff and
 * super admins. Brokers and agency users see only their own brokerage's (issue 2, API rules).
 */
export function seesAllBrokerages(flags: BrokerFlags): boolean {
  return flags.superadmin || flags.underwriterUser || flags.endorsementUser || flags.financialUser;
}

/** A role name for display, most privileged first. */
export function primaryRoleLabel(flags: BrokerFlags): string {
  if (flags.superadmin) return 'Super admin';
  if (flags.underwriterUser) return 'Underwriter';
  if (flags.endorsementUser) return 'Endorsement';
  if (flags.financialUser) return 'Finance';
  if (flags.launchpadSetupUser) return 'Partnership setup';
  if (flags.agencyUser) return 'Agency';
  if (flags.carrier) return 'Carrier';
  return 'Broker';
}

/** Manual bind (spec 2.6 ManualBind): underwriters, super admins and autobind operations staff. */
export function canManualBind(flags: BrokerFlags): boolean {
  return flags.superadmin || flags.underwriterUser || flags.autobindOpsUser;
}

/**
 * Recording that a pending manual refund was paid out by hand (a cheque, an e-transfer): finance
 * staff and super admins, who make those payments (issue 11; docs/decisions/0020).
 */
export function canSettleManualRefund(flags: BrokerFlags): boolean {
  return flags.superadmin || flags.financialUser;
}

/**
 * Refunding a paid missed payment fee (MPF) invoice to the card (spec 2.6 RefundMpfInvoiceModal):
 * finance staff, who handle the policy's money, and underwriters and super admins, who may already
 * void any open invoice: giving back a fee already collected is the same decision after payment
 * (docs/decisions/0030). Brokers may void a waivable fee before it is paid, never refund one.
 */
export function canRefundMpfInvoice(flags: BrokerFlags): boolean {
  return flags.superadmin || flags.underwriterUser || flags.financialUser;
}

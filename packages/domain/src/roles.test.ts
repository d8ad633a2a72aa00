import { describe, expect, it } from 'vitest';
import { EXTERNAL_LINKS } from './external-links.ts';
import { navItemsFor } from './navigation.ts';
import { canRefundMpfInvoice, canSettleManualRefund, flagsFromGroups, seesAllBrokerages } from './roles.ts';

const labels = (groups: string[] | null, nsfFlag = false) =>
  navItemsFor(groups ? { flags: flagsFromGroups(groups) } : null, { nsfFlag }).map((item) => item.label);

describe('flagsFromGroups', () => {
  it('sets the broker flags from the token groups', () => {
    const flags = flagsFromGroups(['SuperAdmin', 'Apollo']);
    expect(flags).toMatchObject({ superadmin: true, agencyUser: true, standardUser: false, carrier: null });
    expect(flagsFromGroups(['Carrier'], 'Cascadia Mutual').carrier).toBe('Cascadia Mutual');
    expect(flagsFromGroups(['FinanceApolloUser']).financialUser).toBe(true);
  });

  it.each([
    [['Standard'], false],
    [['Apollo', 'Standard'], false],
    [['Underwriter'], true],
    [['Endorsement'], true],
    [['FinanceApolloUser'], true],
    [['SuperAdmin'], true],
  ])('%j sees every brokerage: %s', (groups, expected) => {
    expect(seesAllBrokerages(flagsFromGroups(groups))).toBe(expected);
  });
});

describe('header items by role (spec 2.2)', () => {
  it('shows a guest only the public items (CRM, Reports and Analytics are signed-in routes)', () => {
    expect(labels(null)).toEqual(['Products']);
  });
  it('shows a broker the signed-in items but not the super admin or setup ones', () => {
    const items = labels(['Standard']);
    expect(items).toContain('Accounting');
    expect(items).toContain('Invoices');
    expect(items).toContain('NSF Invoices');
    expect(items).not.toContain('Finance Ops');
    expect(items).not.toContain('Toolbox');
    expect(items).not.toContain('Setup Partnership');
  });
  it('shows a super admin Finance Ops and Toolbox', () => {
    expect(labels(['SuperAdmin', 'Apollo'])).toEqual(expect.arrayContaining(['Finance Ops', 'Toolbox']));
  });
  it('shows finance staff Finance Ops (issue 15) but not the Toolbox', () => {
    const items = labels(['FinanceApolloUser', 'Apollo']);
    expect(items).toContain('Finance Ops');
    expect(items).not.toContain('Toolbox');
  });
  it.each([
    [['Standard'], true],
    [['FinanceApolloUser', 'Apollo'], true],
    [['SuperAdmin'], true],
    [['SuperAdmin', 'Apollo'], true],
  ])('NSF flag off (the default): %j sees NSF Invoices: %s', (groups, expected) => {
    expect(labels(groups, false).includes('NSF Invoices')).toBe(expected);
  });
  it.each([
    [['Standard'], false],
    [['Apollo', 'Standard'], false],
    [['FinanceApolloUser', 'Apollo'], false],
    [['SuperAdmin'], false],
    [['SuperAdmin', 'Apollo'], true],
  ])('NSF flag on (spec 6): %j sees NSF Invoices: %s', (groups, expected) => {
    expect(labels(groups, true).includes('NSF Invoices')).toBe(expected);
  });
  it('never shows NSF Invoices to a guest', () => {
    expect(labels(null, false)).not.toContain('NSF Invoices');
    expect(labels(null, true)).not.toContain('NSF Invoices');
  });
  it('opens the configured external links, and the defaults where none is set', () => {
    const items = navItemsFor(
      { flags: flagsFromGroups(['Standard']) },
      { nsfFlag: false, links: { helpCentre: 'https://help.example.org/' } },
    );
    const to = (label: string) => items.find((item) => item.label === label)!.to;
    expect(to('Help Centre')).toBe('https://help.example.org/');
    expect(to('Broker Resource')).toBe(EXTERNAL_LINKS.brokerResource);
    expect(to('Report a claim')).toBe(EXTERNAL_LINKS.reportClaim);
    expect(items.filter((item) => item.external).map((item) => item.label)).toEqual([
      'Help Centre',
      'Broker Resource',
      'Report a claim',
    ]);
  });

  it('shows Setup Partnership only to the LaunchpadSetup group', () => {
    expect(labels(['LaunchpadSetup'])).toContain('Setup Partnership');
    expect(labels(['SuperAdmin'])).not.toContain('Setup Partnership');
  });
});

describe('canSettleManualRefund', () => {
  it.each([
    [['FinanceApolloUser', 'Apollo'], true],
    [['SuperAdmin'], true],
    [['Underwriter', 'Apollo'], false],
    [['Endorsement', 'Apollo'], false],
    [['Apollo', 'Standard'], false],
    [['Standard'], false],
  ])('%j -> %s', (groups, allowed) => {
    expect(canSettleManualRefund(flagsFromGroups(groups))).toBe(allowed);
  });
});

describe('canRefundMpfInvoice (docs/decisions/0030)', () => {
  it.each([
    [['SuperAdmin'], true],
    [['Underwriter', 'Apollo'], true],
    [['FinanceApolloUser', 'Apollo'], true],
    [['Endorsement', 'Apollo'], false],
    [['Apollo', 'Standard'], false],
    [['Standard'], false],
    [['Carrier'], false],
  ])('%j: %s', (groups, allowed) => {
    expect(canRefundMpfInvoice(flagsFromGroups(groups))).toBe(allowed);
  });
});

describe('Integrations in the header (issue 28)', () => {
  it('is for agency admins and super admins only', () => {
    expect(labels(['Admin', 'Standard'])).toContain('Integrations');
    expect(labels(['SuperAdmin'])).toContain('Integrations');
    for (const groups of [['Standard'], ['Apollo', 'Standard'], ['FinanceApolloUser'], ['Underwriter']]) {
      expect(labels(groups)).not.toContain('Integrations');
    }
    expect(labels(null)).not.toContain('Integrations');
  });
});

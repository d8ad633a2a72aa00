import { describe, expect, it } from 'vitest';
import { canManageIntegrations, seesIntegrations } from './permissions.ts';

const maple = '00000000-0000-4000-8000-000000000001';
const birch = '00000000-0000-4000-8000-000000000002';
const superAdmin = { superadmin: true, adminUser: false };
const agencyAdmin = { superadmin: false, adminUser: true };
const broker = { superadmin: false, adminUser: false };

describe('canManageIntegrations', () => {
  it.each([
    ['super admin, a brokerage', superAdmin, maple, null, true],
    ['super admin, the platform', superAdmin, null, null, true],
    ['super admin, another brokerage', superAdmin, birch, maple, true],
    ['agency admin, own brokerage', agencyAdmin, maple, maple, true],
    ['agency admin, another brokerage', agencyAdmin, birch, maple, false],
    ['agency admin, the platform', agencyAdmin, null, maple, false],
    ['agency admin without a brokerage', agencyAdmin, null, null, false],
    ['broker, own brokerage', broker, maple, maple, false],
    ['broker, the platform', broker, null, maple, false],
  ])('%s', (_name, flags, brokerageId, userBrokerageId, allowed) => {
    expect(canManageIntegrations(flags, brokerageId, userBrokerageId)).toBe(allowed);
  });
});

describe('seesIntegrations', () => {
  it.each([
    [superAdmin, null, true],
    [agencyAdmin, maple, true],
    [agencyAdmin, null, false],
    [broker, maple, false],
  ])('%j with brokerage %s: %s', (flags, userBrokerageId, sees) => {
    expect(seesIntegrations(flags, userBrokerageId)).toBe(sees);
  });
});

import { describe, expect, it } from 'vitest';
import { checkRenewalOffer, renewalOfferOpensOn, type RenewablePolicy } from './window.ts';

const policy = (overrides: Partial<RenewablePolicy> = {}): RenewablePolicy => ({
  status: 'bound',
  nonRenewable: false,
  expiryDay: '2026-03-01',
  ...overrides,
});

describe('renewalOfferOpensOn: 60 days before expiry', () => {
  it.each([
    ['2026-03-01', '2025-12-31'],
    ['2024-03-01', '2024-01-01'], // leap year: February has 29 days
    ['2026-01-15', '2025-11-16'],
    ['2027-01-01', '2026-11-02'],
  ])('%s opens on %s', (expiry, opens) => {
    expect(renewalOfferOpensOn(expiry)).toBe(opens);
  });
});

describe('checkRenewalOffer', () => {
  it.each<[string, string, boolean]>([
    ['the day before the window', '2025-12-30', false],
    ['the first day of the window', '2025-12-31', true],
    ['in the window', '2026-02-01', true],
    ['the expiry day itself', '2026-03-01', true],
    ['the day after expiry', '2026-03-02', false],
  ])('%s (%s): %s', (_name, today, ok) => {
    expect(checkRenewalOffer(policy(), today).ok).toBe(ok);
  });

  it('names the first day it can be offered when asked too early', () => {
    expect(checkRenewalOffer(policy(), '2025-06-01')).toEqual({
      ok: false,
      reason: 'too-early',
      opensOn: '2025-12-31',
      message: 'A renewal can be offered from 2025-12-31, 60 days before the policy expires.',
    });
  });

  it.each<[string, Partial<RenewablePolicy>, string]>([
    ['non-renewable', { nonRenewable: true }, 'non-renewable'],
    ['cancelled', { status: 'cancelled' }, 'not-bound'],
    ['lapsed', { status: 'lapsed' }, 'not-bound'],
    ['quoted', { status: 'quoted' }, 'not-bound'],
    ['no expiry', { expiryDay: null }, 'no-expiry'],
  ])('refuses a %s policy', (_name, overrides, reason) => {
    const check = checkRenewalOffer(policy(overrides), '2026-02-01');
    expect(check.ok).toBe(false);
    expect(check.ok ? null : check.reason).toBe(reason);
  });
});

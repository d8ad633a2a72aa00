import type { Form } from './types.ts';

/**
 * Complete tenants answers for a rental in Toronto, Ontario ($30,000 contents, $1,000,000 liability,
 * no roommates): the demo seed's ready-to-renew policies and the tests bind them. Everything but the
 * policy effective date, which depends on when they are used.
 */
export const SAMPLE_TENANTS_ANSWERS: Readonly<Form> = {
  'insured-name': 'Jordan Rivera',
  email: 'jordan.rivera@example.net',
  phone: '416-555-0142',
  'insured-birthyear': '1994',
  'business-address-street': '250 Queen Street West',
  'business-address-unit': '1204',
  'business-address-city': 'Toronto',
  'business-address-province': 'ON',
  'business-address-postal': 'M5V 2T6',
  'dwelling-type': 'apartment',
  'unit-floor': '12',
  'fire-protection': 'protected',
  'working-smoke-alarm': 'yes',
  'business-at-home': 'no',
  roommates: [],
  'contents-limit': '30000',
  'ale-limit': '10000',
  'liability-limit': '1000000',
  'prior-flood-loss': false,
  'cover-level': 'basic',
  deductible: '1000',
  'claims-count': 0,
  'prior-cancellation': 'no',
};

/** The sample tenants answers starting on `effectiveDay` (YYYY-MM-DD), with `overrides` on top. */
export function sampleTenantsForm(effectiveDay: string, overrides: Form = {}): Form {
  return { ...SAMPLE_TENANTS_ANSWERS, 'policy-effective-date': effectiveDay, ...overrides };
}

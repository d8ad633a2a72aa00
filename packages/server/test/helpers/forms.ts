import { formatDate, type Form, type FormRecord } from '@bm/domain';

/** A day `days` from today (Vancouver), YYYY-MM-DD. */
export function dayFromToday(days: number, now = new Date()): string {
  return formatDate(new Date(now.getTime() + days * 86_400_000));
}

export const roommate = (name: string, property = '20000', ale = '5000'): FormRecord => ({
  'roommate-name': name,
  'roommate-birthyear': '1997',
  'roommate-property-limit': property,
  'roommate-ale-limit': ale,
});

/** A complete tenants application for a rental in Toronto, Ontario. */
export function tenantsForm(overrides: Form = {}): Form {
  return {
    'insured-name': 'Jordan Rivera',
    email: 'jordan.rivera@example.net',
    phone: '416-555-0142',
    'policy-effective-date': dayFromToday(7),
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
    ...overrides,
  };
}

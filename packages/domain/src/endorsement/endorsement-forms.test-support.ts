import { sampleTenantsForm } from '../products/sample-forms.ts';
import type { Form, FormRecord } from '../products/types.ts';

/** Fixed days of the endorsement tests (a 365-day term from 2025-03-01). */
export const TERM = { effective: '2025-03-01', expiry: '2026-03-01', today: '2025-02-20' } as const;

/** One roommate of a tenants form. */
export const roommate = (name: string, property = '20000', ale = '5000'): FormRecord => ({
  'roommate-name': name,
  'roommate-birthyear': '1997',
  'roommate-property-limit': property,
  'roommate-ale-limit': ale,
});

/** A complete tenants application for a rental in Toronto, Ontario, starting on the term's first day. */
export function tenantsForm(overrides: Form = {}): Form {
  return sampleTenantsForm(TERM.effective, overrides);
}

/** Contractors liability for an electrical and plumbing firm in Vancouver, without the floater. */
export function contractorsForm(overrides: Form = {}): Form {
  return {
    'insured-name': 'Northshore Mechanical Ltd.',
    email: 'office@northshoremechanical.example',
    phone: '604-555-0188',
    'policy-effective-date': TERM.effective,
    'business-address-street': '1500 West Georgia Street',
    'business-address-city': 'Vancouver',
    'business-address-province': 'BC',
    'business-address-postal': 'V6G 2Z6',
    operations: 'electrical,plumbing',
    'annual-revenue': '850000',
    'years-in-business': 6,
    'subcontracting-percent': 10,
    'subcontractor-certificates': 'yes',
    'max-work-height-storeys': 2,
    'claims-count': 0,
    'liability-limit': '2000000',
    'equipment-floater': false,
    ...overrides,
  };
}

import { formatDate, sampleTenantsForm, type Form, type FormRecord } from '@bm/domain';

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

/** A complete tenants application for a rental in Toronto, Ontario, starting in a week. */
export function tenantsForm(overrides: Form = {}): Form {
  return sampleTenantsForm(dayFromToday(7), overrides);
}

/**
 * Builders risk for a new wood-frame house in Kelowna, British Columbia: $850,000 over 9 months,
 * built for sale, fenced and alarmed, with a lender and an additional insured.
 */
export function buildersRiskForm(overrides: Form = {}): Form {
  return {
    'insured-name': 'Okanagan Custom Homes Ltd.',
    email: 'projects@okanagancustomhomes.example',
    phone: '250-555-0131',
    'policy-effective-date': dayFromToday(10),
    'business-address-street': '1450 Glenmore Drive',
    'business-address-city': 'Kelowna',
    'business-address-province': 'BC',
    'business-address-postal': 'V1Y 4P1',
    'insured-role': 'builder',
    'project-type': 'new-construction',
    'construction-type': 'wood-frame',
    storeys: 2,
    'project-value': '850000',
    'project-term-months': 9,
    'occupancy-during-construction': 'unoccupied',
    'intended-occupancy': 'for-sale',
    'fire-protection': 'protected',
    'security-measures': 'fencing,monitored-alarm',
    'hot-work': 'no',
    deductible: '2500',
    'claims-count': 0,
    'has-mortgagee': true,
    'mortgagee-name': 'Interior Savings Credit Union',
    'mortgagee-address': '678 Bernard Avenue, Kelowna, BC V1Y 6P3',
    'additional-insureds': [
      {
        'additional-insured-name': 'Glenmore Land Holdings Inc.',
        'additional-insured-address': '200 Lakeshore Road, Kelowna, BC V1W 1X1',
      },
    ],
    ...overrides,
  };
}

/**
 * Course of construction for a six-storey concrete residential building in Calgary, Alberta:
 * $8,000,000 over 18 months, with a water damage mitigation plan and soft costs cover.
 */
export function courseOfConstructionForm(overrides: Form = {}): Form {
  return {
    'insured-name': 'Bow River Developments Inc.',
    email: 'risk@bowriverdevelopments.example',
    phone: '403-555-0177',
    'policy-effective-date': dayFromToday(21),
    'business-address-street': '1010 10 Avenue SW',
    'business-address-city': 'Calgary',
    'business-address-province': 'AB',
    'business-address-postal': 'T2R 1M4',
    'insured-role': 'developer',
    'general-contractor-name': 'Foothills Construction Management Ltd.',
    'project-type': 'multi-unit-residential',
    'construction-type': 'fire-resistive',
    storeys: 6,
    'project-value': '8000000',
    'project-term-months': 18,
    'occupancy-during-construction': 'unoccupied',
    'soft-costs': true,
    'soft-costs-limit': '500000',
    'fire-protection': 'protected',
    'security-measures': 'fencing,cameras,security-guard',
    'hot-work': 'no',
    'water-mitigation': 'yes',
    deductible: '10000',
    'claims-count': 0,
    'has-mortgagee': false,
    'additional-insureds': [],
    ...overrides,
  };
}

/** Contractors liability for an electrical and plumbing firm in Vancouver, with the equipment floater. */
export function contractorsForm(overrides: Form = {}): Form {
  return {
    'insured-name': 'Northshore Mechanical Ltd.',
    email: 'office@northshoremechanical.example',
    phone: '604-555-0188',
    'policy-effective-date': dayFromToday(14),
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
    'equipment-floater': true,
    'equipment-floater-limit': '40000',
    'equipment-floater-deductible': '1000',
    ...overrides,
  };
}

/** Technology E&O for a software and IT consulting firm in Ottawa, with first-party cyber. */
export function technologyEoForm(overrides: Form = {}): Form {
  return {
    'insured-name': 'Rideau Software Inc.',
    email: 'admin@rideausoftware.example',
    phone: '613-555-0117',
    'policy-effective-date': dayFromToday(10),
    'business-address-street': '340 Albert Street',
    'business-address-unit': '900',
    'business-address-city': 'Ottawa',
    'business-address-province': 'ON',
    'business-address-postal': 'K1R 7Y6',
    operations: 'software-development,it-consulting',
    'annual-revenue': '1200000',
    'us-revenue-percent': 20,
    'years-in-business': 5,
    'employees-count': 12,
    'written-contracts': 'yes',
    'liability-limit': '2000000',
    retention: '5000',
    'cyber-addon': true,
    'cyber-limit': '500000',
    'claims-count': 0,
    'aware-of-circumstances': 'no',
    'prior-coverage': 'yes',
    'retroactive-date': '2021-03-01',
    ...overrides,
  };
}

/** Health & fitness (individuals): a yoga and Pilates instructor in Calgary, $2,000,000 limit. */
export function healthFitnessIndividualForm(overrides: Form = {}): Form {
  return {
    'insured-name': 'Maya Lefebvre',
    email: 'maya.lefebvre@example.net',
    phone: '403-555-0163',
    'policy-effective-date': dayFromToday(3),
    'business-address-street': '800 Macleod Trail SE',
    'business-address-city': 'Calgary',
    'business-address-province': 'AB',
    'business-address-postal': 'T2G 2M3',
    operations: 'yoga-instructor,pilates-instructor',
    certification: 'yes',
    'years-experience': 4,
    'liability-limit': '2000000',
    'claims-count': 0,
    ...overrides,
  };
}

/** Life agents E&O (a short questionnaire): a life and critical illness agent in Halifax. */
export function lifeAgentsForm(overrides: Form = {}): Form {
  return {
    'insured-name': 'Aisha MacDonald',
    email: 'aisha.macdonald@example.net',
    phone: '902-555-0149',
    'policy-effective-date': dayFromToday(5),
    'business-address-street': '1801 Hollis Street',
    'business-address-unit': '300',
    'business-address-city': 'Halifax',
    'business-address-province': 'NS',
    'business-address-postal': 'B3J 3N4',
    operations: 'life,critical-illness',
    'licence-province': 'NS',
    'licence-number': 'NS-LIC-204518',
    'years-licensed': 7,
    'licence-discipline': 'no',
    'liability-limit': '2000000',
    'claims-count': 0,
    ...overrides,
  };
}

/** The complete forms of the fully defined products, by productId. */
export const COMPLETE_FORMS: Readonly<Record<string, (overrides?: Form) => Form>> = {
  tenants: tenantsForm,
  'builders-risk': buildersRiskForm,
  'course-of-construction': courseOfConstructionForm,
  contractors: contractorsForm,
  'health-fitness-individual': healthFitnessIndividualForm,
  'technology-eo': technologyEoForm,
};

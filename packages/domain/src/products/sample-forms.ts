import type { Province } from '../provinces.ts';
import { ADDRESS_PART_KEYS } from './definitions/common-questions.ts';
import { productDefinition } from './definitions/index.ts';
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

/** Where a sample risk is: its address parts (the common address question's business-address-*). */
export interface SampleLocation {
  street: string;
  city: string;
  province: Province;
  postal: string;
}

/** What varies from one sample application to another. */
export interface SampleVariation {
  /** The policy effective date, YYYY-MM-DD. */
  effectiveDay: string;
  insuredName?: string;
  email?: string;
  phone?: string;
  /** Default: the sample's own address (with its unit); another location has no unit. */
  location?: SampleLocation;
  /** 0..1, picks among a few realistic alternatives of the main limits/choices (deterministic). */
  variant?: number;
}

/**
 * The provinces the samples price in (the demo seed's priced applications are spread over them). Not
 * the territories: flood cover there is referred to an underwriter and several products have no
 * territory factors, so a sample there would not price online.
 */
export const SAMPLE_PROVINCES: readonly Province[] = [
  'BC',
  'AB',
  'ON',
  'QC',
  'NS',
  'MB',
  'SK',
  'NB',
  'NL',
  'PE',
];

/** The main area code of each province (a sample moved to another province calls from there). */
const AREA_CODES: Record<Province, string> = {
  AB: '403',
  BC: '604',
  MB: '204',
  NB: '506',
  NL: '709',
  NS: '902',
  NT: '867',
  NU: '867',
  ON: '416',
  PE: '902',
  QC: '514',
  SK: '306',
  YT: '867',
};

/** A college or university of each province (the student tenants sample studies near home). */
const SCHOOLS: Record<Province, string> = {
  AB: 'University of Calgary',
  BC: 'University of British Columbia',
  MB: 'University of Manitoba',
  NB: 'University of New Brunswick',
  NL: 'Memorial University of Newfoundland',
  NS: 'Dalhousie University',
  NT: 'Aurora College',
  NU: 'Nunavut Arctic College',
  ON: 'University of Toronto',
  PE: 'University of Prince Edward Island',
  QC: 'McGill University',
  SK: 'University of Saskatchewan',
  YT: 'Yukon University',
};

/** One product's sample: who and where by default, the fixed answers, and the alternatives. */
interface SampleSpec {
  insuredName: string;
  email: string;
  phone: string;
  location: SampleLocation & { unit?: string };
  /** Every answer but contact, address and the variant's, for a risk in `province`. */
  answers: (province: Province) => Form;
  /** 2 to 4 realistic alternatives of the main limits and choices; the first is the default. */
  variants: readonly Form[];
}

/** The alternative `variant` (0..1) picks: [0, 1/n) the first, ..., [(n-1)/n, 1] the last. */
function pickVariant<T>(alternatives: readonly T[], variant = 0): T {
  const count = alternatives.length;
  const index = Number.isFinite(variant) ? Math.floor(variant * count) : 0;
  const chosen = alternatives[Math.min(count - 1, Math.max(0, index))];
  if (chosen === undefined) throw new Error('A sample needs at least one alternative.');
  return chosen;
}

/** The sample's phone number, with the area code of the province it was moved to. */
function phoneIn(phone: string, province: Province): string {
  return `${AREA_CODES[province]}${phone.slice(3)}`;
}

function sampleForm(spec: SampleSpec): (variation: SampleVariation) => Form {
  return (variation) => {
    const location = variation.location ?? spec.location;
    const moved = variation.location !== undefined;
    const unit = moved ? undefined : spec.location.unit;
    return {
      'insured-name': variation.insuredName ?? spec.insuredName,
      email: variation.email ?? spec.email,
      phone: variation.phone ?? (moved ? phoneIn(spec.phone, location.province) : spec.phone),
      'policy-effective-date': variation.effectiveDay,
      'business-address-street': location.street,
      ...(unit === undefined ? {} : { 'business-address-unit': unit }),
      'business-address-city': location.city,
      'business-address-province': location.province,
      'business-address-postal': location.postal,
      ...spec.answers(location.province),
      ...pickVariant(spec.variants, variation.variant),
    };
  };
}

const CONTACT_AND_ADDRESS_KEYS = new Set([
  'insured-name',
  'email',
  'phone',
  'policy-effective-date',
  ...ADDRESS_PART_KEYS,
]);

/** The tenants sample's coverage answers (its first variant is SAMPLE_TENANTS_ANSWERS' own). */
const TENANTS_COVERAGE_KEYS = ['contents-limit', 'ale-limit', 'liability-limit', 'cover-level', 'deductible'];

const SAMPLES: Record<string, SampleSpec> = {
  /** A new wood-frame house built for sale in Kelowna, British Columbia, with a lender. */
  'builders-risk': {
    insuredName: 'Okanagan Custom Homes Ltd.',
    email: 'projects@okanagancustomhomes.example',
    phone: '250-555-0131',
    location: { street: '1450 Glenmore Drive', city: 'Kelowna', province: 'BC', postal: 'V1Y 4P1' },
    answers: () => ({
      'insured-role': 'builder',
      'project-type': 'new-construction',
      storeys: 2,
      'occupancy-during-construction': 'unoccupied',
      'intended-occupancy': 'for-sale',
      'fire-protection': 'protected',
      'security-measures': 'fencing,monitored-alarm',
      'hot-work': 'no',
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
    }),
    variants: [
      {
        'construction-type': 'wood-frame',
        'project-value': '850000',
        'project-term-months': 9,
        deductible: '2500',
      },
      {
        'construction-type': 'wood-frame',
        'project-value': '520000',
        'project-term-months': 6,
        deductible: '1000',
      },
      {
        'construction-type': 'joisted-masonry',
        'project-value': '1400000',
        'project-term-months': 12,
        deductible: '5000',
      },
    ],
  },

  /** A six-storey concrete residential building in Calgary, Alberta, with soft costs cover. */
  'course-of-construction': {
    insuredName: 'Bow River Developments Inc.',
    email: 'risk@bowriverdevelopments.example',
    phone: '403-555-0177',
    location: { street: '1010 10 Avenue SW', city: 'Calgary', province: 'AB', postal: 'T2R 1M4' },
    answers: () => ({
      'insured-role': 'developer',
      'general-contractor-name': 'Foothills Construction Management Ltd.',
      'project-type': 'multi-unit-residential',
      'construction-type': 'fire-resistive',
      storeys: 6,
      'occupancy-during-construction': 'unoccupied',
      'fire-protection': 'protected',
      'security-measures': 'fencing,cameras,security-guard',
      'hot-work': 'no',
      'water-mitigation': 'yes',
      'claims-count': 0,
      'has-mortgagee': false,
      'additional-insureds': [],
    }),
    variants: [
      {
        'project-value': '8000000',
        'project-term-months': 18,
        'soft-costs': true,
        'soft-costs-limit': '500000',
        deductible: '10000',
      },
      { 'project-value': '4500000', 'project-term-months': 14, 'soft-costs': false, deductible: '5000' },
      {
        'project-value': '12500000',
        'project-term-months': 24,
        'soft-costs': true,
        'soft-costs-limit': '1000000',
        deductible: '25000',
      },
    ],
  },

  /** SAMPLE_TENANTS_ANSWERS: a 12th-floor apartment in Toronto, Ontario, no roommates. */
  tenants: {
    insuredName: String(SAMPLE_TENANTS_ANSWERS['insured-name']),
    email: String(SAMPLE_TENANTS_ANSWERS.email),
    phone: String(SAMPLE_TENANTS_ANSWERS.phone),
    location: {
      street: String(SAMPLE_TENANTS_ANSWERS['business-address-street']),
      unit: String(SAMPLE_TENANTS_ANSWERS['business-address-unit']),
      city: String(SAMPLE_TENANTS_ANSWERS['business-address-city']),
      province: 'ON',
      postal: String(SAMPLE_TENANTS_ANSWERS['business-address-postal']),
    },
    answers: () =>
      Object.fromEntries(
        Object.entries(SAMPLE_TENANTS_ANSWERS).filter(([key]) => !CONTACT_AND_ADDRESS_KEYS.has(key)),
      ),
    variants: [
      Object.fromEntries(TENANTS_COVERAGE_KEYS.map((key) => [key, SAMPLE_TENANTS_ANSWERS[key]])),
      {
        'contents-limit': '20000',
        'ale-limit': '5000',
        'liability-limit': '1000000',
        'cover-level': 'basic-flood',
        deductible: '500',
      },
      {
        'contents-limit': '50000',
        'ale-limit': '20000',
        'liability-limit': '2000000',
        'cover-level': 'enhanced',
        deductible: '1000',
      },
    ],
  },

  /** Tenants Plus: a townhouse in Vancouver, British Columbia, with higher limits. */
  'tenants-plus': {
    insuredName: 'Hannah Okafor',
    email: 'hannah.okafor@example.net',
    phone: '604-555-0196',
    location: { street: '2285 West 4th Avenue', city: 'Vancouver', province: 'BC', postal: 'V6K 1N9' },
    answers: () => ({
      'dwelling-type': 'townhouse',
      'fire-protection': 'protected',
      'prior-flood-loss': false,
      'claims-count': 0,
      'prior-cancellation': 'no',
    }),
    variants: [
      {
        'contents-limit': '75000',
        'ale-limit': '25000',
        'liability-limit': '2000000',
        'cover-level': 'enhanced-no-flood',
        deductible: '1000',
      },
      {
        'contents-limit': '100000',
        'ale-limit': '25000',
        'liability-limit': '2000000',
        'cover-level': 'enhanced',
        deductible: '2500',
      },
      {
        'contents-limit': '150000',
        'ale-limit': '50000',
        'liability-limit': '2000000',
        'cover-level': 'premium',
        deductible: '1000',
      },
    ],
  },

  /** Student Tenants: a full-time student in an off-campus rental near McGill, Montréal. */
  'student-tenants': {
    insuredName: 'Léa Tremblay',
    email: 'lea.tremblay@example.net',
    phone: '514-555-0128',
    location: { street: '3470 Rue Durocher', unit: '4', city: 'Montréal', province: 'QC', postal: 'H2X 2E1' },
    answers: (province) => ({
      'insured-birthyear': '2004',
      'school-name': SCHOOLS[province],
      'enrolled-full-time': 'yes',
      'residence-type': 'off-campus',
      'claims-count': 0,
    }),
    variants: [
      { 'contents-limit': '10000', 'ale-limit': '2500', 'liability-limit': '1000000', deductible: '500' },
      { 'contents-limit': '15000', 'ale-limit': '5000', 'liability-limit': '1000000', deductible: '250' },
      { 'contents-limit': '25000', 'ale-limit': '5000', 'liability-limit': '2000000', deductible: '500' },
    ],
  },

  /** Contractors liability: an electrical and plumbing firm in Vancouver, British Columbia. */
  contractors: {
    insuredName: 'Northshore Mechanical Ltd.',
    email: 'office@northshoremechanical.example',
    phone: '604-555-0188',
    location: { street: '1500 West Georgia Street', city: 'Vancouver', province: 'BC', postal: 'V6G 2Z6' },
    answers: () => ({
      operations: 'electrical,plumbing',
      'annual-revenue': '850000',
      'years-in-business': 6,
      'subcontracting-percent': 10,
      'subcontractor-certificates': 'yes',
      'max-work-height-storeys': 2,
      'claims-count': 0,
    }),
    variants: [
      {
        'liability-limit': '2000000',
        'equipment-floater': true,
        'equipment-floater-limit': '40000',
        'equipment-floater-deductible': '1000',
      },
      { 'liability-limit': '1000000', 'equipment-floater': false },
      {
        'liability-limit': '5000000',
        'equipment-floater': true,
        'equipment-floater-limit': '75000',
        'equipment-floater-deductible': '2500',
      },
    ],
  },

  /** Contractors equipment: a landscaping and site-work firm's tools and machines in Winnipeg. */
  'contractors-equipment': {
    insuredName: 'Red River Landscaping Ltd.',
    email: 'office@redriverlandscaping.example',
    phone: '204-555-0152',
    location: { street: '1200 Pembina Highway', city: 'Winnipeg', province: 'MB', postal: 'R3T 2B7' },
    answers: () => ({ 'claims-count': 0 }),
    variants: [
      {
        'equipment-type': 'power-tools',
        'equipment-limit': '45000',
        'largest-item-value': '8000',
        'storage-security': 'locked-building',
        'equipment-deductible': '1000',
      },
      {
        'equipment-type': 'mobile-equipment',
        'equipment-limit': '140000',
        'largest-item-value': '68000',
        'equipment-schedule':
          'Kubota KX040-4 mini excavator, serial 30412, $68,000; Bobcat S570 skid steer, serial B3NN11245, $52,000',
        'storage-security': 'fenced-yard',
        'equipment-deductible': '2500',
      },
      {
        'equipment-type': 'hand-tools',
        'equipment-limit': '18000',
        'largest-item-value': '2500',
        'storage-security': 'vehicle-or-site',
        'equipment-deductible': '500',
      },
    ],
  },

  /** Trade contractors: a licensed plumbing and heating shop in Saskatoon, Saskatchewan. */
  'trade-contractors': {
    insuredName: 'Prairie Flow Plumbing & Heating Ltd.',
    email: 'service@prairieflow.example',
    phone: '306-555-0114',
    location: { street: '310 Idylwyld Drive North', city: 'Saskatoon', province: 'SK', postal: 'S7L 0Z2' },
    answers: () => ({
      operations: 'plumbing,hvac',
      'trade-licensed': 'yes',
      'years-in-business': 8,
      'claims-count': 0,
    }),
    variants: [
      { 'annual-revenue': '420000', 'liability-limit': '2000000' },
      { 'annual-revenue': '420000', 'liability-limit': '1000000' },
      { 'annual-revenue': '780000', 'liability-limit': '2000000' },
    ],
  },

  /** Custom business: an independent bookshop in downtown Halifax, Nova Scotia. */
  'custom-business': {
    insuredName: 'Harbourfront Books Ltd.',
    email: 'hello@harbourfrontbooks.example',
    phone: '902-555-0166',
    location: { street: '1595 Barrington Street', city: 'Halifax', province: 'NS', postal: 'B3J 1Z7' },
    answers: () => ({
      operations: 'retail',
      'business-description': 'Independent bookshop selling new and used books, stationery and gifts.',
      'annual-revenue': '650000',
      'employees-count': 6,
      'claims-count': 0,
    }),
    variants: [
      { 'contents-limit': '80000', 'liability-limit': '2000000' },
      { 'contents-limit': '50000', 'liability-limit': '1000000' },
      { 'contents-limit': '150000', 'liability-limit': '5000000' },
    ],
  },

  /** Private D&O: the board of an owner-managed precision manufacturer in Toronto, Ontario. */
  'private-dno': {
    insuredName: 'Lakeshore Precision Manufacturing Inc.',
    email: 'cfo@lakeshoreprecision.example',
    phone: '416-555-0139',
    location: { street: '95 Queen Elizabeth Boulevard', city: 'Toronto', province: 'ON', postal: 'M8Z 1M2' },
    answers: () => ({
      operations: 'manufacturing',
      'ownership-type': 'owner-managed',
      'annual-revenue': '6500000',
      'total-assets': '4200000',
      'years-in-business': 18,
      'financial-condition': 'profitable',
      'ipo-planned': 'no',
      'claims-count': 0,
    }),
    variants: [
      { 'liability-limit': '2000000', retention: '10000' },
      { 'liability-limit': '1000000', retention: '25000' },
      { 'liability-limit': '5000000', retention: '10000' },
    ],
  },

  /** Technology E&O: a software and IT consulting firm in Ottawa, Ontario. */
  'technology-eo': {
    insuredName: 'Rideau Software Inc.',
    email: 'admin@rideausoftware.example',
    phone: '613-555-0117',
    location: {
      street: '340 Albert Street',
      unit: '900',
      city: 'Ottawa',
      province: 'ON',
      postal: 'K1R 7Y6',
    },
    answers: () => ({
      operations: 'software-development,it-consulting',
      'annual-revenue': '1200000',
      'us-revenue-percent': 20,
      'years-in-business': 5,
      'employees-count': 12,
      'written-contracts': 'yes',
      'claims-count': 0,
      'aware-of-circumstances': 'no',
      'prior-coverage': 'yes',
      'retroactive-date': '2021-03-01',
    }),
    variants: [
      { 'liability-limit': '2000000', retention: '5000', 'cyber-addon': true, 'cyber-limit': '500000' },
      { 'liability-limit': '1000000', retention: '10000', 'cyber-addon': false },
      { 'liability-limit': '5000000', retention: '25000', 'cyber-addon': true, 'cyber-limit': '1000000' },
    ],
  },

  /** Life agents E&O: a life and critical illness agent in Halifax, Nova Scotia. */
  'life-agents': {
    insuredName: 'Aisha MacDonald',
    email: 'aisha.macdonald@example.net',
    phone: '902-555-0149',
    location: {
      street: '1801 Hollis Street',
      unit: '300',
      city: 'Halifax',
      province: 'NS',
      postal: 'B3J 3N4',
    },
    answers: (province) => ({
      'licence-province': province,
      'licence-number': `${province}-LIC-204518`,
      'years-licensed': 7,
      'licence-discipline': 'no',
      'claims-count': 0,
    }),
    variants: [
      { operations: 'life,critical-illness', 'liability-limit': '2000000' },
      { operations: 'life,accident-sickness,critical-illness', 'liability-limit': '1000000' },
      { operations: 'life,critical-illness,segregated-funds', 'liability-limit': '2000000' },
    ],
  },

  /** Health & fitness (individuals): a yoga and Pilates instructor in Calgary, Alberta. */
  'health-fitness-individual': {
    insuredName: 'Maya Lefebvre',
    email: 'maya.lefebvre@example.net',
    phone: '403-555-0163',
    location: { street: '800 Macleod Trail SE', city: 'Calgary', province: 'AB', postal: 'T2G 2M3' },
    answers: () => ({
      operations: 'yoga-instructor,pilates-instructor',
      certification: 'yes',
      'years-experience': 4,
      'claims-count': 0,
    }),
    variants: [
      { 'liability-limit': '2000000' },
      { 'liability-limit': '1000000' },
      { 'liability-limit': '5000000' },
    ],
  },

  /** Health & fitness (premises): a strength and conditioning gym in Victoria, British Columbia. */
  'health-fitness-premises': {
    insuredName: 'Harbour Strength & Conditioning Ltd.',
    email: 'manager@harbourstrength.example',
    phone: '250-555-0175',
    location: { street: '2020 Douglas Street', city: 'Victoria', province: 'BC', postal: 'V8T 4L1' },
    answers: () => ({
      operations: 'fitness-centre',
      'annual-revenue': '720000',
      'square-footage': 6500,
      'members-count': 850,
      'waivers-signed': 'yes',
      'staff-certified': 'yes',
      'claims-count': 0,
    }),
    variants: [
      { 'liability-limit': '2000000', 'contents-limit': '120000' },
      { 'liability-limit': '1000000', 'contents-limit': '75000' },
      { 'liability-limit': '5000000', 'contents-limit': '220000' },
    ],
  },
};

/**
 * Complete, eligible, priceable answers for each product of the catalogue, by product id: the demo
 * seed's applications and the tests bind them. `variation.variant` picks among a few realistic
 * alternatives of the main limits and choices, so premiums differ from one record to the next;
 * `variation.location` moves the risk (use a province of sampleProvinces(productId)).
 */
export const SAMPLE_FORMS: Readonly<Record<string, (variation: SampleVariation) => Form>> = Object.freeze(
  Object.fromEntries(Object.entries(SAMPLES).map(([productId, spec]) => [productId, sampleForm(spec)])),
);

/** How many alternatives `variant` picks among for a product (0 for an unknown product). */
export function sampleVariantCount(productId: string): number {
  return Object.hasOwn(SAMPLES, productId) ? (SAMPLES[productId]?.variants.length ?? 0) : 0;
}

/**
 * The provinces of SAMPLE_PROVINCES where the product's sample prices online: those its rating
 * data has a province factor for (products rated without one are sold in all of them). Empty for
 * an unknown product.
 */
export function sampleProvinces(productId: string): Province[] {
  const definition = productDefinition(productId);
  if (!definition || !Object.hasOwn(SAMPLES, productId)) return [];
  const factors = definition.rating.provinceFactors;
  if (typeof factors !== 'object' || factors === null) return [...SAMPLE_PROVINCES];
  return SAMPLE_PROVINCES.filter((province) => Object.hasOwn(factors, province));
}

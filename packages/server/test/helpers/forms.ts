import { formatDate, SAMPLE_FORMS, sampleTenantsForm, type Form, type FormRecord } from '@bm/domain';

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

/** The domain's sample form of a product (its first variant, at its own address), `days` from today. */
function sampleForm(productId: string, days: number, overrides: Form): Form {
  const sample = SAMPLE_FORMS[productId];
  if (!sample) throw new Error(`No sample form for product ${productId}`);
  return { ...sample({ effectiveDay: dayFromToday(days) }), ...overrides };
}

/** A complete tenants application for a rental in Toronto, Ontario, starting in a week. */
export function tenantsForm(overrides: Form = {}): Form {
  return sampleTenantsForm(dayFromToday(7), overrides);
}

/**
 * Builders risk for a new wood-frame house in Kelowna, British Columbia: $850,000 over 9 months,
 * built for sale, fenced and alarmed, with a lender and an additional insured.
 */
export function buildersRiskForm(overrides: Form = {}): Form {
  return sampleForm('builders-risk', 10, overrides);
}

/**
 * Course of construction for a six-storey concrete residential building in Calgary, Alberta:
 * $8,000,000 over 18 months, with a water damage mitigation plan and soft costs cover.
 */
export function courseOfConstructionForm(overrides: Form = {}): Form {
  return sampleForm('course-of-construction', 21, overrides);
}

/** Contractors liability for an electrical and plumbing firm in Vancouver, with the equipment floater. */
export function contractorsForm(overrides: Form = {}): Form {
  return sampleForm('contractors', 14, overrides);
}

/** Technology E&O for a software and IT consulting firm in Ottawa, with first-party cyber. */
export function technologyEoForm(overrides: Form = {}): Form {
  return sampleForm('technology-eo', 10, overrides);
}

/** Health & fitness (individuals): a yoga and Pilates instructor in Calgary, $2,000,000 limit. */
export function healthFitnessIndividualForm(overrides: Form = {}): Form {
  return sampleForm('health-fitness-individual', 3, overrides);
}

/** Life agents E&O (a short questionnaire): a life and critical illness agent in Halifax. */
export function lifeAgentsForm(overrides: Form = {}): Form {
  return sampleForm('life-agents', 5, overrides);
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

/**
 * A broker's answers to the extension questions for a project on schedule (nothing an underwriter
 * must look at): three months more at the policy's $850,000 project value by default.
 */
export function extensionDetails(overrides: Record<string, string> = {}, limit = '850000') {
  return {
    'extension-length': '3',
    'losses-claims': 'no',
    occupied: 'no',
    'change-in-scope': 'no',
    'explanation-for-change': 'No change',
    'reason-for-extension': 'in-progress',
    'explanation-for-extension': 'Framing is behind schedule',
    'reason-for-delay': 'weather',
    'explanation-for-delay': 'A wet spring',
    'percent-completed': '75',
    'extension-limit': limit,
    ...overrides,
  };
}

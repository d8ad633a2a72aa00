import {
  PRODUCT_DEFINITIONS,
  quoteApplication,
  type ApplicationQuote,
  type Form,
  type FormRecord,
  type ProductDefinition,
} from '@bm/domain';

/** A complete application the benchmark prices: a product definition and every answer it asks for. */
export interface QuoteCase {
  name: string;
  definition: ProductDefinition;
  form: Form;
}

/** `day` (YYYY-MM-DD) plus `days` calendar days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

function definition(productId: string): ProductDefinition {
  const found = PRODUCT_DEFINITIONS[productId];
  if (!found) throw new Error(`no product definition '${productId}'`);
  return found;
}

const roommate = (name: string, birthYear: string, property: string, ale: string): FormRecord => ({
  'roommate-name': name,
  'roommate-birthyear': birthYear,
  'roommate-property-limit': property,
  'roommate-ale-limit': ale,
});

/**
 * A complete tenants application for an apartment in Toronto, Ontario, with two roommates (the one
 * the API scenario stores as well). Mirrors packages/server/test/helpers/forms.ts.
 */
export function tenantsForm(today: string): Form {
  return {
    'insured-name': 'Jordan Rivera',
    email: 'jordan.rivera@example.net',
    phone: '416-555-0142',
    'policy-effective-date': addDays(today, 7),
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
    roommates: [
      roommate('Alex Chen', '1996', '20000', '5000'),
      roommate('Priya Natarajan', '1998', '15000', '2500'),
    ],
    'contents-limit': '30000',
    'ale-limit': '10000',
    'liability-limit': '1000000',
    'prior-flood-loss': false,
    'cover-level': 'enhanced',
    deductible: '1000',
    'claims-count': 0,
    'prior-cancellation': 'no',
  };
}

/** Contractors liability for an electrical and plumbing firm in Vancouver, with the equipment floater. */
export function contractorsForm(today: string): Form {
  return {
    'insured-name': 'Northshore Mechanical Ltd.',
    email: 'office@northshoremechanical.example',
    phone: '604-555-0188',
    'policy-effective-date': addDays(today, 14),
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
  };
}

/** Technology E&O for a software and IT consulting firm in Ottawa, with first-party cyber. */
export function technologyEoForm(today: string): Form {
  return {
    'insured-name': 'Rideau Software Inc.',
    email: 'admin@rideausoftware.example',
    phone: '613-555-0117',
    'policy-effective-date': addDays(today, 10),
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
  };
}

/** Health & fitness (individuals): a yoga and Pilates instructor in Calgary. */
export function healthFitnessIndividualForm(today: string): Form {
  return {
    'insured-name': 'Maya Lefebvre',
    email: 'maya.lefebvre@example.net',
    phone: '403-555-0163',
    'policy-effective-date': addDays(today, 3),
    'business-address-street': '800 Macleod Trail SE',
    'business-address-city': 'Calgary',
    'business-address-province': 'AB',
    'business-address-postal': 'T2G 2M3',
    operations: 'yoga-instructor,pilates-instructor',
    certification: 'yes',
    'years-experience': 4,
    'liability-limit': '2000000',
    'claims-count': 0,
  };
}

/** The representative applications of the in-process benchmark, effective shortly after `today`. */
export function quoteCases(today: string): QuoteCase[] {
  return [
    { name: 'Tenants, Ontario, two roommates', definition: definition('tenants'), form: tenantsForm(today) },
    {
      name: 'Contractors liability with the equipment floater',
      definition: definition('contractors'),
      form: contractorsForm(today),
    },
    {
      name: 'Technology E&O with cyber',
      definition: definition('technology-eo'),
      form: technologyEoForm(today),
    },
    {
      name: 'Health & fitness (individual)',
      definition: definition('health-fitness-individual'),
      form: healthFitnessIndividualForm(today),
    },
  ];
}

/** The parts of a pricing result (quoteApplication's, or POST /quote's answer) that say it is clean. */
export interface QuoteOutcome {
  errors: Record<string, string>;
  eligibility: { status: string; reasons: string[] };
  quote: { priced: boolean; unpricedReasons: string[] } | null;
}

/** Why a pricing result is not a complete, eligible, priced quote; empty when it is. */
export function problemsOf(result: QuoteOutcome): string[] {
  const problems = Object.entries(result.errors).map(([key, message]) => `${key}: ${message}`);
  if (result.eligibility.status !== 'eligible') {
    problems.push(`eligibility ${result.eligibility.status}: ${result.eligibility.reasons.join('; ')}`);
  }
  if (!result.quote) problems.push('no quote');
  else if (!result.quote.priced) problems.push(`not priced: ${result.quote.unpricedReasons.join('; ')}`);
  return problems;
}

/** Prices `quoteCase` once and throws unless it is complete, eligible and priced. */
export function checkQuoteCase(quoteCase: QuoteCase, today: string): ApplicationQuote {
  const result = quoteApplication(quoteCase.definition, quoteCase.form, { today });
  const problems = problemsOf(result);
  if (problems.length > 0) {
    throw new Error(`The '${quoteCase.name}' form does not price cleanly:\n  ${problems.join('\n  ')}`);
  }
  return result;
}

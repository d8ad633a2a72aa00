import {
  PRODUCT_DEFINITIONS,
  quoteApplication,
  type ApplicationQuote,
  type Form,
  type FormRecord,
  type ProductDefinition,
} from '@bm/domain';
import {
  contractorsForm as serverContractorsForm,
  healthFitnessIndividualForm as serverHealthFitnessIndividualForm,
  technologyEoForm as serverTechnologyEoForm,
  tenantsForm as serverTenantsForm,
} from '../../packages/server/test/helpers/forms.ts';

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
 * A complete tenants application for an apartment in Toronto, Ontario, with two roommates and the
 * enhanced cover level (the one the API scenario stores as well): the server tests' tenants form.
 */
export function tenantsForm(today: string): Form {
  return serverTenantsForm({
    'policy-effective-date': addDays(today, 7),
    roommates: [
      roommate('Alex Chen', '1996', '20000', '5000'),
      roommate('Priya Natarajan', '1998', '15000', '2500'),
    ],
    'cover-level': 'enhanced',
  });
}

/** Contractors liability with the equipment floater (the server tests' form), effective in 14 days. */
export function contractorsForm(today: string): Form {
  return serverContractorsForm({ 'policy-effective-date': addDays(today, 14) });
}

/** Technology E&O with first-party cyber (the server tests' form), effective in 10 days. */
export function technologyEoForm(today: string): Form {
  return serverTechnologyEoForm({ 'policy-effective-date': addDays(today, 10) });
}

/** Health & fitness (individuals), a yoga and Pilates instructor (the server tests' form), in 3 days. */
export function healthFitnessIndividualForm(today: string): Form {
  return serverHealthFitnessIndividualForm({ 'policy-effective-date': addDays(today, 3) });
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

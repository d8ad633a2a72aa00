/** A numbered clause of the wording: paragraphs, then optional listed items. */
export interface Clause {
  title: string;
  paragraphs: string[];
  items?: string[];
}

/** A defined term (printed in bold, then its meaning). */
export type Definition = readonly [term: string, meaning: string];

/** The product-specific parts of a wording; the rest is common to every product. */
export interface ProductWording {
  /** What the policy is called in its opening lines, e.g. 'Tenants Package Policy'. */
  policyName: string;
  insuringAgreements: Clause[];
  definitions: Definition[];
  exclusions: Clause[];
  conditions: Clause[];
  /** The product's own section (tenants, construction, contractors ...). */
  section: { title: string; intro: string; clauses: Clause[] };
}

/**
 * A product is a versioned definition held as data (spec section 3, Product): pages of questions,
 * conditional options, eligibility rules and the inputs of its rating model. The definition is
 * stored as JSON in product_versions.definition; everything here must stay JSON-serialisable.
 */

/** The form of an application: answers keyed by question name (spec section 3, Form fields). */
export type FormValue = string | number | boolean | null | string[] | FormRecord[];
export interface FormRecord {
  [key: string]: FormValue | undefined;
}
export type Form = FormRecord;

/** Operators of conditional options and question filters (spec section 5). */
export type ConditionOperator = 'includes' | '!!' | '!' | '>' | '<' | '=';

/**
 * A condition on another answer. `includes`: the answer (a string, a comma list or an array)
 * includes `value`; `!!`: the answer is present (non-empty, true); `!`: absent (empty, false);
 * `>` / `<`: numeric comparison; `=`: equality.
 */
export interface Condition {
  key: string;
  operator: ConditionOperator;
  value?: string | number | boolean;
}

/** An option of a select, radio or checkbox question. */
export interface QuestionOption {
  value: string;
  label: string;
  /** Shown only when every condition holds (conditional options). */
  conditions?: Condition[];
  /** Rate class used by the product's rating model. */
  rateClass?: string;
  /** Insurance Bureau of Canada code of the class (extra value on items). */
  ibcCode?: string;
  /** A disabled option stays in old answers but cannot be chosen; it is filtered out of operations. */
  disabled?: boolean;
  /** Help text shown beside the option. */
  tooltip?: string;
}

export type QuestionKind =
  | 'text'
  | 'textarea'
  | 'email'
  | 'phone'
  | 'number'
  | 'money'
  | 'date'
  | 'year'
  | 'select'
  | 'multiselect'
  | 'radio'
  | 'checkbox'
  | 'checkboxes'
  | 'address'
  | 'postalCode'
  | 'province'
  | 'group';

export interface Question {
  /** The form key the answer is stored under (e.g. 'policy-effective-date'). */
  name: string;
  heading: string;
  kind: QuestionKind;
  required?: boolean;
  helpText?: string;
  placeholder?: string;
  /** Options of select / multiselect questions. */
  selectChildren?: QuestionOption[];
  /** Options of radio questions. */
  radioChildren?: QuestionOption[];
  /** Options of checkbox-group questions. */
  checkboxChildren?: QuestionOption[];
  /** Questions shown under this one (each with its own filters). */
  subquestions?: Question[];
  /** The question is shown only when every filter holds. Hidden questions are not asked or validated. */
  filters?: Condition[];
  /** On change, other answers are set: { key: value } applied when this answer equals `when`. */
  keysToUpdate?: { when?: string; set: Record<string, FormValue> }[];
  /** The answer must be one of the currently visible, enabled options. */
  validateSelectChildren?: boolean;
  /** Label used when the answer is shown to a marketplace partner or on documents. */
  marketplaceLabel?: string;
  /** Numeric bounds ('Must be greater than {n}'). */
  min?: number;
  max?: number;
  /** Repeating group ('group' kind): how many entries at most (roommates: 3) and their questions. */
  maxItems?: number;
  itemQuestions?: Question[];
  /** Default answer when the form is created. */
  defaultValue?: FormValue;
}

export interface ProductPage {
  name: string;
  title: string;
  description?: string;
  questions: Question[];
}

export type CountOperator = '=' | '>' | '>=' | '<' | '<=' | '!=';

/**
 * Eligibility rules (spec section 5). Each leaf rule describes a condition that makes the risk
 * ineligible (outcome 'rejected') or in need of an underwriter (outcome 'referred'); combinators
 * join them: `first` = the first rule that fires decides, `or` = fires when any child fires,
 * `and` = fires when every child fires.
 */
export type EligibilityRule =
  | {
      type: 'exclude';
      key: string;
      /** Fires when the answer (or any item of a list answer) is one of these. */
      values: string[];
      outcome: EligibilityOutcome;
      message: string;
    }
  | {
      type: 'include';
      key: string;
      /** Fires when the answer is NOT one of these (the risk must be one of them). */
      values: string[];
      outcome: EligibilityOutcome;
      message: string;
    }
  | {
      type: 'count';
      key: string;
      /** Counts list items, comma-list items, or reads a number; fires when `count operator value`. */
      operator: CountOperator;
      value: number;
      outcome: EligibilityOutcome;
      message: string;
    }
  | {
      type: 'excludedPostalPrefix';
      key: string;
      /** First three characters of the postal code (forward sortation areas). */
      prefixes: string[];
      outcome: EligibilityOutcome;
      message: string;
    }
  | {
      /** A numeric floor is rejected when it starts with 0, has three digits starting at 2+, or four+. */
      type: 'notAboveGround';
      key: string;
      outcome: EligibilityOutcome;
      message: string;
    }
  | {
      /** No new business in the areas (postal prefixes or provinces) between the dates (YYYY-MM-DD, inclusive). */
      type: 'moratorium';
      postalKey: string;
      prefixes?: string[];
      provinces?: string[];
      from: string;
      to: string;
      outcome: EligibilityOutcome;
      message: string;
    }
  | { type: 'first' | 'or' | 'and'; rules: EligibilityRule[]; outcome?: EligibilityOutcome; message?: string };

export type EligibilityOutcome = 'rejected' | 'referred';

export interface EligibilityResult {
  /** 'eligible', or the most severe outcome of the rules that fired (rejected beats referred). */
  status: 'eligible' | EligibilityOutcome;
  /** Messages of the rules that fired, in rule order. */
  reasons: string[];
}

/** A definition as stored in product_versions.definition. */
export interface ProductDefinition {
  productId: string;
  /** Dotted version string, compared numerically by parts (spec section 5). */
  version: string;
  pages: ProductPage[];
  eligibility: EligibilityRule[];
  /** Product-specific rating inputs (rate tables, base premiums, factors), read by the product's rating model. */
  rating: Record<string, unknown>;
  /** How long a policy runs, in months (12 unless the product says otherwise). */
  termMonths?: number;
  /** Payment periods the product offers. */
  paymentPeriods?: ('annual' | 'monthly' | 'instalment')[];
}

import { provinceFromPostalCode } from '../provinces.ts';
import { answerList, answerNumber, answerProvince, answerText } from './answers.ts';
import type {
  CountOperator,
  EligibilityOutcome,
  EligibilityResult,
  EligibilityRule,
  Form,
  FormValue,
} from './types.ts';

export { coverageValueLabel, ELIGIBILITY_LABELS, type CoverageValueKind } from './eligibility-labels.ts';

type LeafRule = Exclude<EligibilityRule, { type: 'first' | 'or' | 'and' }>;
type MoratoriumRule = Extract<EligibilityRule, { type: 'moratorium' }>;

interface Fired {
  outcome: EligibilityOutcome;
  reasons: string[];
}

const SEVERITY: Record<EligibilityOutcome, number> = { referred: 1, rejected: 2 };

/**
 * 'Not above ground' (spec section 5): a numeric floor value is rejected when it starts with 0,
 * has three digits starting at 2 or more, or has four or more digits. '0', '05', '200', '1000'
 * are rejected; '1', '19', '199' are not. Values that are not all digits ('B1', '-1', '') are not
 * numeric floor values and are not judged by this rule (false).
 */
export function isNotAboveGround(value: string | number): boolean {
  const text = String(value).trim();
  if (!/^\d+$/.test(text)) return false;
  return text.startsWith('0') || (text.length === 3 && text >= '200') || text.length >= 4;
}

/** A count: list items, comma-list items, or a number (numbers and numeric strings read as is). */
function countOf(value: FormValue | undefined): number {
  if (typeof value === 'boolean') return value ? 1 : 0;
  const number = answerNumber(value);
  if (number !== null) return number;
  return Array.isArray(value) ? value.length : answerList(value).length;
}

function compareCount(count: number, operator: CountOperator, value: number): boolean {
  switch (operator) {
    case '=':
      return count === value;
    case '!=':
      return count !== value;
    case '>':
      return count > value;
    case '>=':
      return count >= value;
    case '<':
      return count < value;
    case '<=':
      return count <= value;
  }
}

function compactPostal(value: FormValue | undefined): string {
  return answerText(value).replace(/\s+/g, '').toUpperCase();
}

/** The key of the province part beside an address postal part ('x-postal' -> 'x-province'). */
function provinceKeyBeside(postalKey: string): string | null {
  return postalKey.endsWith('-postal') ? `${postalKey.slice(0, -'postal'.length)}province` : null;
}

/**
 * A moratorium fires on days from `from` to `to` inclusive, for a postal code starting with one of
 * the prefixes or in one of the provinces (from the postal code, else the address's province part).
 * Without prefixes or provinces it is a moratorium everywhere.
 */
function moratoriumFires(rule: MoratoriumRule, form: Form, today: string): boolean {
  if (today < rule.from || today > rule.to) return false;
  const prefixes = (rule.prefixes ?? []).map((prefix) => prefix.replace(/\s+/g, '').toUpperCase());
  const provinces = (rule.provinces ?? []).map((province) => province.toUpperCase());
  if (prefixes.length === 0 && provinces.length === 0) return true;
  const postal = compactPostal(form[rule.postalKey]);
  const provinceKey = provinceKeyBeside(rule.postalKey);
  const province = provinceFromPostalCode(postal) ?? (provinceKey ? answerProvince(form[provinceKey]) : null);
  return (
    (postal !== '' && prefixes.some((prefix) => postal.startsWith(prefix))) ||
    (province !== null && provinces.includes(province))
  );
}

function leafFires(rule: LeafRule, form: Form, today: string): boolean {
  switch (rule.type) {
    case 'exclude':
      return answerList(form[rule.key]).some((item) => rule.values.includes(item));
    case 'include':
      return answerList(form[rule.key]).some((item) => !rule.values.includes(item));
    case 'count':
      return compareCount(countOf(form[rule.key]), rule.operator, rule.value);
    case 'excludedPostalPrefix': {
      const prefix = compactPostal(form[rule.key]).slice(0, 3);
      return (
        prefix.length === 3 &&
        rule.prefixes.some((candidate) => candidate.replace(/\s+/g, '').toUpperCase() === prefix)
      );
    }
    case 'notAboveGround': {
      const value = form[rule.key];
      return (typeof value === 'string' || typeof value === 'number') && isNotAboveGround(value);
    }
    case 'moratorium':
      return moratoriumFires(rule, form, today);
  }
}

function mostSevere(fired: readonly Fired[]): EligibilityOutcome | null {
  return fired.reduce<EligibilityOutcome | null>(
    (worst, { outcome }) => (worst === null || SEVERITY[outcome] > SEVERITY[worst] ? outcome : worst),
    null,
  );
}

/** A combinator's result: its own outcome and message when given, else those of its fired children. */
function combine(rule: { outcome?: EligibilityOutcome; message?: string }, fired: readonly Fired[]): Fired {
  return {
    outcome: rule.outcome ?? mostSevere(fired) ?? 'rejected',
    reasons: rule.message !== undefined ? [rule.message] : fired.flatMap((child) => child.reasons),
  };
}

function evaluateRule(rule: EligibilityRule, form: Form, today: string): Fired | null {
  switch (rule.type) {
    case 'first': {
      for (const child of rule.rules) {
        const fired = evaluateRule(child, form, today);
        if (fired) return combine(rule, [fired]);
      }
      return null;
    }
    case 'or':
    case 'and': {
      const fired = rule.rules
        .map((child) => evaluateRule(child, form, today))
        .filter((child) => child !== null);
      const fires =
        rule.type === 'or' ? fired.length > 0 : rule.rules.length > 0 && fired.length === rule.rules.length;
      return fires ? combine(rule, fired) : null;
    }
    default:
      return leafFires(rule, form, today) ? { outcome: rule.outcome, reasons: [rule.message] } : null;
  }
}

/**
 * Evaluates a product's eligibility rules (spec section 5) against the answers on `today`
 * (YYYY-MM-DD, for moratoriums). Every top-level rule is evaluated; the status is the most severe
 * outcome that fired (rejected beats referred), 'eligible' when none fired; the reasons are the
 * messages of the fired rules in rule order, without repeats.
 *
 * Leaf rules: `exclude` fires when the answer (or any item of a list) is one of the values;
 * `include` fires when an answer is given and it (or any item) is not one of the values, so an
 * unanswered question never fires; `count` compares list items, comma-list items or a number
 * (absent = 0); `excludedPostalPrefix` compares the first three characters of the postal code;
 * `notAboveGround` see isNotAboveGround; `moratorium` see its rule type.
 * Combinators: `first` = the first child that fires decides; `or` fires when any child fires;
 * `and` fires when every child fires (never when empty). A combinator reports its own outcome and
 * message when it has them, else the most severe outcome and the messages of its fired children.
 */
export function evaluateEligibility(rules: EligibilityRule[], form: Form, today: string): EligibilityResult {
  const fired = rules.map((rule) => evaluateRule(rule, form, today)).filter((result) => result !== null);
  return {
    status: mostSevere(fired) ?? 'eligible',
    reasons: [...new Set(fired.flatMap((result) => result.reasons))],
  };
}

import {
  DEFAULT_LOCALE,
  dollarsToCents,
  formatCad,
  questionOptions,
  visibleQuestionList,
  type Form,
  type Locale,
  type ProductPage,
  type Question,
} from '@bm/domain';
import { sayOptionLabel, sayShown } from '../../lib/i18n/shown.ts';

/** One answer printed on the declarations page, under its question heading. */
export interface DeclaredAnswer {
  heading: string;
  value: string;
}

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Answers that shape the cover: limits, deductibles, operations, values, roommates and the like. */
const MATTERS =
  /limit|deductible|operation|cover|floater|revenue|payroll|employees|project|value|roommate|occupation|profession|activit|class|term|length/i;
/** Already on the page elsewhere (insured, address, contact details, policy period). */
const SHOWN_ELSEWHERE =
  /address|street|city|postal|province|email|phone|insured-name|effective-date|expiry-date/i;
/** Answers in whole dollars when the definition does not say. */
const DOLLARS = /limit|deductible|value|revenue|payroll|amount|premium/i;

/** The questions the answers show (filters holding), page by page, subquestions after their parent. */
function visibleQuestionsOf(definition: unknown, form: Form): Question[] {
  if (!isRecord(definition) || !Array.isArray(definition.pages)) return [];
  const pages = definition.pages.filter(
    (page): page is ProductPage => isRecord(page) && Array.isArray(page.questions),
  );
  return pages.flatMap((page) => visibleQuestionList(page.questions, form));
}

function humanise(key: string): string {
  const words = key.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function numberOf(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^\s*[-+]?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return null;
}

function listOf(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value];
  return items
    .filter((item) => typeof item === 'string' || typeof item === 'number')
    .map((item) => String(item).trim())
    .filter(Boolean);
}

/** The option labels of a question by value, in the locale (as the web's product texts say them). */
function optionLabels(question: Question | undefined, locale: Locale): Map<string, string> {
  return new Map(
    (question ? questionOptions(question) : []).map((option) => [
      option.value,
      sayOptionLabel(option.label, question?.name, locale),
    ]),
  );
}

/** A question's heading on the page (its marketplace label first), in the locale. */
const headingOf = (question: Question | undefined, key: string, locale: Locale): string => {
  const label = question?.marketplaceLabel ?? question?.heading;
  return label ? sayShown(label, locale) : humanise(key);
};

/** An answer as text: option labels for choices, CAD for money, items joined with commas. */
function formatAnswer(key: string, value: unknown, question: Question | undefined, locale: Locale): string {
  if (typeof value === 'boolean') return sayShown(value ? 'Yes' : 'No', locale);
  const number = numberOf(value);
  if (number !== null && (question?.kind === 'money' || (!question && DOLLARS.test(key)))) {
    return formatCad(dollarsToCents(number), locale);
  }
  const labels = optionLabels(question, locale);
  return listOf(value)
    .map((item) => labels.get(item) ?? item)
    .join(', ');
}

/**
 * A repeating group (roommates): one answer per item, headed by the group's label and the item's
 * number, each of its values after its own question heading ("Roommate name: Jane Doe").
 */
function groupAnswers(
  items: unknown[],
  question: Question | undefined,
  heading: string,
  locale: Locale,
): DeclaredAnswer[] {
  const itemQuestions = new Map((question?.itemQuestions ?? []).map((q) => [q.name, q]));
  const colon = locale === 'fr-CA' ? '\u00a0: ' : ': ';
  return items.filter(isRecord).flatMap((item, index) => {
    const parts = Object.entries(item).flatMap(([key, value]) => {
      const itemQuestion = itemQuestions.get(key);
      const text = formatAnswer(key, value, itemQuestion, locale);
      if (!text) return [];
      return [`${headingOf(itemQuestion, key, locale)}${colon}${text}`];
    });
    return parts.length > 0 ? [{ heading: `${heading} ${index + 1}`, value: parts.join('; ') }] : [];
  });
}

/**
 * The answers worth printing on the declarations page, each under its question heading (or its
 * marketplace label). With a product definition: the visible questions that matter, in question
 * order; without one: the form's answers that matter, their keys made readable. Headings and option
 * labels in the locale (the insured's language of correspondence), by the product texts' French.
 */
export function declaredAnswers(
  form: unknown,
  definition: unknown,
  locale: Locale = DEFAULT_LOCALE,
): DeclaredAnswer[] {
  if (!isRecord(form)) return [];
  const questions = visibleQuestionsOf(definition, form as Form).filter((q) => q.kind !== 'address');
  const candidates: [string, Question | undefined][] =
    questions.length > 0
      ? questions.map((q) => [q.name, q])
      : Object.keys(form).map((key) => [key, undefined]);
  const seen = new Set<string>();
  const answers: DeclaredAnswer[] = [];
  for (const [key, question] of candidates) {
    if (seen.has(key) || !(key in form) || !MATTERS.test(key) || SHOWN_ELSEWHERE.test(key)) continue;
    seen.add(key);
    const raw = form[key];
    const heading = headingOf(question, key, locale);
    if (Array.isArray(raw) && raw.some(isRecord)) {
      answers.push(...groupAnswers(raw, question, heading, locale));
      continue;
    }
    const value = formatAnswer(key, raw, question, locale);
    if (!value) continue;
    answers.push({ heading, value });
  }
  return answers;
}

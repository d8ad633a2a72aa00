import {
  dollarsToCents,
  formatCad,
  questionOptions,
  visibleQuestionList,
  type Form,
  type ProductPage,
  type Question,
} from '@bm/domain';

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

function optionLabels(question: Question | undefined): Map<string, string> {
  return new Map((question ? questionOptions(question) : []).map((option) => [option.value, option.label]));
}

/** An answer as text: option labels for choices, CAD for money, items joined with commas. */
function formatAnswer(key: string, value: unknown, question: Question | undefined): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const number = numberOf(value);
  if (number !== null && (question?.kind === 'money' || (!question && DOLLARS.test(key)))) {
    return formatCad(dollarsToCents(number));
  }
  const labels = optionLabels(question);
  return listOf(value)
    .map((item) => labels.get(item) ?? item)
    .join(', ');
}

/**
 * A repeating group (roommates): one answer per item, headed by the group's label and the item's
 * number, each of its values after its own question heading ("Roommate name: Jane Doe").
 */
function groupAnswers(items: unknown[], question: Question | undefined, heading: string): DeclaredAnswer[] {
  const itemQuestions = new Map((question?.itemQuestions ?? []).map((q) => [q.name, q]));
  return items.filter(isRecord).flatMap((item, index) => {
    const parts = Object.entries(item).flatMap(([key, value]) => {
      const itemQuestion = itemQuestions.get(key);
      const text = formatAnswer(key, value, itemQuestion);
      if (!text) return [];
      return [`${itemQuestion?.marketplaceLabel ?? itemQuestion?.heading ?? humanise(key)}: ${text}`];
    });
    return parts.length > 0 ? [{ heading: `${heading} ${index + 1}`, value: parts.join('; ') }] : [];
  });
}

/**
 * The answers worth printing on the declarations page, each under its question heading (or its
 * marketplace label). With a product definition: the visible questions that matter, in question
 * order; without one: the form's answers that matter, their keys made readable.
 */
export function declaredAnswers(form: unknown, definition: unknown): DeclaredAnswer[] {
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
    const heading = question?.marketplaceLabel ?? question?.heading ?? humanise(key);
    if (Array.isArray(raw) && raw.some(isRecord)) {
      answers.push(...groupAnswers(raw, question, heading));
      continue;
    }
    const value = formatAnswer(key, raw, question);
    if (!value) continue;
    answers.push({ heading, value });
  }
  return answers;
}

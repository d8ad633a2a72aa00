import {
  CATALOGUE,
  MOST_POPULAR_CATEGORY,
  OPTION_LABEL_PAIRS,
  PRODUCT_DEFINITIONS,
  type EligibilityRule,
  type Question,
} from '@bm/domain';
import type { EnglishMessage } from './message-objects.ts';

/** A product text; an option label says which question (by name) it is an option of. */
export interface ProductText extends EnglishMessage {
  readonly question?: string;
}

/**
 * Every text the product definitions show (page titles and descriptions, question headings, help texts,
 * placeholders, marketplace labels, option labels and tooltips, down through subquestions and repeating
 * groups), the eligibility rules' messages and the catalogue's product names, descriptions and
 * categories, with where they come from:
 * `products/tenants#coverage.contents-limit.heading`.
 */
const OPTION_LISTS = ['selectChildren', 'radioChildren', 'checkboxChildren'] as const;
const QUESTION_TEXTS = ['heading', 'helpText', 'placeholder', 'marketplaceLabel'] as const;

function questionTexts(question: Question, where: string, out: ProductText[]): void {
  const here = `${where}.${question.name}`;
  for (const field of QUESTION_TEXTS) {
    const en = question[field];
    if (en) out.push({ where: `${here}.${field}`, en });
  }
  for (const list of OPTION_LISTS) {
    for (const option of question[list] ?? []) {
      out.push({ where: `${here}.${option.value}.label`, en: option.label, question: question.name });
      if (option.tooltip) out.push({ where: `${here}.${option.value}.tooltip`, en: option.tooltip });
    }
  }
  for (const sub of question.subquestions ?? []) questionTexts(sub, here, out);
  for (const item of question.itemQuestions ?? []) questionTexts(item, here, out);
}

/** The messages of a definition's eligibility rules, down through combinators: `…#eligibility.2.1.message`. */
function ruleMessages(rules: readonly EligibilityRule[], where: string, out: ProductText[]): void {
  rules.forEach((rule, i) => {
    if (rule.message) out.push({ where: `${where}.${i}.message`, en: rule.message });
    if ('rules' in rule) ruleMessages(rule.rules, `${where}.${i}`, out);
  });
}

export function productTexts(): ProductText[] {
  const out: ProductText[] = [];
  for (const [productId, definition] of Object.entries(PRODUCT_DEFINITIONS)) {
    for (const page of definition.pages) {
      const where = `products/${productId}#${page.name}`;
      out.push({ where: `${where}.title`, en: page.title });
      if (page.description) out.push({ where: `${where}.description`, en: page.description });
      for (const question of page.questions) questionTexts(question, where, out);
    }
    ruleMessages(definition.eligibility, `products/${productId}#eligibility`, out);
  }
  for (const entry of CATALOGUE) {
    out.push({ where: `catalogue#${entry.productId}.name`, en: entry.name });
    out.push({ where: `catalogue#${entry.productId}.description`, en: entry.description });
    entry.categories.forEach((category, i) =>
      out.push({ where: `catalogue#${entry.productId}.categories.${i}`, en: category }),
    );
  }
  out.push({ where: 'catalogue#most-popular.category', en: MOST_POPULAR_CATEGORY });
  // Texts without a letter (a bare number placeholder) need no French.
  return out.filter((m) => /[a-z]/i.test(m.en));
}

/** The option label pairs whose (question, English) no definition shows: a misspelt or stale context. */
export function optionLabelPairsNotShown(texts: readonly ProductText[] = productTexts()): string[] {
  const shown = new Set(texts.filter((t) => t.question).map((t) => `${t.question}: ${t.en}`));
  return OPTION_LABEL_PAIRS.map((pair) => `${pair.question}: ${pair.en}`).filter((key) => !shown.has(key));
}

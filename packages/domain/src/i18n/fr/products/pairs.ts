import type { BilingualMessage } from '../../translate.ts';

/** English→French pairs as a list (a product text the same in both languages is left out). */
export const productPairs = (pairs: Record<string, string>): BilingualMessage[] =>
  Object.entries(pairs).map(([en, fr]) => ({ en, fr }));

/**
 * An option label whose French, among one question's options, is not the catalogue's French for the
 * same English: the cover level 'Premium' is « Supérieure », where the catalogue's 'Premium' is the
 * money word « Prime ». The question's name is the context; the check keeps one French per
 * (question, English).
 */
export interface OptionLabelPair extends BilingualMessage {
  /** The name of the question whose option it labels ('cover-level'). */
  readonly question: string;
}

/** The option labels of one question with a French of their own. */
export const optionLabelPairs = (question: string, pairs: Record<string, string>): OptionLabelPair[] =>
  Object.entries(pairs).map(([en, fr]) => ({ question, en, fr }));

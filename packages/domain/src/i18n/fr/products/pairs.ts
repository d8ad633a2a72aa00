import type { BilingualMessage } from '../../translate.ts';

/** English→French pairs as a list (a product text the same in both languages is left out). */
export const productPairs = (pairs: Record<string, string>): BilingualMessage[] =>
  Object.entries(pairs).map(([en, fr]) => ({ en, fr }));

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import {
  HISTORY_MESSAGE_PAIRS,
  ACCOUNTING_SYNC_ERROR_PAIRS,
  HISTORY_TEXT_MESSAGE_PAIRS,
  OPTION_LABEL_PAIRS,
  placeholdersOf,
  SHARED_MESSAGE_PAIRS,
  type BilingualMessage,
} from '@bm/domain';
import { CONTRACT_MESSAGE_PAIRS } from '@bm/contracts';
import { serverCatalogue } from '../../packages/server/src/lib/i18n/index.ts';
import { SERVER_MESSAGE_PAIRS } from '../../packages/server/src/lib/i18n/server-messages.ts';
import { CSV_HEADER_PAIRS } from '../../packages/server/src/lib/i18n/fr/csv-headers.ts';
import { englishMessages } from './message-objects.ts';
import { productTexts } from './product-texts.ts';
import { SAME_IN_BOTH_LANGUAGES } from './same-in-both-languages.ts';
import { untranslatedWebText } from './scan-web-text.ts';

/**
 * The language check of `npm test` (decision 0079). Until every text is translated, what is still English
 * is a baseline that may only shrink: a new English text, or a baseline that claims more than is left,
 * fails. `npm run i18n:baseline` writes the baseline again after a translation.
 */
const BASELINE = join(import.meta.dirname, 'baseline');
const WEB_BASELINE = join(BASELINE, 'web-text.json');
const MESSAGES_BASELINE = join(BASELINE, 'messages.json');

export function readJson<T>(path: string, fallback: T): T {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch {
    return fallback;
  }
}

export const webTextBaseline = () => readJson<Record<string, number>>(WEB_BASELINE, {});
export const messagesBaseline = () => readJson<string[]>(MESSAGES_BASELINE, []);

/**
 * The shared and server messages no French twin covers yet, by where they are defined, and the product
 * definitions' texts (questions, options, page titles, catalogue names) still without French.
 */
export async function untranslatedMessages(): Promise<string[]> {
  const products = productTexts().filter((m) => !SAME_IN_BOTH_LANGUAGES.has(m.en));
  return [...(await englishMessages()), ...products]
    .filter((m) => !serverCatalogue.has(m.en))
    .map((m) => m.where);
}

/** What is wrong with one message pair (empty when nothing). */
export function pairProblems(message: BilingualMessage): string[] {
  const problems: string[] = [];
  if (!message.en.trim() || !message.fr.trim()) problems.push('empty');
  for (const [language, text] of [
    ['en-CA', message.en],
    ['fr-CA', message.fr],
  ] as const) {
    try {
      new IntlMessageFormat(text, language, undefined, { ignoreTag: true });
    } catch (error) {
      problems.push(`${language} is not ICU MessageFormat: ${(error as Error).message}`);
    }
  }
  const en = placeholdersOf(message.en).join(',');
  const fr = placeholdersOf(message.fr).join(',');
  if (en !== fr) problems.push(`values differ: en {${en}} fr {${fr}}`);
  if (message.fr === message.en && !SAME_IN_BOTH_LANGUAGES.has(message.en))
    problems.push('French is the English');
  return problems;
}

/** A pair, and for an option label with a French of its own, the question it is said in. */
type PairInContext = BilingualMessage & { readonly question?: string };

export const sharedPairs = (): PairInContext[] => [
  ...SHARED_MESSAGE_PAIRS,
  ...HISTORY_MESSAGE_PAIRS,
  ...HISTORY_TEXT_MESSAGE_PAIRS,
  ...ACCOUNTING_SYNC_ERROR_PAIRS,
  ...OPTION_LABEL_PAIRS,
  ...CONTRACT_MESSAGE_PAIRS,
  ...SERVER_MESSAGE_PAIRS,
  ...CSV_HEADER_PAIRS,
];

/**
 * English texts the shared pairs give two different French for (a catalogue keeps one of them), within
 * one context: the catalogue, or the options of one question (`OPTION_LABEL_PAIRS`).
 */
export function twoFrenchForOneEnglish(pairs: readonly PairInContext[] = sharedPairs()): string[] {
  const french = new Map<string, Set<string>>();
  for (const pair of pairs) {
    const key = pair.question ? `${pair.question}: ${pair.en}` : pair.en;
    french.set(key, (french.get(key) ?? new Set()).add(pair.fr));
  }
  return [...french].filter(([, fr]) => fr.size > 1).map(([en, fr]) => `${en}: ${[...fr].join(' | ')}`);
}

export async function writeBaselines(): Promise<void> {
  writeFileSync(WEB_BASELINE, `${JSON.stringify(untranslatedWebText(), null, 2)}\n`);
  writeFileSync(MESSAGES_BASELINE, `${JSON.stringify((await untranslatedMessages()).sort(), null, 2)}\n`);
}

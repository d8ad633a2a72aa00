import { useCallback } from 'react';
import {
  formatMoney,
  formatNumber,
  formatPercent,
  HISTORY_MESSAGE_PAIRS,
  MessageCatalogue,
  say,
  type BilingualMessage,
  type Cents,
  type MessageValues,
} from '@bm/domain';
import { SHOWN_MESSAGE_PAIRS } from '@bm/contracts';
import { useLocale } from './locale-store.ts';

/** The messages the browser may be shown from the domain and the contracts (a rule's refusal, a field's). */
const catalogue = new MessageCatalogue().add(SHOWN_MESSAGE_PAIRS);

/** The history's: the same, and the reasons and descriptions the server composes into a history row. */
const historyCatalogue = new MessageCatalogue().add(SHOWN_MESSAGE_PAIRS).add(HISTORY_MESSAGE_PAIRS);

/**
 * A feature's messages, each in English and French (ICU MessageFormat: `{name}`, plurals), exported from
 * a `messages.ts` next to the feature (the only place `defineMessages` is called). The type makes a
 * missing language a compile error; `scripts/i18n/i18n-check.test.ts` checks that the French is French
 * and that both say the same values.
 */
export type Messages = Record<string, BilingualMessage>;

export function defineMessages<const M extends Messages>(messages: M): M {
  return messages;
}

export type Translate<M extends Messages> = (key: keyof M & string, values?: MessageValues) => string;

/** `t('key', values)`: the message in the screens' language. */
export function useT<M extends Messages>(messages: M): Translate<M> {
  const locale = useLocale();
  return useCallback((key, values) => say(messages[key]!, locale, values), [messages, locale]);
}

/**
 * A message the product wrote in English (the spec's wording: `MESSAGES.required`, a rule's refusal
 * from the domain, a contract's field message) in the screens' language, by the catalogue of the shared
 * and contract messages and their French.
 */
export function useSay(): (english: string) => string {
  const locale = useLocale();
  return useCallback((english) => catalogue.translate(english, locale), [locale]);
}

/**
 * What the server wrote in English into a policy's history row (its type, a reason it composed or a
 * user picked from a list: "Moved to Tenants", « Déplacé vers Tenants ») in the screens' language, by
 * `useSay`'s catalogue and the history's own (`HISTORY_MESSAGE_PAIRS`). For the history alone: elsewhere a
 * user's own words must not read as one of its patterns.
 */
export function useSayHistory(): (english: string) => string {
  const locale = useLocale();
  return useCallback((english) => historyCatalogue.translate(english, locale), [locale]);
}

/** Money, numbers and rates in the screens' language ("1 234,56 $" in French). */
export function useFormat() {
  const locale = useLocale();
  return {
    locale,
    money: (amount: Cents) => formatMoney(amount, locale),
    number: (value: number, maxDecimals?: number) => formatNumber(value, locale, maxDecimals),
    percent: (rate: number, maxDecimals?: number) => formatPercent(rate, locale, maxDecimals),
  };
}

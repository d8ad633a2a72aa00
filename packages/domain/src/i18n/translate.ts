import { IntlMessageFormat } from 'intl-messageformat';
import { DEFAULT_LOCALE, type Locale } from './locales.ts';

/**
 * A message the product shows in English, with its French. Both are ICU MessageFormat: `{name}` is a
 * value, `{count, plural, one {…} other {…}}` a plural. The English is the spec's wording, word for word.
 */
export interface BilingualMessage {
  readonly en: string;
  readonly fr: string;
}

export type MessageValues = Record<string, string | number>;

const formats = new Map<string, IntlMessageFormat>();

/** Formats an ICU message in a locale (formatters cached by locale and text). */
export function formatIcu(message: string, locale: Locale, values?: MessageValues): string {
  const key = `${locale}\u0000${message}`;
  let format = formats.get(key);
  if (!format) {
    format = new IntlMessageFormat(message, locale, undefined, { ignoreTag: true });
    formats.set(key, format);
  }
  const out = format.format(values ?? {});
  return Array.isArray(out) ? out.join('') : String(out);
}

/** The message in the locale, formatted with its values. */
export function say(message: BilingualMessage, locale: Locale = DEFAULT_LOCALE, values?: MessageValues): string {
  return formatIcu(locale === 'fr-CA' ? message.fr : message.en, locale, values);
}

/** The placeholder names of an ICU message (`{day}` → day), for the check that both languages use the same. */
export function placeholdersOf(message: string): string[] {
  const names = new Set<string>();
  for (const match of message.matchAll(/\{\s*(\w+)\s*(?:,|\})/g)) names.add(match[1]!);
  return [...names].sort();
}

interface Pattern {
  readonly regex: RegExp;
  readonly names: readonly string[];
  readonly fr: string;
}

/**
 * Translates English text the product produced (a server error, a rule's refusal) into the locale, by
 * its English wording: the messages are registered once as {en, fr} pairs. A message with values
 * (`{day}`) is recognised by its English pattern, and its values carried into the French. Text no pair
 * knows is returned as it came (and the check in `npm test` makes sure every message has its pair).
 */
export class MessageCatalogue {
  private readonly exact = new Map<string, string>();
  private readonly patterns: Pattern[] = [];

  add(messages: Iterable<BilingualMessage>): this {
    for (const message of messages) {
      const names = placeholdersOf(message.en);
      if (names.length === 0) {
        this.exact.set(message.en, message.fr);
        continue;
      }
      const order: string[] = [];
      const source = message.en
        .split(/(\{\s*\w+\s*\})/)
        .map((part) => {
          const name = /^\{\s*(\w+)\s*\}$/.exec(part)?.[1];
          if (name) {
            order.push(name);
            return '([\\s\\S]+?)';
          }
          return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        })
        .join('');
      this.patterns.push({ regex: new RegExp(`^${source}$`), names: order, fr: message.fr });
    }
    return this;
  }

  has(english: string): boolean {
    return this.exact.has(english) || this.patterns.some((p) => p.regex.test(english));
  }

  translate(text: string, locale: Locale): string {
    if (locale !== 'fr-CA') return text;
    const fr = this.exact.get(text);
    if (fr !== undefined) return formatIcu(fr, locale);
    for (const pattern of this.patterns) {
      const match = pattern.regex.exec(text);
      if (!match) continue;
      const values: MessageValues = {};
      pattern.names.forEach((name, i) => (values[name] = match[i + 1]!));
      return formatIcu(pattern.fr, locale, values);
    }
    return text;
  }
}

import { PRODUCT_TITLE, say, type BilingualMessage, type Locale } from '@bm/domain';

/**
 * What every email to an insured says around its own text, in their language of correspondence
 * (decision 0079, "Whose language"): English and French side by side, ICU MessageFormat.
 */
export const CORRESPONDENCE_EMAIL = {
  greeting: { en: 'Hello {name},', fr: 'Bonjour {name},' },
  greetingNoName: { en: 'Hello,', fr: 'Bonjour,' },
  questions: {
    en: 'If you have any questions about your policy, please contact your broker.',
    fr: 'Pour toute question au sujet de votre police, veuillez communiquer avec votre courtier.',
  },
} as const satisfies Record<string, BilingualMessage>;

/** "Hello Jane," / "Bonjour Jane,", or without a name when the record has none. */
export function greetingOf(name: string, locale: Locale): string {
  const trimmed = name.trim();
  return trimmed
    ? say(CORRESPONDENCE_EMAIL.greeting, locale, { name: trimmed })
    : say(CORRESPONDENCE_EMAIL.greetingNoName, locale);
}

/** The closing lines of an email to an insured: whom to ask, and the product's name. */
export function closingOf(locale: Locale): string[] {
  return [say(CORRESPONDENCE_EMAIL.questions, locale), '', PRODUCT_TITLE];
}

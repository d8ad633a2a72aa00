/**
 * The product's two languages (issue 27, decision 0079). A user picks one for the screens; an insured has
 * one for their correspondence (documents, emails, portal, payment page).
 */
export const LOCALES = ['en-CA', 'fr-CA'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-CA';

/** The language's own name, as shown in the switch (a language is always named in itself). */
export const LOCALE_NAMES: Record<Locale, string> = { 'en-CA': 'English', 'fr-CA': 'Français' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** 'fr', 'fr-CA', 'fr-FR' read as fr-CA; 'en*' as en-CA; anything else null. */
export function parseLocale(value: string | null | undefined): Locale | null {
  if (!value) return null;
  const language = value.trim().slice(0, 2).toLowerCase();
  if (language === 'fr') return 'fr-CA';
  if (language === 'en') return 'en-CA';
  return null;
}

/** The first of our languages an Accept-Language header asks for, by its q weights; null when none. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const asked = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { locale: parseLocale(tag), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry): entry is { locale: Locale; weight: number; index: number } => entry.locale !== null && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return asked[0]?.locale ?? null;
}

/**
 * An insured's language of correspondence when nobody chose one: French for an address in Quebec
 * (Charter of the French language, ss. 52 and 55: contracts of adhesion and the documents relating to
 * them are in French unless the party asks otherwise), English elsewhere.
 */
export function defaultCorrespondenceLocale(province: string | null | undefined): Locale {
  return province?.trim().toUpperCase() === 'QC' ? 'fr-CA' : 'en-CA';
}

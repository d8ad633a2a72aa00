import type { Locale } from '@bm/domain';

/**
 * A download link in the screens' language: a link the browser follows sends the browser's own
 * Accept-Language, not the language picked in the app, so the link says it (`lang`, read by the
 * server's requestLocale): a CSV's headers come in the language of the screen it was asked from.
 */
export function withLanguage(href: string, locale: Locale): string {
  return `${href}${href.includes('?') ? '&' : '?'}lang=${locale}`;
}

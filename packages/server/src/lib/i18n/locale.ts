import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, localeFromAcceptLanguage, parseLocale, type Locale } from '@bm/domain';

/**
 * The language a request is answered in: a download link's `lang` (a link the browser follows sends the
 * browser's Accept-Language, not the language the user picked in the app), else the one its
 * Accept-Language asks for (the web app sends the language of its screens with every call), English when
 * it asks for neither of ours. Apart from the catalogue (lib/i18n/index.ts, which gathers every module's
 * messages) so that modules may import it.
 */
export function requestLocale(request: Pick<FastifyRequest, 'headers'> & { url?: string }): Locale {
  // Read from the URL itself: a route's query schema drops the keys it does not declare.
  const lang = request.url?.includes('lang=')
    ? new URL(request.url, 'http://localhost').searchParams.get('lang')
    : null;
  const picked = parseLocale(lang);
  if (picked) return picked;
  const header = request.headers['accept-language'];
  return localeFromAcceptLanguage(Array.isArray(header) ? header[0] : header) ?? DEFAULT_LOCALE;
}

import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, localeFromAcceptLanguage, type Locale } from '@bm/domain';

/**
 * The language a request is answered in: the one its Accept-Language asks for (the web app sends the
 * language of its screens, the user's choice), English when it asks for neither of ours. Apart from the
 * catalogue (lib/i18n/index.ts, which gathers every module's messages) so that modules may import it.
 */
export function requestLocale(request: Pick<FastifyRequest, 'headers'>): Locale {
  const header = request.headers['accept-language'];
  return localeFromAcceptLanguage(Array.isArray(header) ? header[0] : header) ?? DEFAULT_LOCALE;
}

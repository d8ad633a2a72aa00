import type { FastifyRequest } from 'fastify';
import {
  DEFAULT_LOCALE,
  localeFromAcceptLanguage,
  MessageCatalogue,
  SHARED_MESSAGE_PAIRS,
  type Locale,
} from '@bm/domain';
import { CONTRACT_MESSAGE_PAIRS } from '@bm/contracts';
import { CSV_HEADER_PAIRS } from './fr/csv-headers.ts';
import { SERVER_MESSAGE_PAIRS } from './server-messages.ts';

/**
 * Every message the server may answer with, and its French (decision 0079): the shared ones (domain,
 * contracts) and the server modules' own.
 */
export const serverCatalogue = new MessageCatalogue()
  .add(SHARED_MESSAGE_PAIRS)
  .add(CONTRACT_MESSAGE_PAIRS)
  .add(SERVER_MESSAGE_PAIRS)
  .add(CSV_HEADER_PAIRS);

/**
 * The language a request is answered in: the one its Accept-Language asks for (the web app sends the
 * language of its screens, the user's choice), English when it asks for neither of ours.
 */
export function requestLocale(request: Pick<FastifyRequest, 'headers'>): Locale {
  const header = request.headers['accept-language'];
  return localeFromAcceptLanguage(Array.isArray(header) ? header[0] : header) ?? DEFAULT_LOCALE;
}

/** A message the server produced, in the request's language. */
export function localized(request: Pick<FastifyRequest, 'headers'>, message: string): string {
  return serverCatalogue.translate(message, requestLocale(request));
}

import type { FastifyRequest } from 'fastify';
import { MessageCatalogue } from '@bm/domain';
import { SHOWN_MESSAGE_PAIRS } from '@bm/contracts';
import { CSV_HEADER_PAIRS } from './fr/csv-headers.ts';
import { requestLocale } from './locale.ts';
import { SERVER_MESSAGE_PAIRS } from './server-messages.ts';

export { requestLocale };

/**
 * Every message the server may answer with, and its French (decision 0079): the shared ones (domain,
 * contracts) and the server modules' own.
 */
export const serverCatalogue = new MessageCatalogue()
  .add(SHOWN_MESSAGE_PAIRS)
  .add(SERVER_MESSAGE_PAIRS)
  .add(CSV_HEADER_PAIRS);


/** A message the server produced, in the request's language. */
export function localized(request: Pick<FastifyRequest, 'headers'>, message: string): string {
  return serverCatalogue.translate(message, requestLocale(request));
}

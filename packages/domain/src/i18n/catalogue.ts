import { MessageCatalogue, type BilingualMessage } from './translate.ts';

/**
 * Every shared message (domain and contracts: the ones both the server and the browser show) with its
 * French, gathered from the French twins in `./fr/`. The server adds its own modules' messages to a
 * catalogue of its own; `npm test` checks that every exported `…MESSAGES` object is covered.
 */
export const SHARED_MESSAGE_PAIRS: BilingualMessage[] = [];

export const sharedCatalogue = new MessageCatalogue().add(SHARED_MESSAGE_PAIRS);

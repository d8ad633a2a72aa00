import type { BilingualMessage } from '@bm/domain';

/**
 * The server's own messages (the error handler's, and each module's `…MESSAGES`) with their French. A
 * module's messages object gets its twin here, `twinPairs(MODULE_MESSAGES, MODULE_MESSAGES_FR)`;
 * `i18n-coverage.test.ts` fails on any message without its French.
 */
export const SERVER_MESSAGE_PAIRS: BilingualMessage[] = [
  { en: 'Internal server error', fr: 'Erreur interne du serveur' },
  { en: 'Invalid request', fr: 'Requête non valide' },
  { en: 'Not found', fr: 'Introuvable' },
];

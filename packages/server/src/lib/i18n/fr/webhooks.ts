import type { FrenchOf } from '@bm/domain';
import type { WEBHOOK_ENDPOINT_MESSAGES } from '../../../modules/webhooks/index.ts';

/** The French of the webhook endpoints' messages (issue 28). */
export const WEBHOOK_ENDPOINT_MESSAGES_FR: FrenchOf<typeof WEBHOOK_ENDPOINT_MESSAGES> = {
  notAllowed: 'Les intégrations sont réservées aux administrateurs de cabinet et aux super-administrateurs.',
  notFound: 'Ce point de terminaison de webhook est introuvable.',
  noBrokerage: 'Ce cabinet est introuvable.',
  eventNotFound: 'Cet événement est introuvable pour ce point de terminaison.',
};

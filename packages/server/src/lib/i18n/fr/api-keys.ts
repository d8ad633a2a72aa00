import type { FrenchOf } from '@bm/domain';
import type { API_KEY_MESSAGES } from '../../../modules/api-keys/index.ts';

export const API_KEY_MESSAGES_FR: FrenchOf<typeof API_KEY_MESSAGES> = {
  invalid: 'Cette clé d’API n’est pas valide.',
  revoked: 'Cette clé d’API a été révoquée.',
  routeClosed:
    'Les clés d’API ne peuvent pas servir sur cette route. La documentation de l’API (/api/docs) nomme les routes qui acceptent les clés.',
  missingScope: 'Cette clé d’API n’a pas la portée {0} dont cette route a besoin.',
  tooManyRequests: 'Trop de requêtes avec cette clé d’API. Attendez une minute et réessayez.',
  notAllowed: 'Seuls les administrateurs d’agence et les super-administrateurs gèrent les clés d’API.',
  brokerageRequired: 'Choisissez le cabinet de courtage de la clé (brokerageId).',
  brokerageNotFound: 'Aucun cabinet de courtage ne porte cet identifiant.',
  notFound: 'Clé d’API introuvable.',
};

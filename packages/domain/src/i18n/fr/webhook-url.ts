import type { WEBHOOK_URL_MESSAGES } from '../../webhooks/url-rule.ts';
import type { FrenchOf } from '../twins.ts';

/** The French of the webhook endpoint URL messages (issue 28). */
export const WEBHOOK_URL_MESSAGES_FR: FrenchOf<typeof WEBHOOK_URL_MESSAGES> = {
  notAUrl: 'Saisissez l’adresse complète du point de terminaison, commençant par https://.',
  notHttps: 'L’adresse du point de terminaison doit commencer par https://.',
  credentials: 'Retirez le nom d’utilisateur et le mot de passe de l’adresse du point de terminaison.',
  noHost: 'L’adresse du point de terminaison n’a pas de nom d’hôte.',
  privateAddress:
    'L’adresse du point de terminaison mène à un réseau privé ou local; utilisez une adresse sur Internet public.',
  unresolvable: 'Le nom d’hôte du point de terminaison est introuvable; vérifiez l’adresse.',
};

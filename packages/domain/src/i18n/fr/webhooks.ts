import type { BilingualMessage } from '../translate.ts';
import {
  API_KEY_SCOPE_DESCRIPTIONS,
  WEBHOOK_EVENT_DESCRIPTIONS,
  type ApiKeyScope,
  type WebhookEventType,
} from '../../webhooks/event-types.ts';

const EVENT_FRENCH: Record<WebhookEventType, string> = {
  'policy.bound': 'Une police a été liée (affaire nouvelle)',
  'policy.endorsed': 'Une police a fait l’objet d’un avenant',
  'policy.cancelled': 'Une police a été résiliée',
  'policy.reinstated': 'Une police résiliée a été remise en vigueur',
  'policy.renewed': 'Une police a été renouvelée pour un nouveau terme',
  'policy.lapsed': 'Une police est échue à la fin de son terme',
  'policy.transferred': 'Une police a été transférée à un autre courtier ou cabinet',
  'policy.extended': 'Une police a été prolongée',
  'policy.erp_added': 'Une période de déclaration prolongée a été ajoutée',
  'policy.custom_premium_charged': 'Une prime personnalisée a été facturée',
  'policy.payment_plan_changed': 'Le mode de paiement d’une police a été changé',
  'payment.succeeded': 'Un paiement par carte a réussi',
  'payment.declined': 'Un paiement par carte a été refusé',
  'refund.paid': 'Un remboursement a été versé',
  'invoice.issued': 'Une facture a été émise',
  'invoice.voided': 'Une facture a été annulée',
  'invoice.paid': 'Une facture a été payée en entier',
  'note.added': 'Une note a été ajoutée à un dossier',
};

const SCOPE_FRENCH: Record<ApiKeyScope, string> = {
  'policies:read': 'Lire les polices',
  'invoices:read': 'Lire les factures et les paiements',
  'notes:write': 'Écrire des notes',
};

/** The French of the webhook event and API key scope descriptions (issue 28). */
export const WEBHOOK_LABEL_PAIRS: BilingualMessage[] = [
  ...Object.entries(WEBHOOK_EVENT_DESCRIPTIONS).map(([type, en]) => ({
    en,
    fr: EVENT_FRENCH[type as WebhookEventType],
  })),
  ...Object.entries(API_KEY_SCOPE_DESCRIPTIONS).map(([scope, en]) => ({
    en,
    fr: SCOPE_FRENCH[scope as ApiKeyScope],
  })),
];

import type { FrenchOf } from '@bm/domain';
import type { ACCOUNTING_MESSAGES } from '../../../modules/accounting/index.ts';
import type { BILLING_MESSAGES } from '../../../modules/billing/index.ts';
import type { CARD_MESSAGES } from '../../../modules/change-payment-plan/index.ts';
import type { REFUND_MPF_MESSAGES, VOID_INVOICE_MESSAGES } from '../../../modules/invoices/index.ts';
import type { PAYMENT_MESSAGES, RECONCILE_MESSAGES } from '../../../modules/payments/index.ts';
import type { SETTLE_REFUND_MESSAGES } from '../../../modules/refunds/index.ts';

/** The French of the server's money modules' messages (accounting, billing, payments, invoices, refunds). */
export const ACCOUNTING_MESSAGES_FR: FrenchOf<typeof ACCOUNTING_MESSAGES> = {
  environment: 'L’environnement comptable de ce serveur est {0}, pas {1}.',
  redirectUri: 'redirectUri doit être la page Finance Ops vers laquelle ce serveur redirige.',
  stateMismatch:
    'Cette autorisation n’a pas été lancée ici ou a expiré (10 minutes). Choisissez de nouveau Connecter.',
  noCode: 'L’étape de consentement n’a pas répondu avec un code d’autorisation.',
  notConnected: 'La comptabilité n’est pas connectée. Choisissez d’abord Connecter.',
  refreshExpired: 'La connexion a expiré. Choisissez de nouveau Connecter.',
  refreshTokenMismatch: 'Ce jeton d’actualisation n’est pas celui de cette connexion.',
  connected: 'QuickBooks Online connecté (entreprise {1}).',
  refreshed: 'Connexion comptable actualisée.',
  reconnect:
    'Les jetons QuickBooks enregistrés ne peuvent pas être lus avec la clé de ce serveur (ACCOUNTING_TOKEN_KEY a-t-elle changé ?). Choisissez Reconnecter pour connecter QuickBooks de nouveau.',
  unreadableTokens: 'les jetons enregistrés ne peuvent pas être lus avec la clé de ce serveur',
  authorisationCancelled: 'L’autorisation en cours est annulée ; rien n’a été connecté.',
  disconnected:
    'QuickBooks Online déconnecté : Intuit a révoqué les jetons et ils sont supprimés ici. Le journal local reste tel quel.',
  disconnectedNotRevoked:
    'QuickBooks Online déconnecté : les jetons sont supprimés ici, mais Intuit n’a pas confirmé leur révocation ({0}). Retirez l’application dans QuickBooks (Paramètres, Applications) pour en être certain. Le journal local reste tel quel.',
};

export const BILLING_MESSAGES_FR: FrenchOf<typeof BILLING_MESSAGES> = {
  noCardOnFile: 'Aucune carte n’est enregistrée pour ce client.',
};

export const CARD_MESSAGES_FR: FrenchOf<typeof CARD_MESSAGES> = {
  none: 'Aucune carte n’est enregistrée pour cette police. Veuillez saisir une carte pour le nouveau mode de paiement.',
  otherAccount:
    'Les paiements de ce mode sont prélevés sur un autre compte de carte que la carte enregistrée. Veuillez saisir une carte pour le nouveau mode de paiement.',
};

export const REFUND_MPF_MESSAGES_FR: FrenchOf<typeof REFUND_MPF_MESSAGES> = {
  notFound: 'Cette facture est introuvable pour cette police.',
  policyNumber: 'Le numéro de police ne correspond pas à cette police.',
  notMpf: 'Seule une facture de frais de paiement manqué (MPF) peut être remboursée ici.',
  alreadyRefunded: 'Cette facture a déjà été remboursée.',
  notPaid: 'Seule une facture de frais de paiement manqué payée peut être remboursée.',
  notOnCard:
    'Cette facture n’a pas été payée entièrement par carte ; elle ne peut donc pas être remboursée sur la carte. Veuillez la rembourser manuellement.',
  keyReused: 'Cette clé de remboursement a déjà servi pour une autre facture.',
  refunded: 'Facture n° {0} remboursée.',
};

export const VOID_INVOICE_MESSAGES_FR: FrenchOf<typeof VOID_INVOICE_MESSAGES> = {
  notFound: 'Cette facture est introuvable pour cette police.',
  mismatch:
    'Cette facture n’est pas celle qu’indique la demande (frais de paiement manqué, annulables). Rechargez les factures et réessayez.',
  notAllowed:
    'Seuls les souscripteurs et les super-administrateurs peuvent annuler cette facture ; les autres ne peuvent annuler qu’une facture de frais de paiement manqué annulable.',
  alreadyVoid: 'Cette facture est déjà annulée.',
  alreadyPaid: 'Cette facture est déjà payée ; elle ne peut donc pas être annulée.',
  notOpen: 'Seule une facture ouverte peut être annulée.',
  nothingOwed: 'Cette facture ne demande aucun paiement ; il n’y a donc rien à annuler.',
  voided: 'Facture n° {0} annulée.',
};

export const PAYMENT_MESSAGES_FR: FrenchOf<typeof PAYMENT_MESSAGES> = {
  inFlight:
    'Un paiement pour cette police est déjà en cours de traitement. Veuillez patienter un moment, puis actualiser la page.',
  refunded:
    'Ce paiement n’a pas pu être appliqué à la police et a été remboursé sur la carte. Veuillez payer de nouveau.',
  keyReused: 'Cette clé de paiement a déjà servi pour un autre paiement.',
};

export const RECONCILE_MESSAGES_FR: FrenchOf<typeof RECONCILE_MESSAGES> = {
  notCharged: 'Le paiement a été interrompu avant le débit de la carte : rien n’a été prélevé.',
  refundReason: 'Paiement interrompu et non appliqué à une police : remboursé en entier.',
};

export const SETTLE_REFUND_MESSAGES_FR: FrenchOf<typeof SETTLE_REFUND_MESSAGES> = {
  notAllowed:
    'Seuls le personnel des finances et les super-administrateurs peuvent enregistrer un remboursement comme payé.',
  notFound: 'Ce remboursement est introuvable pour cette police.',
  notManual:
    'Ce remboursement a été fait sur la carte ; seul un remboursement manuel est enregistré comme payé à la main.',
  alreadyPaid: 'Ce remboursement a déjà été enregistré comme payé.',
  notPending: 'Seul un remboursement manuel en attente peut être enregistré comme payé.',
  futureDay: 'La date de paiement ne peut pas être dans le futur.',
  beforeRecorded: 'La date de paiement ne peut pas précéder l’enregistrement du remboursement ({0}).',
  noCreditNote:
    'La note de crédit de ce remboursement est introuvable ; il ne peut donc pas être enregistré comme payé.',
  settled: 'Remboursement enregistré comme payé.',
};

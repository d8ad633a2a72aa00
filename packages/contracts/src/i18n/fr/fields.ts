import type { FrenchOf } from '@bm/domain';
import type { REFUND_INVOICE_FIELD_MESSAGES } from '../../invoice-changes.ts';
import type { SETTLE_REFUND_FIELD_MESSAGES } from '../../invoices.ts';

/** The French of the contracts' field messages. */
export const REFUND_INVOICE_FIELD_MESSAGES_FR: FrenchOf<typeof REFUND_INVOICE_FIELD_MESSAGES> = {
  policyNumberRequired: 'Saisissez le numéro de police.',
  remarkTooLong: 'La remarque compte au plus 500 caractères.',
  typeMpf: 'Seule une facture de frais de paiement manqué (MPF) peut être remboursée.',
};

export const SETTLE_REFUND_FIELD_MESSAGES_FR: FrenchOf<typeof SETTLE_REFUND_FIELD_MESSAGES> = {
  referenceRequired: 'Saisissez la référence du chèque ou du virement Interac.',
  referenceTooLong: 'La référence compte au plus 100 caractères.',
  paidOnFormat: 'Saisissez le jour du paiement du remboursement au format AAAA-MM-JJ.',
  paidOnFuture: 'La date de paiement ne peut pas être dans le futur.',
  paidOnBeforeRecorded: 'La date de paiement ne peut pas précéder l’enregistrement du remboursement ({0}).',
};

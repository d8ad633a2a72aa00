import { defineMessages } from '../../i18n/use-t.ts';

/** An NSF invoice's status (spec 4), keyed by the domain's NsfStatus. */
export const nsfStatusMessages = defineMessages({
  pending: { en: 'Pending', fr: 'En attente' },
  completed: { en: 'Completed', fr: 'Réglée' },
});

/** Where an NSF invoice's notice of cancellation stands (nsf-notice.ts). */
export const nsfNoticeMessages = defineMessages({
  awaitingDelivery: {
    en: 'Notice sent {day}; awaiting delivery',
    fr: 'Avis envoyé le {day}\u00a0; livraison en attente',
  },
});

/** The NSF invoice's edit dialog (finance users and super admins). */
export const nsfEditMessages = defineMessages({
  title: { en: 'Edit NSF invoice', fr: 'Modifier la facture NSF' },
  updateError: {
    en: 'Sorry, the NSF invoice could not be updated. Please try again.',
    fr: 'Désolé, la facture NSF n’a pas pu être mise à jour. Veuillez réessayer.',
  },
  invoiceOf: { en: 'Invoice {invoice} ({insured})', fr: 'Facture {invoice} ({insured})' },
  invoiceAndPolicyOf: {
    en: 'Invoice {invoice}, policy {policy} ({insured})',
    fr: 'Facture {invoice}, police {policy} ({insured})',
  },
  reason: { en: 'Reason', fr: 'Motif' },
  reasonHint: {
    en: "The card issuer's answer, or the back-office's note.",
    fr: 'La réponse de l’émetteur de la carte, ou la note du back-office.',
  },
  status: { en: 'Status', fr: 'Statut' },
  deliveredOn: { en: 'Notice delivered on', fr: 'Avis livré le' },
  sentHint: {
    en: 'Sent by registered mail on {day}. The policy is cancelled 15 days after delivery unless paid.',
    fr: 'Envoyé par courrier recommandé le {day}. La police est résiliée 15 jours après la livraison, sauf paiement.',
  },
  cancel: { en: 'Cancel', fr: 'Annuler' },
  save: { en: 'Save', fr: 'Enregistrer' },
});

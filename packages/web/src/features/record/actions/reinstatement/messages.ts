import { defineMessages } from '../../../../i18n/use-t.ts';

/** The reinstatement and open-lapsed-policy dialogs' words. */
export const reinstatementMessages = defineMessages({
  cancel: { en: 'Cancel', fr: 'Annuler' },
  // Reinstate policy.
  reinstateTitle: { en: 'Reinstate policy', fr: 'Remettre la police en vigueur' },
  loadingFigures: {
    en: 'Loading the reinstatement figures',
    fr: 'Chargement des montants de la remise en vigueur',
  },
  reason: { en: 'Reinstatement reason', fr: 'Motif de la remise en vigueur' },
  details: { en: 'Details', fr: 'Précisions' },
  detailsHelp: {
    en: 'Why the policy is reinstated and who approved it.',
    fr: 'Pourquoi la police est remise en vigueur et qui l’a approuvé.',
  },
  reinstate: { en: 'Reinstate', fr: 'Remettre en vigueur' },
  reinstated: { en: 'Policy reinstated', fr: 'Police remise en vigueur' },
  reinstatedNumber: { en: 'Policy reinstated: {number}', fr: 'Police remise en vigueur\u00a0: {number}' },
  // The figures.
  figures: { en: 'Reinstatement figures', fr: 'Montants de la remise en vigueur' },
  cancelledAsOf: { en: 'Cancelled as of', fr: 'Résiliée à compter du' },
  policyExpiry: { en: 'Policy expiry (unchanged)', fr: 'Expiration de la police (inchangée)' },
  returnedAtCancellation: { en: 'Returned at cancellation', fr: 'Remboursé à la résiliation' },
  reinstatementInvoice: { en: 'Reinstatement invoice', fr: 'Facture de remise en vigueur' },
  mpfDue: { en: 'Missed payment fee due {day}', fr: 'Frais de paiement manqué dus le {day}' },
  paymentDue: { en: 'Payment {number} due {day}', fr: 'Versement {number} dû le {day}' },
  unnumberedPaymentDue: { en: 'Payment due {day}', fr: 'Versement dû le {day}' },
  balanceVoided: { en: 'Cancellation balance voided', fr: 'Solde de résiliation annulé' },
  balanceCredit: {
    en: 'Paid on the cancellation balance (credited)',
    fr: 'Payé sur le solde de résiliation (crédité)',
  },
  unappliedCredit: { en: 'Credit left to refund by hand', fr: 'Crédit restant à rembourser à la main' },
  totalToInvoice: { en: 'Total to invoice', fr: 'Total à facturer' },
  notCharged: {
    en: 'Nothing is charged to the card: the invoices stay open for the finance team to collect.',
    fr: 'Rien n’est débité de la carte\u00a0: les factures restent ouvertes et l’équipe des finances les encaisse.',
  },
  // Open lapsed policy.
  openTitle: { en: 'Open lapsed policy', fr: 'Rouvrir une police échue' },
  openExplained: {
    en: 'The policy is bound again with its expiry date unchanged, so that the renewal it was offered can still be bound. If no renewal is bound within 10 days, it lapses again. A policy that was never offered a renewal cannot be offered one now (offers end on the expiry day): quote a new application instead.',
    fr: 'La police est liée de nouveau sans changer sa date d’expiration, pour que le renouvellement offert puisse encore être lié. Si aucun renouvellement n’est lié dans les 10 jours, elle échoit de nouveau. Une police à laquelle aucun renouvellement n’a été offert ne peut pas en recevoir un maintenant (les offres prennent fin le jour de l’expiration)\u00a0: soumissionnez plutôt une nouvelle proposition.',
  },
  comment: { en: 'Comment', fr: 'Commentaire' },
  commentHelp: { en: 'Why the lapsed policy is opened.', fr: 'Pourquoi la police échue est rouverte.' },
  openPolicy: { en: 'Open policy', fr: 'Rouvrir la police' },
  opened: { en: 'Lapsed policy opened', fr: 'Police échue rouverte' },
  openedNumber: { en: 'Lapsed policy opened: {number}', fr: 'Police échue rouverte\u00a0: {number}' },
  // Supporting PDFs.
  supportingFiles: { en: 'Supporting documents (PDF)', fr: 'Pièces justificatives (PDF)' },
  addPdf: { en: 'Add PDF', fr: 'Ajouter un PDF' },
  uploadedFiles: { en: 'Uploaded files', fr: 'Fichiers téléversés' },
  supportingHint: {
    en: 'Optional: proof of payment, approvals.',
    fr: 'Facultatif\u00a0: preuve de paiement, approbations.',
  },
});

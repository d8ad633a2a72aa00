import { defineMessages } from '../../../../i18n/use-t.ts';
import { actionLabelMessages } from '../../lib/messages.ts';

/** The endorsement dialog's words (update-policy-modal and its parts). */
export const endorsementMessages = defineMessages({
  // The dialog is named as the Actions menu names it (one French for both).
  title: actionLabelMessages.UpdatePolicy,
  cancel: { en: 'Cancel', fr: 'Annuler' },
  save: { en: 'Save endorsement', fr: 'Enregistrer l’avenant' },
  close: { en: 'Close', fr: 'Fermer' },
  tryAnotherCard: { en: 'Try Another Card', fr: 'Essayer une autre carte' },
  // The form.
  policyNumbered: { en: 'Policy {number}', fr: 'Police {number}' },
  policy: { en: 'Policy', fr: 'Police' },
  inForce: { en: ', in force {from} to {to}', fr: ', en vigueur du {from} au {to}' },
  changesToPolicy: { en: 'Changes to the policy', fr: 'Modifications de la police' },
  changes: { en: 'Changes', fr: 'Modifications' },
  newQuote: { en: 'New quote', fr: 'Nouvelle soumission' },
  pricing: { en: 'Pricing the endorsement', fr: 'Tarification de l’avenant en cours' },
  noChange: {
    en: 'This reason does not change any answer of the policy.',
    fr: 'Ce motif ne modifie aucune réponse de la police.',
  },
  // Reason fields.
  reason: { en: 'Reason', fr: 'Motif' },
  effectiveDate: { en: 'Effective date', fr: 'Date d’effet' },
  withinTerm: {
    en: 'Within the policy period: {from} to {to}',
    fr: 'Dans la période d’assurance\u00a0: du {from} au {to}',
  },
  reasonDetails: { en: 'Reason details', fr: 'Précisions sur le motif' },
  atLeastTen: { en: 'At least 10 characters', fr: 'Au moins 10 caractères' },
  comments: { en: 'Comments', fr: 'Commentaires' },
  ticketNumber: { en: 'Hubspot Ticket Number', fr: 'Numéro de billet HubSpot' },
  ticketHelp: {
    en: 'The support ticket of this change; its email is sent once the policy is updated.',
    fr: 'Le billet de soutien de cette modification\u00a0; son courriel est envoyé une fois la police mise à jour.',
  },
  // Address parts.
  street: { en: 'Street address', fr: 'Adresse municipale' },
  unit: { en: 'Unit', fr: 'Unité' },
  city: { en: 'City', fr: 'Ville' },
  province: { en: 'Province', fr: 'Province' },
  postal: { en: 'Postal code', fr: 'Code postal' },
  addressPart: { en: '{heading}: {part}', fr: '{heading}\u00a0: {part}' },
  inDollars: { en: 'In Canadian dollars', fr: 'En dollars canadiens' },
  // Groups (roommates).
  item: { en: 'Item', fr: 'Élément' },
  remove: { en: 'Remove', fr: 'Retirer' },
  removeItem: { en: 'Remove {title}', fr: 'Retirer\u00a0: {title}' },
  noneOnPolicy: { en: 'None on the policy.', fr: 'Aucun sur la police.' },
  add: { en: 'Add {noun}', fr: 'Ajouter\u00a0: {noun}' },
  atMost: { en: 'At most {max}.', fr: 'Au plus {max}.' },
  // The preview.
  annualPremium: { en: 'Annual premium', fr: 'Prime annuelle' },
  currentAnnualPremium: { en: 'Current annual premium', fr: 'Prime annuelle actuelle' },
  annualDifference: { en: 'Annual policy difference', fr: 'Écart de prime annuelle de la police' },
  refundedNow: { en: 'Refunded now', fr: 'Remboursé maintenant' },
  chargedNow: { en: 'Charged now', fr: 'Facturé maintenant' },
  returnPremium: {
    en: 'Return premium (pro-rated, {remaining} of {total} days)',
    fr: 'Prime remboursable (au prorata, {remaining} jours sur {total})',
  },
  additionalPremium: {
    en: 'Additional premium (pro-rated, {remaining} of {total} days)',
    fr: 'Prime additionnelle (au prorata, {remaining} jours sur {total})',
  },
  cardSurcharge: { en: 'Credit card surcharge', fr: 'Supplément pour carte de crédit' },
  cardSurchargeTax: {
    en: '{tax} on credit card surcharge',
    fr: '{tax} sur le supplément pour carte de crédit',
  },
  mismatch: {
    en: 'The total ({total}) differs from the sum of its lines ({sum}).',
    fr: 'Le total ({total}) diffère de la somme de ses lignes ({sum}).',
  },
  cannotBeIssued: { en: 'Cannot be issued', fr: 'Ne peut pas être émis' },
  cannotBeIssuedText: {
    en: 'This endorsement cannot be issued:',
    fr: 'Cet avenant ne peut pas être émis\u00a0:',
  },
  updatingQuote: { en: 'Updating the new quote', fr: 'Mise à jour de la nouvelle soumission' },
  newAnnualPremium: { en: 'New annual premium', fr: 'Nouvelle prime annuelle' },
  totalRefundNow: { en: 'Total to refund now', fr: 'Total à rembourser maintenant' },
  totalChargeNow: { en: 'Total to charge now', fr: 'Total à facturer maintenant' },
  // The payment.
  stripeOnly: {
    en: "A new card can only be taken through Stripe's secure card form, which the endorsement window does not offer. Charge the card on file, or ask the insured to update their card, then endorse again.",
    fr: 'Une nouvelle carte ne peut être saisie que dans le formulaire sécurisé de Stripe, que la fenêtre de l’avenant n’offre pas. Débitez la carte au dossier, ou demandez à l’assuré de mettre sa carte à jour, puis émettez l’avenant de nouveau.',
  },
  loadingCard: { en: 'Loading the card on file…', fr: 'Chargement de la carte au dossier…' },
  invoiceNote: {
    en: 'Invoice {amount} on the policy; nothing is charged to the card now.',
    fr: 'Facturer {amount} sur la police\u00a0; rien n’est porté à la carte maintenant.',
  },
  refundToCard: {
    en: 'Refund {amount} to the card on file',
    fr: 'Rembourser {amount} sur la carte au dossier',
  },
  refundByHand: {
    en: 'Refund {amount} by hand. Note: {note}',
    fr: 'Rembourser {amount} manuellement. Remarque\u00a0: {note}',
  },
});

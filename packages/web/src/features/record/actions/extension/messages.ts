import { defineMessages } from '../../../../i18n/use-t.ts';

/** The extension dialog's words (extension-modal and its parts). */
export const extensionMessages = defineMessages({
  titleForm: { en: 'Create extension', fr: 'Créer une prolongation' },
  titleQuote: { en: 'Extension quote', fr: 'Soumission de prolongation' },
  titleManualReview: { en: 'Manual review required', fr: 'Examen manuel requis' },
  titleUnderReview: { en: 'Extension under review', fr: 'Prolongation en cours d’examen' },
  titleApproved: { en: 'Extension approved', fr: 'Prolongation approuvée' },
  reviewAndBuy: { en: 'Review and buy', fr: 'Examiner et acheter' },
  priced: {
    en: 'An underwriter priced the {months}-month extension at {premium} before tax and fees.',
    fr: 'Un souscripteur a tarifé la prolongation de {months} mois à {premium} avant taxes et frais.',
  },
  note: { en: ' Note: {note}', fr: ' Remarque\u00a0: {note}' },
  declined: {
    en: 'The last extension request was declined by underwriting.',
    fr: 'La dernière demande de prolongation a été refusée par la souscription.',
  },
  extendIntro: {
    en: 'Extend the policy term in whole months (current expiry {expiry}).',
    fr: 'Prolongez la période d’assurance en mois entiers (expiration actuelle\u00a0: {expiry}).',
  },
  cancel: { en: 'Cancel', fr: 'Annuler' },
  getQuote: { en: 'Get quote', fr: 'Obtenir une soumission' },
  back: { en: 'Back', fr: 'Retour' },
  purchase: { en: 'Purchase extension', fr: 'Acheter la prolongation' },
  close: { en: 'Close', fr: 'Fermer' },
  loadingPolicy: { en: 'Loading the policy', fr: 'Chargement de la police' },
  // The quote.
  currentExpiry: { en: 'Current expiry date', fr: 'Date d’expiration actuelle' },
  newExpiry: { en: 'New expiry date', fr: 'Nouvelle date d’expiration' },
  premiumFor: {
    en: 'Premium for {months} more month(s)',
    fr: 'Prime pour {months} mois de plus',
  },
  cardSurcharge: { en: 'Credit card surcharge', fr: 'Supplément pour carte de crédit' },
  total: { en: 'Total', fr: 'Total' },
  minimumRaised: {
    en: ' The premium for these months is raised to it.',
    fr: ' La prime de ces mois y est portée.',
  },
  pricedWithoutReview: {
    en: 'Priced without underwriting review: {reasons}.',
    fr: 'Tarifée sans examen de souscription\u00a0: {reasons}.',
  },
  needsReview: {
    en: "This extension needs an underwriter's review before it can be priced. Submit it for review and the underwriter will price or decline it on the policy record.",
    fr: 'Cette prolongation doit être examinée par un souscripteur avant d’être tarifée. Soumettez-la pour examen et le souscripteur la tarifera ou la refusera dans le dossier de la police.',
  },
  whyReview: { en: 'Why it needs review', fr: 'Pourquoi un examen est requis' },
  submitForReview: { en: 'Submit for review', fr: 'Soumettre pour examen' },
  approved: {
    en: 'The policy now expires on {expiry}. {amount} was charged to the card, and the extension endorsement was added to the policy documents.',
    fr: 'La police expire maintenant le {expiry}. {amount} a été porté à la carte, et l’avenant de prolongation a été ajouté aux documents de la police.',
  },
  // The form.
  choose: { en: 'Choose…', fr: 'Choisir…' },
  length: { en: 'Extension length (months)', fr: 'Durée de la prolongation (mois)' },
  lengthHelp: {
    en: 'Whole months. {left} of the {max} months of extensions left.',
    fr: 'Mois entiers. Il reste {left} des {max} mois de prolongation.',
  },
  projectState: { en: 'Project state', fr: 'État du projet' },
  whyNeeded: { en: 'Why is the extension needed?', fr: 'Pourquoi la prolongation est-elle nécessaire\u00a0?' },
  delayReason: { en: 'Reason for the delay', fr: 'Motif du retard' },
  delayTell: { en: 'Tell us about the delay', fr: 'Décrivez le retard' },
  percentCompleted: { en: 'Percent completed', fr: 'Pourcentage achevé' },
  losses: {
    en: 'Any losses or claims since the policy started?',
    fr: 'Des pertes ou des sinistres depuis le début de la police\u00a0?',
  },
  occupied: { en: 'Is the building occupied?', fr: 'Le bâtiment est-il occupé\u00a0?' },
  scopeChanged: { en: "Has the project's scope changed?", fr: 'La portée du projet a-t-elle changé\u00a0?' },
  scopeChange: {
    en: 'Describe any change in scope (or write "None")',
    fr: 'Décrivez tout changement de portée (ou écrivez «\u00a0Aucun\u00a0»)',
  },
  limit: { en: 'Limit for the extension (whole dollars)', fr: 'Limite pour la prolongation (dollars entiers)' },
  // The underwriter's decision.
  atLeast: {
    en: 'Enter at least {minimum}, the minimum retained premium.',
    fr: 'Entrez au moins {minimum}, la prime minimale conservée.',
  },
  requestUnderReview: { en: 'Extension request under review', fr: 'Demande de prolongation en cours d’examen' },
  requestHeading: {
    en: 'Extension request under review: {months} month(s)',
    fr: 'Demande de prolongation en cours d’examen\u00a0: {months} mois',
  },
  requestDetails: {
    en: 'Losses or claims: {losses}; occupied: {occupied}; change in scope: {scope}; {percent}% completed. Delay: {delay}',
    fr: 'Pertes ou sinistres\u00a0: {losses}\u00a0; occupé\u00a0: {occupied}\u00a0; changement de portée\u00a0: {scope}\u00a0; {percent}\u00a0% achevé. Retard\u00a0: {delay}',
  },
  referralPremium: { en: 'Premium for the extension ($)', fr: 'Prime de la prolongation ($)' },
  referralPremiumHelp: {
    en: 'Premium before tax and fees. The broker then buys it at this premium.',
    fr: 'Prime avant taxes et frais. Le courtier l’achète ensuite à cette prime.',
  },
  noteOptional: { en: 'Note (optional)', fr: 'Remarque (facultative)' },
  decline: { en: 'Decline extension', fr: 'Refuser la prolongation' },
  price: { en: 'Price extension', fr: 'Tarifer la prolongation' },
});

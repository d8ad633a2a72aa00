import { defineMessages } from '../../../../i18n/use-t.ts';

/** The cancellation dialog's words (cancel-policy-dialog and its parts). */
export const cancellationMessages = defineMessages({
  title: { en: 'Cancel policy', fr: 'Résilier la police' },
  policyNumbered: { en: 'Policy {number}', fr: 'Police {number}' },
  inForce: { en: '{policy}, in force {from} to {to}.', fr: '{policy}, en vigueur du {from} au {to}.' },
  ticketNumber: { en: 'Hubspot ticket number', fr: 'Numéro de billet HubSpot' },
  ticketHelp: {
    en: 'The support ticket of this request; the customer is emailed through it.',
    fr: 'Le billet de soutien de cette demande\u00a0; le client reçoit les courriels par ce billet.',
  },
  close: { en: 'Close', fr: 'Fermer' },
  // Reason, description, date and option.
  reason: { en: 'Cancellation reason', fr: 'Motif de résiliation' },
  reasonDetails: { en: 'Reason details', fr: 'Précisions sur le motif' },
  reasonHelp: { en: 'Optional: say more about the reason.', fr: 'Facultatif\u00a0: précisez le motif.' },
  reasonTooShort: { en: 'Minimum 10 characters', fr: 'Minimum 10 caractères' },
  description: { en: 'Cancellation description', fr: 'Description de la résiliation' },
  effectiveDate: { en: 'Cancellation effective date', fr: 'Date d’effet de la résiliation' },
  effectiveDateHelp: {
    en: 'The cancellation takes effect at 12:01 a.m. on this date.',
    fr: 'La résiliation prend effet à 0 h 01 à cette date.',
  },
  option: { en: 'Cancellation option', fr: 'Option de résiliation' },
  optionFollows: {
    en: 'Cancellation option: {option} (follows from the date)',
    fr: 'Option de résiliation\u00a0: {option} (découle de la date)',
  },
  shortrate: { en: 'SHORT RATE', fr: 'TAUX À COURT TERME' },
  prorata: { en: 'PRO RATA', fr: 'AU PRORATA' },
  mrp: { en: 'MRP', fr: 'PMR' },
  flat: { en: 'FLAT', fr: 'AB INITIO' },
  // Waivers.
  waivers: { en: 'Waivers', fr: 'Exonérations' },
  feeWaived: { en: 'Fee waived', fr: 'Frais exonérés' },
  waiveAdminFee: { en: 'Waive Admin Fee', fr: 'Exonérer des frais d’administration' },
  waiveMissedPaymentFee: { en: 'Waive Missed Payment Fee', fr: 'Exonérer des frais de paiement manqué' },
  // The broker's signed form.
  signedForm: { en: 'Signed cancellation form (PDF)', fr: 'Formulaire de résiliation signé (PDF)' },
  replaceFile: { en: 'Replace file', fr: 'Remplacer le fichier' },
  choosePdf: { en: 'Choose PDF', fr: 'Choisir un PDF' },
  uploaded: { en: 'Uploaded: {name}', fr: 'Téléversé\u00a0: {name}' },
  signedFormHelp: {
    en: 'Upload the cancellation request signed by the insured.',
    fr: 'Téléversez la demande de résiliation signée par l’assuré.',
  },
  // The figures.
  figures: { en: 'Figures', fr: 'Montants' },
  chooseDate: {
    en: 'Choose the cancellation effective date to see the figures.',
    fr: 'Choisissez la date d’effet de la résiliation pour voir les montants.',
  },
  loadingFigures: { en: 'Loading cancellation figures', fr: 'Chargement des montants de la résiliation' },
  cancellationFigures: { en: 'Cancellation figures', fr: 'Montants de la résiliation' },
  amountOwing: { en: 'Amount owing', fr: 'Montant dû' },
  refundDue: { en: 'Refund due', fr: 'Remboursement dû' },
  refundDueCard: { en: 'Refund due (to the card)', fr: 'Remboursement dû (sur la carte)' },
  refundDueManual: { en: 'Refund due (manual refund)', fr: 'Remboursement dû (remboursement manuel)' },
  earnedPremium: { en: 'Earned premium', fr: 'Prime acquise' },
  tax: { en: 'Tax', fr: 'Taxe' },
  earnedFees: { en: 'Earned fees', fr: 'Frais acquis' },
  transactionFeeAndTax: { en: 'Transaction fee and tax', fr: 'Frais de transaction et taxe' },
  cardFeeAndTax: { en: 'Card fee and tax', fr: 'Frais de carte et taxe' },
  financingFee: { en: 'Financing fee', fr: 'Frais de financement' },
  missedPaymentFee: { en: 'Missed payment fee', fr: 'Frais de paiement manqué' },
  adminFee: { en: 'Admin fee', fr: 'Frais d’administration' },
  platformFee: { en: 'Platform fee', fr: 'Frais de plateforme' },
  customBrokerFee: { en: 'Custom broker fee', fr: 'Frais de courtage personnalisés' },
  totalEarned: { en: 'Total earned', fr: 'Total acquis' },
  policyPremium: { en: 'Policy premium', fr: 'Prime de la police' },
  paymentReceived: { en: 'Payment received', fr: 'Paiement reçu' },
  paymentPlan: { en: 'Payment plan', fr: 'Mode de paiement' },
  outstandingBalance: { en: 'Outstanding balance', fr: 'Solde impayé' },
  // The editable return premiums.
  returnPremiums: { en: 'Return premiums', fr: 'Primes remboursables' },
  returnHeading: {
    en: 'Return premiums (CAD, 0 or negative) and earned premium',
    fr: 'Primes remboursables ($ CA, 0 ou négatives) et prime acquise',
  },
  manualWarning: {
    en: 'These return premiums were edited by hand. Choosing the cancellation option again reverts them to the calculated figures.',
    fr: 'Ces primes remboursables ont été modifiées à la main. Choisir de nouveau l’option de résiliation rétablit les montants calculés.',
  },
  lineReturn: { en: '{line} return', fr: '{line} (ristourne)' },
  customBrokerFeeReturn: {
    en: 'Custom broker fee return',
    fr: 'Frais de courtage personnalisés (ristourne)',
  },
  totalReturnPremium: { en: 'Total return premium', fr: 'Prime remboursable totale' },
});

/** The read-only cancellation record's words (cancellation-record-modal). */
export const cancellationRecordMessages = defineMessages({
  title: { en: 'Cancellation record', fr: 'Dossier de résiliation' },
  details: { en: 'Cancellation record details', fr: 'Détails du dossier de résiliation' },
  loading: { en: 'Loading cancellation record', fr: 'Chargement du dossier de résiliation' },
  close: { en: 'Close', fr: 'Fermer' },
  yes: { en: 'Yes', fr: 'Oui' },
  no: { en: 'No', fr: 'Non' },
  policyNumber: { en: 'Policy number', fr: 'Numéro de police' },
  insured: { en: 'Insured', fr: 'Assuré' },
  product: { en: 'Product', fr: 'Produit' },
  status: { en: 'Status', fr: 'Statut' },
  policyTerm: { en: 'Policy term', fr: 'Période d’assurance' },
  term: { en: '{from} to {to}', fr: 'du {from} au {to}' },
  paymentPeriod: { en: 'Payment period', fr: 'Fréquence de paiement' },
  effectiveDate: { en: 'Cancellation effective date', fr: 'Date d’effet de la résiliation' },
  option: { en: 'Cancellation option', fr: 'Option de résiliation' },
  reason: { en: 'Reason', fr: 'Motif' },
  description: { en: 'Description', fr: 'Description' },
  feeWaived: { en: 'Fee waived', fr: 'Frais exonérés' },
  missedPaymentFeeWaived: { en: 'Missed payment fee waived', fr: 'Frais de paiement manqué exonérés' },
  cancelledBy: { en: 'Cancelled by', fr: 'Résiliée par' },
  recorded: { en: 'Recorded', fr: 'Enregistrée le' },
  returnPremiums: { en: 'Return premiums', fr: 'Primes remboursables' },
  earnedAndBalances: { en: 'Earned and balances', fr: 'Primes acquises et soldes' },
  liabilityPremium: { en: 'Liability premium', fr: 'Prime de responsabilité civile' },
  addonPremium: { en: 'Add-on premium', fr: 'Prime des garanties additionnelles' },
  alePremium: { en: 'ALE premium', fr: 'Prime des frais de subsistance additionnels' },
  contentsPremium: { en: 'Contents premium', fr: 'Prime des biens' },
  brokerPremium: { en: 'Broker premium', fr: 'Prime du courtier' },
  premiumsTotal: { en: 'Premiums total', fr: 'Total des primes' },
  earnedPremium: { en: 'Earned premium', fr: 'Prime acquise' },
  tax: { en: 'Tax', fr: 'Taxe' },
  earnedFee: { en: 'Earned fee', fr: 'Frais acquis' },
  adminFeeRetained: { en: 'Admin fee retained', fr: 'Frais d’administration retenus' },
  earnedFinancingFee: { en: 'Earned financing fee', fr: 'Frais de financement acquis' },
  earnedMissedPaymentFee: { en: 'Earned missed payment fee', fr: 'Frais de paiement manqué acquis' },
  earnedCardFee: { en: 'Earned card fee and tax', fr: 'Frais de carte et taxe acquis' },
  earnedTransactionFee: { en: 'Earned transaction fee and tax', fr: 'Frais de transaction et taxe acquis' },
  policyPremium: { en: 'Policy premium', fr: 'Prime de la police' },
  paymentReceived: { en: 'Payment received', fr: 'Paiement reçu' },
  paymentPlan: { en: 'Payment plan', fr: 'Mode de paiement' },
  outstandingBalance: { en: 'Outstanding balance', fr: 'Solde impayé' },
  refundDue: { en: 'Refund due', fr: 'Remboursement dû' },
});

/**
 * The cancellation reasons and descriptions (spec 9), by their English value (what is saved and sent):
 * the French is what a French screen shows for them.
 */
export const cancellationChoiceMessages = defineMessages({
  'Cancelled by Insurer': { en: 'Cancelled by Insurer', fr: 'Résiliée par l’assureur' },
  'Client Deceased': { en: 'Client Deceased', fr: 'Client décédé' },
  'Commercial No Longer in Business': {
    en: 'Commercial No Longer in Business',
    fr: 'Commercial – entreprise qui a cessé ses activités',
  },
  'Commercial Coverage Placed Elsewhere': {
    en: 'Commercial Coverage Placed Elsewhere',
    fr: 'Commercial – assurance placée ailleurs',
  },
  'Disputes and AR Cancellations': {
    en: 'Disputes and AR Cancellations',
    fr: 'Litiges et résiliations pour comptes clients',
  },
  'Property Sold': { en: 'Property Sold', fr: 'Propriété vendue' },
  'Purchased in Error': { en: 'Purchased in Error', fr: 'Achetée par erreur' },
  'Tenant Bundling with Auto Insurance': {
    en: 'Tenant Bundling with Auto Insurance',
    fr: 'Locataire – regroupement avec l’assurance auto',
  },
  'Tenant Bought a Condo/Home': {
    en: 'Tenant Bought a Condo/Home',
    fr: 'Locataire – achat d’un condo ou d’une maison',
  },
  'Tenant Duplicate Policy': { en: 'Tenant Duplicate Policy', fr: 'Locataire – police en double' },
  'Tenant Does Not Want Insurance': {
    en: 'Tenant Does Not Want Insurance',
    fr: 'Locataire – ne veut pas d’assurance',
  },
  'Tenant Moved': { en: 'Tenant Moved', fr: 'Locataire – déménagement' },
  'Tenant Moved In with Family': {
    en: 'Tenant Moved In with Family',
    fr: 'Locataire – emménagement avec sa famille',
  },
  'Tenant Moved Out of Country': { en: 'Tenant Moved Out of Country', fr: 'Locataire – départ du pays' },
  'Tenant Coverage Placed Elsewhere': {
    en: 'Tenant Coverage Placed Elsewhere',
    fr: 'Locataire – assurance placée ailleurs',
  },
  'Tenant Policy Rewrite': { en: 'Tenant Policy Rewrite', fr: 'Locataire – police réémise' },
  'Wrong Policy Sold': { en: 'Wrong Policy Sold', fr: 'Mauvaise police vendue' },
  Other: { en: 'Other', fr: 'Autre' },
  'Policy Cancellation': { en: 'Policy Cancellation', fr: 'Résiliation de la police' },
  'Policy Cancellation (MRP Applied)': {
    en: 'Policy Cancellation (MRP Applied)',
    fr: 'Résiliation de la police (PMR appliquée)',
  },
  'Policy Cancellation for Non-Payment': {
    en: 'Policy Cancellation for Non-Payment',
    fr: 'Résiliation de la police pour non-paiement',
  },
  'Policy Cancellation for Non-Payment (MRP Applied)': {
    en: 'Policy Cancellation for Non-Payment (MRP Applied)',
    fr: 'Résiliation de la police pour non-paiement (PMR appliquée)',
  },
  'Policy Cancellation by Insurer': {
    en: 'Policy Cancellation by Insurer',
    fr: 'Résiliation de la police par l’assureur',
  },
  'Flat Cancellation': { en: 'Flat Cancellation', fr: 'Résiliation ab initio' },
  'broker cancelled': { en: 'broker cancelled', fr: 'résiliée par le courtier' },
});

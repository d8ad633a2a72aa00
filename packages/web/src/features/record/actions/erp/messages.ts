import { defineMessages } from '../../../../i18n/use-t.ts';
import { actionLabelMessages } from '../../lib/messages.ts';

/** The extended reporting period dialog's words. */
export const erpMessages = defineMessages({
  // The dialog is named as the Actions menu names it (one French for both).
  title: actionLabelMessages.CreateExtendedReportingPeriod,
  quoteForm: { en: 'Extended reporting period quote', fr: 'Soumission de période de déclaration prolongée' },
  effectiveDate: { en: 'Effective date', fr: 'Date d’effet' },
  effectiveDateHelp: {
    en: 'The day the policy ends: its expiry, or its cancellation date.',
    fr: 'Le jour où la police prend fin\u00a0: son expiration ou sa date de résiliation.',
  },
  length: { en: 'Length', fr: 'Durée' },
  lengthHelp: { en: 'From the day the policy ends.', fr: 'À compter du jour où la police prend fin.' },
  years: {
    en: '{years, plural, one {# year} other {# years}}',
    fr: '{years, plural, one {# an} other {# ans}}',
  },
  reason: { en: 'Reason', fr: 'Motif' },
  customReason: { en: 'Custom reason', fr: 'Motif personnalisé' },
  lossQuestion: {
    en: 'Is the insured aware of any claim, or any circumstance that could give rise to a claim, not yet reported to the insurer?',
    fr: 'L’assuré a-t-il connaissance d’une réclamation, ou d’une circonstance pouvant donner lieu à une réclamation, qui n’a pas encore été déclarée à l’assureur\u00a0?',
  },
  yes: { en: 'Yes', fr: 'Oui' },
  no: { en: 'No', fr: 'Non' },
  cancel: { en: 'Cancel', fr: 'Annuler' },
  getQuote: { en: 'Get quote', fr: 'Obtenir une soumission' },
  // The quote.
  erpQuote: { en: 'ERP quote', fr: 'Soumission de PDP' },
  period: {
    en: '{from} to {to} ({years, plural, one {# year} other {# years}})',
    fr: 'du {from} au {to} ({years, plural, one {# an} other {# ans}})',
  },
  expiringAnnualPremium: { en: 'Expiring annual premium', fr: 'Prime annuelle à l’expiration' },
  proposedPremium: { en: 'Proposed ERP premium', fr: 'Prime de PDP proposée' },
  proposedValue: {
    en: '{premium} ({percent} of the annual premium)',
    fr: '{premium} ({percent} de la prime annuelle)',
  },
  totalInvoiced: { en: 'Total invoiced', fr: 'Total facturé' },
  erpPremium: { en: 'ERP premium', fr: 'Prime de la PDP' },
  premiumHelp: {
    en: 'The proposal; an underwriter may change it.',
    fr: 'La proposition\u00a0; un souscripteur peut la modifier.',
  },
  notCharged: {
    en: 'The card on file is not charged: the premium and its tax are invoiced for finance to collect.',
    fr: 'La carte au dossier n’est pas débitée\u00a0: la prime et sa taxe sont facturées et les finances les encaissent.',
  },
  back: { en: 'Back', fr: 'Retour' },
  recordErp: { en: 'Record ERP', fr: 'Enregistrer la PDP' },
  // Recorded.
  recorded: { en: '{message} Invoice {number}: {total}.', fr: '{message} Facture {number}\u00a0: {total}.' },
  done: { en: 'Done', fr: 'Terminé' },
});

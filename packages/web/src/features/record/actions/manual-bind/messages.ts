import { defineMessages } from '../../../../i18n/use-t.ts';

/** The manual bind dialog's words. */
export const manualBindMessages = defineMessages({
  title: { en: 'Manual bind', fr: 'Liaison manuelle' },
  intro: {
    en: 'Records {insured} as bound without a card payment on the marketplace. Policy documents are issued and no invoices are raised.',
    fr: 'Enregistre {insured} comme lié sans paiement par carte sur la plateforme. Les documents de la police sont émis et aucune facture n’est émise.',
  },
  thisApplication: { en: 'this application', fr: 'cette proposition' },
  boundDate: { en: 'Bound date (MM-DD-YYYY)', fr: 'Date de liaison (MM-JJ-AAAA)' },
  accountNotes: { en: 'Account notes', fr: 'Notes du compte' },
  notesHelp: {
    en: 'How the policy was paid and who approved it.',
    fr: 'Comment la police a été payée et qui l’a approuvée.',
  },
  cancel: { en: 'Cancel', fr: 'Annuler' },
  bind: { en: 'Bind policy', fr: 'Lier la police' },
  bound: { en: 'Policy bound', fr: 'Police liée' },
  boundNumber: { en: 'Policy bound: {policyNumber}', fr: 'Police liée\u00a0: {policyNumber}' },
  // The spec's bind failure message (section 8).
  bindError: {
    en: "There's been an error binding this policy, please try again or contact Support.",
    fr: 'Une erreur s’est produite lors de la liaison de cette police. Veuillez réessayer ou communiquer avec le Soutien.',
  },
});

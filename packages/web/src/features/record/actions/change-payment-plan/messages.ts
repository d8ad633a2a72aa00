import { defineMessages } from '../../../../i18n/use-t.ts';
import { actionLabelMessages } from '../../lib/messages.ts';

/** The change of payment plan's words (the dialog, its figures and its toast). */
export const changePlanMessages = defineMessages({
  // The dialog is named as the Actions menu names it (one French for both).
  title: actionLabelMessages.ChangePaymentPlan,
  annual: { en: 'Annual', fr: 'Annuel' },
  monthly: { en: 'Monthly', fr: 'Mensuel' },
  instalment: { en: 'Instalments', fr: 'Versements' },
  currentPlan: { en: 'Current plan:', fr: 'Mode actuel\u00a0:' },
  newPlan: { en: 'New payment plan', fr: 'Nouveau mode de paiement' },
  loadingFigures: { en: "Loading the new plan's figures", fr: 'Chargement des montants du nouveau mode' },
  stripe: {
    en: "A new card can only be taken through Stripe's secure card form, which this window does not offer. Ask the insured to update their card, then change the plan.",
    fr: 'Une nouvelle carte ne peut être saisie que dans le formulaire de carte sécurisé de Stripe, que cette fenêtre n’offre pas. Demandez à l’assuré de mettre sa carte à jour, puis changez le mode.',
  },
  pricedCredit: {
    en: 'Priced for a credit card: a debit or prepaid card carries no surcharge, so its payments are lower.',
    fr: 'Tarifé pour une carte de crédit\u00a0: une carte de débit ou prépayée n’entraîne aucun supplément, ses paiements sont donc moins élevés.',
  },
  pricedDebit: {
    en: 'Priced for the card on file, a debit or prepaid card: a new credit card adds the credit card surcharge.',
    fr: 'Tarifé pour la carte enregistrée, une carte de débit ou prépayée\u00a0: une nouvelle carte de crédit ajoute le supplément pour carte de crédit.',
  },
  chargedToCardOnFile: {
    en: 'The new payments are charged to the card on file.',
    fr: 'Les nouveaux paiements sont portés à la carte enregistrée.',
  },
  cancel: { en: 'Cancel', fr: 'Annuler' },
  change: { en: 'Change plan', fr: 'Changer de mode' },
  changeAndPay: { en: 'Change plan and pay {amount}', fr: 'Changer de mode et payer {amount}' },
  // The toast once the plan is changed.
  changed_annual: { en: 'Payment plan changed to annual.', fr: 'Mode de paiement changé pour annuel.' },
  changed_monthly: { en: 'Payment plan changed to monthly.', fr: 'Mode de paiement changé pour mensuel.' },
  changed_instalment: {
    en: 'Payment plan changed to instalments.',
    fr: 'Mode de paiement changé pour versements.',
  },
  error: {
    en: 'Sorry, the payment plan cannot be changed at the moment, please try again later.',
    fr: 'Désolé, le mode de paiement ne peut pas être changé pour le moment. Veuillez réessayer plus tard.',
  },
  // The figures.
  figures: { en: 'Payment plan change figures', fr: 'Montants du changement de mode de paiement' },
  moved: { en: 'Payments moved', fr: 'Paiements déplacés' },
  movedNote: {
    en: '{count, plural, one {# payment} other {# payments}} not yet due, taken off the current plan',
    fr: '{count, plural, one {# paiement non encore exigible, retiré} other {# paiements non encore exigibles, retirés}} du mode actuel',
  },
  feeReturned: { en: 'Financing fee returned', fr: 'Frais de financement remboursés' },
  insideMoved: { en: 'Inside the payments moved', fr: 'Compris dans les paiements déplacés' },
  feeAdded: { en: 'Financing fee added', fr: 'Frais de financement ajoutés' },
  newPlans: { en: 'The new plan’s', fr: 'Ceux du nouveau mode' },
  surchargeReturned: { en: 'Credit card surcharge returned', fr: 'Supplément pour carte de crédit remboursé' },
  insideMovedTax: {
    en: 'Inside the payments moved, its tax included',
    fr: 'Compris dans les paiements déplacés, taxe incluse',
  },
  surchargeAdded: { en: 'Credit card surcharge added', fr: 'Supplément pour carte de crédit ajouté' },
  taxIncluded: { en: 'Its tax included', fr: 'Taxe incluse' },
  taxBefore: { en: 'Premium tax on the payments moved', fr: 'Taxe sur les primes des paiements déplacés' },
  taxAfter: { en: 'Premium tax on the new dates', fr: 'Taxe sur les primes aux nouvelles dates' },
  newPayments: { en: 'New payments', fr: 'Nouveaux paiements' },
  payments: {
    en: '{count, plural, one {# payment} other {# payments}}',
    fr: '{count, plural, one {# paiement} other {# paiements}}',
  },
  overdue: { en: 'Overdue invoices', fr: 'Factures en souffrance' },
  overdueNote: {
    en: '{count, plural, one {# invoice} other {# invoices}} due before today, paid now',
    fr: '{count, plural, one {# facture échue} other {# factures échues}} avant aujourd’hui, payées maintenant',
  },
  chargedNow: { en: 'Charged now', fr: 'Porté maintenant' },
  chargedNowNote: {
    en: 'New payments and overdue invoices',
    fr: 'Nouveaux paiements et factures en souffrance',
  },
  schedule: { en: 'New payment schedule', fr: 'Nouveau calendrier de paiements' },
  payment: { en: 'Payment', fr: 'Paiement' },
  paymentNumber: { en: 'Payment {number}', fr: 'Paiement {number}' },
  due: { en: 'Due', fr: 'Échéance' },
  amount: { en: 'Amount', fr: 'Montant' },
  nothingNow: {
    en: 'Nothing is charged now: the new payments are charged on their due days.',
    fr: 'Rien n’est porté maintenant\u00a0: les nouveaux paiements sont portés à leurs dates d’échéance.',
  },
  overdueStays: {
    en: '{count, plural, one { The overdue invoice ({amount}) stays as it is.} other { The # overdue invoices ({amount}) stay as they are.}}',
    fr: '{count, plural, one { La facture en souffrance ({amount}) reste telle quelle.} other { Les # factures en souffrance ({amount}) restent telles quelles.}}',
  },
});

import { defineMessages } from '../../../../i18n/use-t.ts';

/** The pay in full dialog's words (the dialog, its figures and its toast). */
export const payInFullMessages = defineMessages({
  title: { en: 'Pay in full', fr: 'Payer en entier' },
  stripe: {
    en: "A new card can only be taken through Stripe's secure card form, which this window does not offer. Charge the card on file, or ask the insured to update their card, then pay in full.",
    fr: 'Une nouvelle carte ne peut être saisie que dans le formulaire de carte sécurisé de Stripe, que cette fenêtre n’offre pas. Portez le montant à la carte enregistrée, ou demandez à l’assuré de mettre sa carte à jour, puis payez en entier.',
  },
  charging: { en: 'Charging {amount} to the card…', fr: 'Paiement de {amount} porté à la carte…' },
  loading: { en: 'Loading the pay in full figures', fr: 'Chargement des montants du paiement en entier' },
  cancel: { en: 'Cancel', fr: 'Annuler' },
  pay: { en: 'Pay', fr: 'Payer' },
  payAmount: { en: 'Pay {amount}', fr: 'Payer {amount}' },
  paid: {
    en: 'Paid in full: {amount} charged, {count, plural, one {# invoice} other {# invoices}} closed.',
    fr: 'Payé en entier\u00a0: {amount} porté, {count, plural, one {# facture fermée} other {# factures fermées}}.',
  },
  // The figures.
  figures: { en: 'Pay in full figures', fr: 'Montants du paiement en entier' },
  policyTotal: { en: 'Policy total', fr: 'Total de la police' },
  received: { en: 'Received', fr: 'Reçu' },
  creditApplied: { en: 'Credit applied', fr: 'Crédit appliqué' },
  creditNote: {
    en: 'A refund owed to the insured, taken off the invoices first (in received)',
    fr: 'Un remboursement dû à l’assuré, déduit d’abord des factures (compris dans le reçu)',
  },
  remaining: { en: 'Remaining', fr: 'Solde restant' },
  remainingNote: { en: 'Total less received', fr: 'Total moins le reçu' },
  overdue: { en: 'Overdue', fr: 'En souffrance' },
  overdueNote: { en: 'Due before today, paid in full', fr: 'Échu avant aujourd’hui, payé en entier' },
  notYetDue: { en: 'Not yet due', fr: 'Pas encore échu' },
  feesNotCharged: { en: 'Financing fees not charged', fr: 'Frais de financement non facturés' },
  feesNote: { en: 'The instalments not yet due, paid ahead', fr: 'Les versements pas encore échus, payés d’avance' },
  surcharge: { en: 'Credit card surcharge', fr: 'Supplément pour carte de crédit' },
  surchargeNotCharged: { en: 'Not charged on this card', fr: 'Non facturé sur cette carte' },
  surchargeBilled: {
    en: 'Billed inside the invoices, its tax included',
    fr: 'Facturé dans les factures, taxe incluse',
  },
  openBalance: { en: 'Open balance (charged now)', fr: 'Solde ouvert (porté maintenant)' },
  openBalanceLessSurcharge: {
    en: 'Remaining less financing fees not charged and the credit card surcharge billed ({amount})',
    fr: 'Solde restant moins les frais de financement non facturés et le supplément pour carte de crédit facturé ({amount})',
  },
  openBalanceNote: {
    en: 'Remaining less financing fees not charged',
    fr: 'Solde restant moins les frais de financement non facturés',
  },
  otherCharge: { en: 'Other charge', fr: 'Autre frais' },
  payment: { en: 'Payment {number}', fr: 'Paiement {number}' },
  invoicesPaid: { en: 'Invoices it pays', fr: 'Factures payées' },
  invoice: { en: 'Invoice', fr: 'Facture' },
  due: { en: 'Due', fr: 'Échéance' },
  outstanding: { en: 'Outstanding', fr: 'Solde dû' },
  feeNotCharged: { en: 'Fee not charged', fr: 'Frais non facturés' },
  toPay: { en: 'To pay', fr: 'À payer' },
  overdueChip: { en: 'Overdue', fr: 'En souffrance' },
});

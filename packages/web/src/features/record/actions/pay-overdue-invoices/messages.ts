import { defineMessages } from '../../../../i18n/use-t.ts';

/** The pay overdue invoices dialog's words. */
export const payOverdueMessages = defineMessages({
  title: { en: 'Pay overdue invoices', fr: 'Payer les factures en souffrance' },
  noCard: {
    en: 'This policy has no card on file: pay with a new card.',
    fr: 'Cette police n’a aucune carte enregistrée\u00a0: payez avec une nouvelle carte.',
  },
  stripe: {
    en: 'A new card can only be taken through Stripe’s secure card form, which this window does not offer. Charge the card on file.',
    fr: 'Une nouvelle carte ne peut être saisie que dans le formulaire de carte sécurisé de Stripe, que cette fenêtre n’offre pas. Portez le montant à la carte enregistrée.',
  },
  paid: {
    en: 'Paid {count, plural, one {# overdue invoice} other {# overdue invoices}}: {amount} charged.',
    fr: '{count, plural, one {# facture en souffrance payée} other {# factures en souffrance payées}}\u00a0: {amount} porté.',
  },
  list: { en: 'Overdue invoices list', fr: 'Liste des factures en souffrance' },
  table: { en: 'Overdue invoices', fr: 'Factures en souffrance' },
  invoice: { en: 'Invoice', fr: 'Facture' },
  due: { en: 'Due', fr: 'Échéance' },
  owing: { en: 'Owing', fr: 'Dû' },
  surcharge: { en: 'Credit card surcharge', fr: 'Supplément pour carte de crédit' },
  surchargeNotCharged: {
    en: 'Billed in the invoices above, not charged on this card',
    fr: 'Facturé dans les factures ci-dessus, non facturé sur cette carte',
  },
  surchargeBilled: {
    en: 'Billed in the invoices above, its tax included',
    fr: 'Facturé dans les factures ci-dessus, taxe incluse',
  },
  total: { en: 'Overdue total', fr: 'Total en souffrance' },
  newCardBecomes: {
    en: 'The new card becomes this policy’s card on file; the other policies keep theirs.',
    fr: 'La nouvelle carte devient la carte enregistrée de cette police\u00a0; les autres polices gardent la leur.',
  },
  loading: { en: 'Loading the overdue invoices', fr: 'Chargement des factures en souffrance' },
  none: {
    en: 'There are no overdue invoices to pay on this policy.',
    fr: 'Cette police n’a aucune facture en souffrance à payer.',
  },
  intro: {
    en: '{count, plural, one {This invoice is past its due date. It is paid in one charge:} other {These # invoices are past their due date. They are paid together in one charge:}}',
    fr: '{count, plural, one {Cette facture a dépassé sa date d’échéance. Elle est payée en un seul paiement\u00a0:} other {Ces # factures ont dépassé leur date d’échéance. Elles sont payées ensemble en un seul paiement\u00a0:}}',
  },
  credit: {
    en: '{amount} owed back to the insured is taken off these invoices first; only the rest is charged.',
    fr: '{amount} dû à l’assuré est d’abord déduit de ces factures\u00a0; seul le reste est porté à la carte.',
  },
  cancel: { en: 'Cancel', fr: 'Annuler' },
  pay: { en: 'Pay', fr: 'Payer' },
  payAmount: { en: 'Pay {amount}', fr: 'Payer {amount}' },
});

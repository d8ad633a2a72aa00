import { defineMessages } from '../../../../i18n/use-t.ts';

/** The transfer of an account and the lead moves' words (transfer, assign lead, move lead). */
export const transferMessages = defineMessages({
  cancel: { en: 'Cancel', fr: 'Annuler' },
  back: { en: 'Back', fr: 'Retour' },
  product: { en: 'Product', fr: 'Produit' },
  reason: { en: 'Reason', fr: 'Motif' },
  brokerage: { en: 'Brokerage', fr: 'Cabinet de courtage' },
  brokerageIs: { en: 'Brokerage:', fr: 'Cabinet de courtage\u00a0:' },
  broker: { en: 'Broker', fr: 'Courtier' },
  // Transfer account.
  transferAccount: { en: 'Transfer account', fr: 'Transférer le compte' },
  reviewTransfer: { en: 'Review transfer', fr: 'Examiner le transfert' },
  confirmTransfer: { en: 'Confirm transfer', fr: 'Confirmer le transfert' },
  whatMoves: { en: 'What moves', fr: 'Ce qui est transféré' },
  from: { en: 'From', fr: 'De' },
  to: { en: 'To', fr: 'À' },
  policy: { en: 'Policy', fr: 'Police' },
  noBroker: { en: 'No broker', fr: 'Aucun courtier' },
  noPolicyNumber: { en: 'No policy number yet', fr: 'Pas encore de numéro de police' },
  renewal: { en: 'Renewal', fr: 'Renouvellement' },
  movesToo: { en: 'Moves too ({status})', fr: 'Transféré aussi ({status})' },
  none: { en: 'None', fr: 'Aucun' },
  openInvoices: { en: 'Open invoices', fr: 'Factures ouvertes' },
  openDue: { en: '{count} open, {amount} due', fr: '{count} ouvertes, {amount} dû' },
  commission: { en: 'Commission owed to the broker', fr: 'Commission due au courtier' },
  quotedNotDue: { en: 'quoted, not yet due', fr: 'soumissionnée, pas encore due' },
  // Assign lead.
  assignLead: { en: 'Assign lead', fr: 'Attribuer la piste' },
  reasonIs: { en: 'Reason: {reason}', fr: 'Motif\u00a0: {reason}' },
  // Move lead.
  moveTitle: { en: 'Move lead to another product', fr: 'Déplacer la piste vers un autre produit' },
  moveIntro: {
    en: "A new application for {insured} starts on the product you pick, with the insured's name, contacts and address carried over. This lead{product} is closed.",
    fr: 'Une nouvelle proposition pour {insured} commence sur le produit choisi, avec le nom, les coordonnées et l’adresse de l’assuré. Cette piste{product} est fermée.',
  },
  thisInsured: { en: 'this insured', fr: 'cet assuré' },
  moveLead: { en: 'Move lead', fr: 'Déplacer la piste' },
});

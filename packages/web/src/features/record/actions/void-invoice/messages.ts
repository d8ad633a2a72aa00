import { defineMessages } from '../../../../i18n/use-t.ts';
import { actionLabelMessages } from '../../lib/messages.ts';

/** The void invoice dialog's words (the list and its confirmation). */
export const voidMessages = defineMessages({
  // The dialog is named as the Actions menu names it (one French for both).
  title: actionLabelMessages.VoidStripeInvoice,
  noOpenInvoices: { en: 'No open invoices', fr: 'Aucune facture ouverte' },
  ineligible: { en: 'Ineligible', fr: 'Non admissible' },
  listRegion: { en: 'Open invoices list', fr: 'Liste des factures ouvertes' },
  loading: { en: 'Loading the open invoices', fr: 'Chargement des factures ouvertes' },
  openInvoices: { en: 'Open invoices', fr: 'Factures ouvertes' },
  invoice: { en: 'Invoice', fr: 'Facture' },
  due: { en: 'Due', fr: 'Échéance' },
  owing: { en: 'Owing', fr: 'Dû' },
  action: { en: 'Action', fr: 'Action' },
  mpf: { en: 'MPF', fr: 'FPM' },
  waivable: { en: 'Waivable', fr: 'Exonérable' },
  notWaivable: { en: 'Not waivable', fr: 'Non exonérable' },
  void: { en: 'Void', fr: 'Annuler' },
  close: { en: 'Close', fr: 'Fermer' },
  // The confirmation.
  confirmTitle: { en: 'Void invoice {number}?', fr: 'Annuler la facture {number}\u00a0?' },
  confirmWhich: {
    en: '{type} invoice {number}, due {due}, still owes {owing}.',
    fr: 'Facture {type} {number}, échéance le {due}, reste due\u00a0: {owing}.',
  },
  confirmEffect: {
    en: "Voiding it means {owing} will no longer be owed: it will not be collected or reminded, the policy's owing goes down by that amount and the void is recorded in its history. This cannot be undone.",
    fr: 'L’annuler signifie que {owing} ne sera plus dû\u00a0: le montant ne sera ni encaissé ni rappelé, le solde dû de la police baisse d’autant et l’annulation est inscrite à son historique. Cette action est irréversible.',
  },
  keepIt: { en: 'Keep it', fr: 'La conserver' },
  voiding: { en: 'Voiding…', fr: 'Annulation…' },
});

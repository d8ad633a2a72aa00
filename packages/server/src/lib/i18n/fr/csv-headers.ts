import type { BilingualMessage } from '@bm/domain';

/**
 * The French of the exports' column headers (decision 0079: a CSV's headers are in the language of the
 * request; its cells are data, as stored). Headers the same in both languages (Date, Type, Description,
 * Province, Total) are left out.
 */
const headers = (pairs: Record<string, string>): BilingualMessage[] =>
  Object.entries(pairs).map(([en, fr]) => ({ en, fr }));

export const CSV_HEADER_PAIRS: BilingualMessage[] = headers({
  // A policy's transactions (history/csv.ts)
  'Effective date': 'Date d’effet',
  Reason: 'Motif',
  User: 'Utilisateur',
  'User email': 'Courriel de l’utilisateur',
  'Premium change': 'Variation de prime',
  'Tax change': 'Variation de taxes',
  'Fee change': 'Variation de frais',
  'Total change': 'Variation totale',
  'Payment amount': 'Montant du paiement',
  'Payment status': 'Statut du paiement',
  'Refund amount': 'Montant du remboursement',
  'Refund status': 'Statut du remboursement',
  'Transaction id': 'Identifiant de transaction',
  // The /invoices list (invoices/invoices-csv.ts)
  'Invoice number': 'Numéro de facture',
  'Policy number': 'Numéro de police',
  Insured: 'Assuré',
  Brokerage: 'Cabinet de courtage',
  'Due date': 'Date d’échéance',
  'Amount due ($)': 'Montant dû ($)',
  'Amount paid ($)': 'Montant payé ($)',
  'Owing ($)': 'Solde dû ($)',
  Status: 'Statut',
  // The journal (domain JOURNAL_CSV_COLUMNS)
  Entry: 'Écriture',
  'Account code': 'Code de compte',
  Account: 'Compte',
  Debit: 'Débit',
  Credit: 'Crédit',
  Memo: 'Note',
  // The commission report's and the accounting reports' headers are the domain's (i18n/fr/reports.ts).
});

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
  // The commission report (domain COMMISSION_REPORT_COLUMNS)
  'Policy Number': 'Numéro de police',
  Product: 'Produit',
  'Transaction Date': 'Date de transaction',
  Broker: 'Courtier',
  'Lead Source': 'Source de la piste',
  'Effective Date': 'Date d’effet',
  'Payment Period': 'Mode de paiement',
  'Total Policy Premium': 'Prime totale de la police',
  'Broker Premium': 'Prime du courtier',
  'Tax Rate': 'Taux de taxe',
  Fees: 'Frais',
  'Provider Fees': 'Frais du fournisseur',
  'Financing Fees': 'Frais de financement',
  'Transaction Fees': 'Frais de transaction',
  PST: 'TVP',
  'Net Margin': 'Marge nette',
  'Net Margin %': 'Marge nette (%)',
  'Total Charged': 'Total facturé',
  'Customer ID': 'Identifiant du client',
  'Insurer Payment': 'Paiement à l’assureur',
  'Broker Payment': 'Paiement au courtier',
  'Payout Amount': 'Montant du versement',
  'Payout Status': 'Statut du versement',
});

import type { BilingualMessage } from '../translate.ts';

/**
 * The French of the journal's words (journal/accounts.ts, journal/entries.ts): its accounts' names and
 * its entries' memos, as its CSV says them in French. The journal stores and syncs them in English;
 * these pairs only translate what an export shows. The values are the province's code, the policy's
 * number, the payout's number and its partner's name.
 */
export const JOURNAL_LABEL_PAIRS: BilingualMessage[] = [
  // ACCOUNTS
  { en: 'Bank', fr: 'Banque' },
  { en: 'Card processor clearing', fr: 'Compte de compensation du processeur de cartes' },
  { en: 'Premium receivable from insureds', fr: 'Primes à recevoir des assurés' },
  { en: 'Premium payable to insurers', fr: 'Primes à payer aux assureurs' },
  { en: 'Commission payable to brokers', fr: 'Commissions à payer aux courtiers' },
  { en: 'Suspense: unexplained differences', fr: 'Compte d’attente\u00a0: écarts inexpliqués' },
  { en: 'MGA commission revenue', fr: 'Revenus de commission de l’AGG' },
  { en: 'Fee revenue', fr: 'Revenus de frais' },
  { en: 'Finance adjustments and manual charges', fr: 'Ajustements financiers et frais manuels' },
  { en: 'Bad debt expense', fr: 'Créances irrécouvrables' },
  { en: 'Premium tax payable {province}', fr: 'Taxe sur les primes à payer {province}' },
  { en: 'PST payable {province}', fr: 'TVP à payer {province}' },
  { en: 'GST/HST payable {province}', fr: 'TPS/TVH à payer {province}' },
  // JOURNAL_SOURCE_LABELS: what made an entry (the CSV's Source column); 'Refund' is a history type.
  { en: 'Policy change', fr: 'Modification de police' },
  { en: 'Payment', fr: 'Paiement' },
  { en: 'Write-off', fr: 'Radiation' },
  { en: 'Payout', fr: 'Versement' },
  // The memos of a ledger's money and of a payout (a change's memo is its transaction type and policy)
  { en: 'Payment received', fr: 'Paiement reçu' },
  { en: 'Payment received {policy}', fr: 'Paiement reçu {policy}' },
  { en: 'Refund paid', fr: 'Remboursement versé' },
  { en: 'Refund paid {policy}', fr: 'Remboursement versé {policy}' },
  { en: 'Written off', fr: 'Radiation' },
  { en: 'Written off {policy}', fr: 'Radiation {policy}' },
  { en: 'Payout {number} to {partner}', fr: 'Versement {number} à {partner}' },
];

import type { Cents } from '../money.ts';
import { formatMoney } from './format.ts';
import type { Locale } from './locales.ts';
import { formatIcu, type BilingualMessage, type MessageValues } from './translate.ts';

/**
 * The descriptions the server composes around an amount, a code or labels for a policy's history row
 * (decision 0085). The row keeps the English it always wrote (`description`, word for word: the
 * reports and old readers read it) and, beside it in its `details`, the parts it was said from: each
 * part a key of these pairs and its values, an amount in cents, a code or an English label as data.
 * The reader says them in its language: `1 234,56 $` in French, a label by its French. A row written
 * before keeps only its English, shown as the shared labels say it (or as stored).
 *
 * A description is one or more parts, said one after the other; a part that follows says its own
 * separator (`; …`).
 */
export const HISTORY_TEXTS = {
  invoiceVoided: {
    en: 'Invoice {number} voided: {amount} no longer owed',
    fr: 'Facture {number} annulée\u00a0: le montant de {amount} n’est plus dû',
  },
  mpfRefunded: {
    en: 'Invoice {number} refunded to the card: {amount}',
    fr: 'Facture {number} remboursée sur la carte\u00a0: {amount}',
  },
  mpfRefundedWithRemark: {
    en: 'Invoice {number} refunded to the card: {amount} ({remark})',
    fr: 'Facture {number} remboursée sur la carte\u00a0: {amount} ({remark})',
  },
  manualRefundSettled: {
    en: 'Manual refund settled: {amount} paid on {day}, reference {reference}',
    fr: 'Remboursement manuel réglé\u00a0: {amount} payé le {day}, référence {reference}',
  },
  customPremium: { en: 'Custom premium of {amount}', fr: 'Prime personnalisée de {amount}' },
  creditApplied: {
    en: '{applied} owed back to the insured taken off the invoices before charging',
    fr: 'Montant de {applied} dû à l’assuré déduit des factures avant le débit',
  },
  creditLeft: {
    en: '; {left} is still owed back to them',
    fr: '\u00a0; {left} lui est encore dû',
  },
  offPlatformPayment: {
    en: 'Off-platform payment of {amount} received {day}',
    fr: 'Paiement hors plateforme de {amount} reçu le {day}',
  },
  offPlatformPaymentWithNote: {
    en: 'Off-platform payment of {amount} received {day}\n{note}',
    fr: 'Paiement hors plateforme de {amount} reçu le {day}\n{note}',
  },
  manualInvoice: {
    en: 'Manual invoice of {amount}: {reason}',
    fr: 'Facture manuelle de {amount}\u00a0: {reason}',
  },
  manualInvoices: {
    en: 'Manual invoice of {amount} in {count} monthly invoices: {reason}',
    fr: 'Facture manuelle de {amount} en {count} factures mensuelles\u00a0: {reason}',
  },
  paymentLinkEmailed: {
    en: '; payment link emailed to {to}',
    fr: '\u00a0; lien de paiement envoyé par courriel à {to}',
  },
  paymentLinksEmailed: {
    en: '; payment links emailed to {to}',
    fr: '\u00a0; liens de paiement envoyés par courriel à {to}',
  },
  noEmailForLink: {
    en: '; no email address to send the link to',
    fr: '\u00a0; aucune adresse courriel où envoyer le lien',
  },
  planPaymentsMoved: {
    en: '{count} {from} payment(s) not yet due ({amount})',
    fr: '{count} paiement(s) {from, select, annual {annuel(s)} monthly {mensuel(s)} instalment {par versements} other {{from}}} non échu(s) ({amount})',
  },
  planPaidNow: {
    en: ' paid now in one annual payment ({amount})',
    fr: ' payé(s) maintenant en un seul paiement annuel ({amount})',
  },
  planMovedOnto: {
    en: ' moved onto {count} {to} payment(s) ({amount}) from {day}',
    fr: ' reporté(s) sur {count} paiement(s) {to, select, annual {annuel(s)} monthly {mensuel(s)} instalment {par versements} other {{to}}} ({amount}) à compter du {day}',
  },
  planFeesAndTax: {
    en: '; financing fee returned {feeReturned}, added {feeAdded}; card surcharge returned {surchargeReturned}, added {surchargeAdded}; premium tax {taxBefore} before, {taxAfter} on the new dates.',
    fr: '\u00a0; frais de financement remboursés {feeReturned}, ajoutés {feeAdded}\u00a0; surcharge de carte remboursée {surchargeReturned}, ajoutée {surchargeAdded}\u00a0; taxe sur les primes {taxBefore} avant, {taxAfter} aux nouvelles dates.',
  },
  nsfInvoice: {
    en: 'NSF invoice {number}: {status}',
    fr: 'Facture NSF {number}\u00a0: {status, select, pending {en attente} completed {terminée} other {{status}}}',
  },
  noticeDelivered: {
    en: '; notice of cancellation delivered on {day}, cancellation for non-payment on {cancellationDay}',
    fr: '\u00a0; avis de résiliation livré le {day}, résiliation pour non-paiement le {cancellationDay}',
  },
  extensionAsked: {
    en: '{months} month(s) asked for. {reasons}',
    fr: '{months} mois demandé(s). {reasons}',
  },
  extensionSentForReview: {
    en: '{months} month(s) asked for. Sent for review.',
    fr: '{months} mois demandé(s). Soumise pour examen.',
  },
  paidByCredit: {
    en: 'Invoice {number} paid by credit',
    fr: 'Facture {number} payée par crédit',
  },
  paidByCard: { en: 'Invoice {number} paid by card', fr: 'Facture {number} payée par carte' },
  paidByCardWithFee: {
    en: 'Invoice {number} paid by card with its missed payment fee',
    fr: 'Facture {number} payée par carte avec ses frais de paiement manqué',
  },
  noCardSurcharge: {
    en: '; no credit card surcharge on the {funding} card on file ({amount} less than billed)',
    fr: '\u00a0; aucune surcharge de carte de crédit sur la carte {funding, select, debit {de débit} prepaid {prépayée} credit {de crédit} other {{funding}}} au dossier ({amount} de moins que facturé)',
  },
} as const satisfies Record<string, BilingualMessage>;

export type HistoryTextKey = keyof typeof HISTORY_TEXTS;

/**
 * A value of a part: text or a number as it is (a number, a day, a code a select names, what a user
 * typed), an amount in cents, an English label the reader says by its French, or a list of labels.
 */
export type HistoryValue = string | number | { cents: Cents } | { label: string } | { labels: string[] };

export interface HistoryPart {
  key: HistoryTextKey;
  values?: Record<string, HistoryValue>;
}

/** One part of a description. */
export const historyPart = (key: HistoryTextKey, values?: Record<string, HistoryValue>): HistoryPart =>
  values ? { key, values } : { key };

/** An amount in cents, said in the reader's money format. */
export const amountValue = (cents: Cents): HistoryValue => ({ cents });

const LIST_SEPARATOR: Record<Locale, string> = { 'en-CA': '; ', 'fr-CA': '\u00a0; ' };

export interface HistoryTextSaying {
  /** An English label in the locale (the shared labels' French); as it is by default. */
  sayLabel?: (english: string) => string;
  /** An amount in the locale; `formatMoney` by default (a CSV writes it as its amount columns do). */
  money?: (cents: Cents) => string;
}

/**
 * The description in the locale, its labels said by `sayLabel`, its amounts by `money`. In English,
 * by default, it is word for word what the server stored.
 */
export function sayHistoryText(
  parts: readonly HistoryPart[],
  locale: Locale,
  saying: HistoryTextSaying = {},
): string {
  const sayLabel = saying.sayLabel ?? ((english: string) => english);
  const money = saying.money ?? ((cents: Cents) => formatMoney(cents, locale));
  const sayValue = (value: HistoryValue) => {
    if (typeof value !== 'object') return value;
    if ('cents' in value) return money(value.cents);
    if ('label' in value) return sayLabel(value.label);
    return value.labels.map(sayLabel).join(LIST_SEPARATOR[locale]);
  };
  return parts
    .map((part) => {
      const message = HISTORY_TEXTS[part.key];
      const values: MessageValues = {};
      for (const [name, value] of Object.entries(part.values ?? {})) values[name] = sayValue(value);
      return formatIcu(locale === 'fr-CA' ? message.fr : message.en, locale, values);
    })
    .join('');
}

const isValue = (value: unknown): value is HistoryValue =>
  typeof value === 'string' ||
  typeof value === 'number' ||
  (!!value &&
    typeof value === 'object' &&
    ((typeof (value as { cents?: unknown }).cents === 'number' &&
      Number.isInteger((value as { cents: number }).cents)) ||
      typeof (value as { label?: unknown }).label === 'string' ||
      (Array.isArray((value as { labels?: unknown }).labels) &&
        (value as { labels: unknown[] }).labels.every((label) => typeof label === 'string'))));

/**
 * The parts a history row's `details.descriptionText` holds, or null for a row written without them
 * (or with a key no longer known): the reader then shows the stored English.
 */
export function historyTextOf(details: unknown): HistoryPart[] | null {
  const parts = (details as { descriptionText?: unknown } | null)?.descriptionText;
  if (!Array.isArray(parts) || parts.length === 0) return null;
  const ok = parts.every(
    (part: unknown) =>
      !!part &&
      typeof part === 'object' &&
      Object.hasOwn(HISTORY_TEXTS, (part as HistoryPart).key) &&
      ((part as HistoryPart).values === undefined ||
        (typeof (part as HistoryPart).values === 'object' &&
          Object.values((part as HistoryPart).values ?? {}).every(isValue))),
  );
  return ok ? (parts as HistoryPart[]) : null;
}

/** Every pair, for the check in `npm test` (scripts/i18n). */
export const HISTORY_TEXT_MESSAGE_PAIRS: BilingualMessage[] = Object.values(HISTORY_TEXTS);

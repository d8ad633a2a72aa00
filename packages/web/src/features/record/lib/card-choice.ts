import type { CardChoice } from '@bm/contracts';
import { debitCardNote, type Cents, type Locale } from '@bm/domain';

/** A later charge's surcharge lines and total as shown before payment, for the card chosen. */
export interface ShownCharge {
  cardFee: Cents;
  cardFeePST: Cents;
  total: Cents;
  /** What a debit card pays, or that the card on file carries no surcharge; null when neither applies. */
  note: string | null;
}

/** The note under a debit or prepaid card on file when a credit card would have been surcharged. */
export const NO_SURCHARGE_ON_FILE = 'The card on file is a debit or prepaid card: it carries no surcharge.';
const NO_SURCHARGE_ON_FILE_FR =
  'La carte au dossier est une carte de débit ou prépayée\u00a0: elle ne comporte aucun supplément.';

/**
 * What a later charge (endorsement, extension, custom premium) shows before payment (decision 0063):
 * on the card on file, the figures priced for it (its funding, as the processor reports it); on a
 * new card, not known until it is charged, the credit card figures with what a debit card pays. The
 * server charges the card's own figures and accepts either total shown.
 */
export function shownCharge(
  onFile: { cardFee: Cents; cardFeePST: Cents; total: Cents },
  card: CardChoice,
  newCard: boolean,
  locale: Locale = 'en-CA',
): ShownCharge {
  const surchargeApplies = card.credit.cardFee > 0;
  if (newCard || card.onFileFunding === null) {
    return { ...card.credit, note: surchargeApplies ? debitCardNote(card.noSurchargeTotal, locale) : null };
  }
  const onFileNote = locale === 'fr-CA' ? NO_SURCHARGE_ON_FILE_FR : NO_SURCHARGE_ON_FILE;
  return {
    ...onFile,
    note: surchargeApplies && onFile.cardFee === 0 ? onFileNote : null,
  };
}

/**
 * What a page taking plan payments (pay in full, pay overdue, a payment link) shows before payment
 * (decision 0063): the plan invoices bill the credit card surcharge inside them; a card on file that
 * is not a credit card pays without it (the server takes it off), a credit card pays as billed, and
 * a new card is shown the credit card figures with what a debit card pays.
 */
export function shownPlanCharge(card: CardChoice, newCard: boolean, locale: Locale = 'en-CA'): ShownCharge {
  const noSurchargeOnFile = card.onFileFunding !== null && card.onFileFunding !== 'credit';
  const onFile = noSurchargeOnFile
    ? { cardFee: 0, cardFeePST: 0, total: card.noSurchargeTotal }
    : card.credit;
  return shownCharge(onFile, card, newCard, locale);
}

import { MESSAGES } from '../messages.ts';
import type { FormValue } from '../products/types.ts';
import { dayNumber } from '../calendar-days.ts';
import { endorsementReason, ENDORSEMENT_TEXT_MIN_LENGTH } from './reasons.ts';

/** One change of an endorsement (spec section 3, Endorsement.changes): a form key and its new answer. */
export interface EndorsementChange {
  field: string;
  newValue: FormValue;
}

/** What an endorsement is checked against: the policy term (YYYY-MM-DD) and its product. */
export interface EndorsedPolicy {
  effectiveDay: string;
  /** The expiry day; cover ends at 12:01 a.m. on it, so it is not in the period. */
  expiryDay: string;
  productId?: string;
}

/** The endorsement form as entered. */
export interface EndorsementInput {
  reason: string;
  reasonText?: string;
  /** YYYY-MM-DD; '' when not chosen. */
  effectiveDate: string;
  changes?: readonly EndorsementChange[];
  policy: EndorsedPolicy;
}

export type EndorsementField = 'reason' | 'reasonText' | 'effectiveDate' | 'changes' | 'policy';
export type EndorsementErrors = Partial<Record<EndorsementField, string>>;

/** Validation messages of the endorsement modal (spec section 5 wording where the spec gives one). */
export const ENDORSEMENT_VALIDATION_MESSAGES = {
  required: MESSAGES.required,
  minimumText: `Minimum ${ENDORSEMENT_TEXT_MIN_LENGTH} characters`,
  unknownReason: 'Please choose one of the options',
  invalidDate: 'Please enter a valid date',
  outsidePolicyPeriod: (effectiveDay: string, expiryDay: string) =>
    `The endorsement effective date must be within the policy period: on or after ${effectiveDay} and before the expiry date ${expiryDay}.`,
  policyExpired: 'This policy has expired and can no longer be endorsed.',
  changeNotAllowed: (field: string, reason: string) =>
    `${field} cannot be changed with the reason '${reason}'.`,
  cardPostalCode: 'Postal code must match format: A1B2C3',
} as const;

const M = ENDORSEMENT_VALIDATION_MESSAGES;

/** The card form's postal code is at most 6 characters, letter-digit-letter-digit-letter-digit. */
export const CARD_POSTAL_CODE_MAX_LENGTH = 6;
const CARD_POSTAL_CODE = /^[A-Za-z]\d[A-Za-z]\d[A-Za-z]\d$/;

/** The card form's postal code (spec 5): 'Required' when blank, the format message when not A1B2C3. */
export function validateCardPostalCode(value: string): string | null {
  const text = value.trim();
  if (text === '') return M.required;
  if (text.length > CARD_POSTAL_CODE_MAX_LENGTH || !CARD_POSTAL_CODE.test(text)) return M.cardPostalCode;
  return null;
}

/** The card fields as the payment provider's inputs report them. */
export interface CardFieldsState {
  numberComplete: boolean;
  expiryComplete: boolean;
  cvcComplete: boolean;
  postalCode: string;
}

/** Card number, expiry, cvc and postal code must all be complete (spec 5). */
export function isCardComplete(card: CardFieldsState): boolean {
  return (
    card.numberComplete &&
    card.expiryComplete &&
    card.cvcComplete &&
    validateCardPostalCode(card.postalCode) === null
  );
}

function reasonErrors(input: EndorsementInput, errors: EndorsementErrors): void {
  const found = endorsementReason(input.reason);
  if (input.reason.trim() === '') errors.reason = M.required;
  else if (
    !found ||
    (input.policy.productId && found.productIds && !found.productIds.includes(input.policy.productId))
  ) {
    errors.reason = M.unknownReason;
  } else if (found.requiresText && (input.reasonText ?? '').trim().length < ENDORSEMENT_TEXT_MIN_LENGTH) {
    errors.reasonText = M.minimumText;
  }
  if (!found || found.fields === 'any' || errors.reason) return;
  const allowed = found.fields;
  const refused = (input.changes ?? []).find((change) => !allowed.includes(change.field));
  if (refused) errors.changes = M.changeNotAllowed(refused.field, found.value);
}

function dateErrors(input: EndorsementInput, today: string, errors: EndorsementErrors): void {
  const { effectiveDay, expiryDay } = input.policy;
  const expiry = dayNumber(expiryDay);
  const start = dayNumber(effectiveDay);
  if (start === null || expiry === null)
    throw new RangeError(`Invalid policy term ${effectiveDay} to ${expiryDay}`);
  const now = dayNumber(today);
  if (now === null) throw new RangeError(`Not a YYYY-MM-DD date: ${today}`);
  if (now >= expiry) errors.policy = M.policyExpired;
  if (input.effectiveDate.trim() === '') {
    errors.effectiveDate = M.required;
    return;
  }
  const date = dayNumber(input.effectiveDate.trim());
  if (date === null) errors.effectiveDate = M.invalidDate;
  else if (date < start || date >= expiry)
    errors.effectiveDate = M.outsidePolicyPeriod(effectiveDay, expiryDay);
}

/**
 * Checks the endorsement form (spec section 5): reason required; 'Increase Limit/Add Coverage' and
 * 'Other' need at least 10 characters of text; every change must be a field of the reason; the
 * date is required and must fall within the policy period (on or after the effective day, before
 * the expiry day); a policy whose term is over (`today` on or after the expiry day) cannot be
 * endorsed. Returns the errors by field; empty when the endorsement can be priced.
 */
export function validateEndorsement(input: EndorsementInput, today: string): EndorsementErrors {
  const errors: EndorsementErrors = {};
  reasonErrors(input, errors);
  dateErrors(input, today, errors);
  return errors;
}

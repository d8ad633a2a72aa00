import {
  ENDORSEMENT_TEXT_MIN_LENGTH,
  ERP_MESSAGES,
  isCalendarDay,
  parseDollarsText,
  type ErpReason,
} from '@bm/domain';
import type { ErpQuoteRequest } from '@bm/contracts';

/** The input step as typed. */
export interface ErpDraft {
  /** The ERP's effective date (spec 5), YYYY-MM-DD; the policy's expiry until the user changes it. */
  effectiveDate: string;
  years: string;
  erpReason: string | null;
  erpReasonText: string;
  knownClaims: 'yes' | 'no' | null;
}

export const EMPTY_ERP_DRAFT: ErpDraft = {
  effectiveDate: '',
  years: '',
  erpReason: null,
  erpReasonText: '',
  knownClaims: null,
};

/**
 * The draft a policy's ERP starts from: its effective date is the policy's expiry (a cancelled
 * policy ends on its cancellation date, which the user enters; the server says which day it is).
 */
export function startErpDraft(policyExpiryDay: string | null): ErpDraft {
  return { ...EMPTY_ERP_DRAFT, effectiveDate: policyExpiryDay ?? '' };
}

export type ErpDraftErrors = Partial<Record<keyof ErpDraft, string>>;

/** The checks the server repeats (domain validateErpQuote), in the same words. */
export function checkErpDraft(draft: ErpDraft): ErpDraftErrors {
  const errors: ErpDraftErrors = {};
  if (!isCalendarDay(draft.effectiveDate)) errors.effectiveDate = ERP_MESSAGES.required;
  if (!draft.years) errors.years = ERP_MESSAGES.required;
  if (!draft.erpReason) errors.erpReason = ERP_MESSAGES.required;
  else if (draft.erpReason === 'other' && draft.erpReasonText.trim().length < ENDORSEMENT_TEXT_MIN_LENGTH)
    errors.erpReasonText = ERP_MESSAGES.customReasonMinimum;
  if (!draft.knownClaims) errors.knownClaims = ERP_MESSAGES.required;
  return errors;
}

export function toQuoteRequest(draft: ErpDraft): ErpQuoteRequest {
  return {
    effectiveDate: draft.effectiveDate,
    years: Number(draft.years),
    erpReason: draft.erpReason as ErpReason,
    erpReasonText: draft.erpReason === 'other' ? draft.erpReasonText.trim() : null,
    knownClaims: draft.knownClaims === 'yes',
  };
}

/** The premium typed in dollars ($, commas and spaces ignored) in integer cents, or null. */
export function premiumCents(text: string): number | null {
  return parseDollarsText(text, { maxWholeDigits: 7 });
}

/** Cents as the dollars the premium field shows (e.g. 1850.25). */
export function centsToDollarsText(cents: number): string {
  return (cents / 100).toFixed(2);
}

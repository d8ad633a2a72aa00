import { MESSAGES } from '../messages.ts';
import { sumCents } from '../money.ts';
import { isCalendarDay } from './days.ts';
import type { CancellationOption } from './options.ts';
import type { CancellationPremiums } from './types.ts';

/** One problem with a cancellation, by form field (return lines are cancel_override_{key}). */
export interface CancellationIssue {
  field: string;
  message: string;
}

/** The form field of a premium line's return figure (spec 3: cancel_override_{premium}). */
export function returnPremiumField(key: string): string {
  return `cancel_override_${key}`;
}

/** Differences up to this many cents pass the policy premium check (spec 5: "within a cent"). */
export const PREMIUM_CHECK_TOLERANCE = 1;

/** House wording (the spec gives none): a return larger than what the line charged. */
export const RETURN_MORE_THAN_CHARGED = 'A return cannot be more than was charged for this line.';

/**
 * The return-premium rules of spec 5, messages word for word:
 * - every return figure (each line, the custom broker fee, the total) is 0 or negative;
 * - the total return premium is the sum of the lines (the custom broker fee left out);
 * - the policy premium's magnitude is the total return's plus the earned premium's, within a cent
 *   (magnitudes throughout, so returning more than was written fails too);
 * - when the basis is known, the custom broker fee returns at most what was charged for it
 *   (RETURN_MORE_THAN_CHARGED), so a hand edit never refunds more than was paid for it.
 */
export function validateCancellationPremiums(
  premiums: Pick<
    CancellationPremiums,
    'returnPremiums' | 'customBrokerFee' | 'totalReturnPremium' | 'earnedPremium' | 'policyPremium'
  > & { basis?: Pick<CancellationPremiums['basis'], 'customFeeTotal'> },
): CancellationIssue[] {
  const issues: CancellationIssue[] = [];
  const notNegative = (field: string) => issues.push({ field, message: MESSAGES.returnPremiumNotNegative });
  for (const [key, value] of Object.entries(premiums.returnPremiums)) {
    if (value > 0) notNegative(returnPremiumField(key));
  }
  if (premiums.customBrokerFee > 0) notNegative('customBrokerFee');
  const basis = premiums.basis;
  if (basis) {
    const tooMuch = (field: string) => issues.push({ field, message: RETURN_MORE_THAN_CHARGED });
    if (-premiums.customBrokerFee > Math.max(0, basis.customFeeTotal)) tooMuch('customBrokerFee');
  }
  if (premiums.totalReturnPremium > 0) notNegative('totalReturnPremium');
  if (premiums.totalReturnPremium !== sumCents(Object.values(premiums.returnPremiums))) {
    issues.push({ field: 'totalReturnPremium', message: MESSAGES.totalReturnPremiumMismatch });
  }
  const parts = Math.abs(premiums.totalReturnPremium) + Math.abs(premiums.earnedPremium);
  if (Math.abs(Math.abs(premiums.policyPremium) - parts) > PREMIUM_CHECK_TOLERANCE) {
    issues.push({ field: 'policyPremium', message: MESSAGES.cancellationPremiumMismatch });
  }
  return issues;
}

/**
 * House wording (the spec gives none) for a broker's date outside the window of spec 5; the date
 * picker should not offer such dates in the first place (brokerCancellationDateWindow).
 */
export const BROKER_DATE_WINDOW_MESSAGE = 'Please select a date between today and the policy expiry date.';

/** The dates a broker may pick (spec 5): from today to the policy expiry, both included. */
export function brokerCancellationDateWindow(
  today: string,
  policyExpiryDay: string,
): { min: string; max: string } {
  return { min: today, max: policyExpiryDay };
}

/** The uploaded signed cancellation form (its name and, when known, its media type). */
export interface SignedFormFile {
  name: string;
  type?: string;
}

/** True for a PDF: a .pdf name and, when a media type is given, application/pdf. */
export function isPdfFile(file: SignedFormFile): boolean {
  return /\.pdf$/i.test(file.name) && (file.type === undefined || file.type === 'application/pdf');
}

/** What the cancel form holds apart from the premiums. */
export interface CancellationFormValues {
  cancellationReason?: string | null;
  /** Description; a broker's is fixed (BROKER_CANCELLATION_DESCRIPTION), so not checked for them. */
  cancellationDescription?: string | null;
  cancOption?: CancellationOption | null;
  cancEffectiveDate?: string | null;
  signedForm?: SignedFormFile | null;
}

/** Who is cancelling, and the dates the rules read. */
export interface CancellationFormContext {
  /** Brokers (neither endorsement users nor super admins) use the self-service flow (spec 6). */
  isBroker: boolean;
  /** Today in Vancouver, YYYY-MM-DD (passed in; the domain never reads the clock). */
  today: string;
  policyExpiryDay: string;
}

/**
 * The form rules of spec 5: reason required; description and option required in the full flow;
 * a date required, and an option cannot be chosen before it; a broker's date between today and
 * the policy expiry and a signed PDF uploaded. Missing values read 'Required'.
 */
export function validateCancellationForm(
  values: CancellationFormValues,
  context: CancellationFormContext,
): CancellationIssue[] {
  const issues: CancellationIssue[] = [];
  const required = (field: string) => issues.push({ field, message: MESSAGES.required });
  const day = values.cancEffectiveDate ?? '';
  const hasDate = isCalendarDay(day);
  if (!values.cancellationReason) required('cancellationReason');
  if (!context.isBroker && !values.cancellationDescription) required('cancellationDescription');
  if (!hasDate) required('cancEffectiveDate');
  if (!context.isBroker) {
    if (values.cancOption && !hasDate) {
      issues.push({ field: 'cancOption', message: MESSAGES.selectCancellationDate });
    } else if (!values.cancOption) required('cancOption');
  }
  if (context.isBroker) {
    if (hasDate && (day < context.today || day > context.policyExpiryDay)) {
      issues.push({ field: 'cancEffectiveDate', message: BROKER_DATE_WINDOW_MESSAGE });
    }
    if (!values.signedForm) required('signedForm');
    else if (!isPdfFile(values.signedForm)) {
      issues.push({ field: 'signedForm', message: MESSAGES.invalidFileType });
    }
  }
  return issues;
}

/** Whether Cancel is enabled (spec 5): premiums computed, and no form or premium issue. */
export function canSubmitCancellation(
  values: CancellationFormValues,
  context: CancellationFormContext,
  premiums: CancellationPremiums | null,
): boolean {
  if (validateCancellationForm(values, context).length > 0) return false;
  return premiums !== null && validateCancellationPremiums(premiums).length === 0;
}

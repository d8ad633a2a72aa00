import { RENEWAL_MESSAGES } from './messages.ts';
import { DECLINE_REASONS, STOP_REASONS, stopInitiators } from './reasons.ts';

export interface StopActionInput {
  reason?: string | null;
  reasonDescription?: string | null;
  initiator?: string | null;
}

const blank = (value: string | null | undefined) => !value || value.trim() === '';

/**
 * Stop renewal and stop bind (spec 5): reason, reason description and initiator are all required,
 * else 'Required fields need to be filled'; the reason and initiator must be listed ones. Null when
 * the input is good.
 */
export function validateStopAction(input: StopActionInput, marketplaceName: string | null): string | null {
  if (blank(input.reason) || blank(input.reasonDescription) || blank(input.initiator)) {
    return RENEWAL_MESSAGES.stopRequired;
  }
  if (!STOP_REASONS.some((choice) => choice.value === input.reason))
    return RENEWAL_MESSAGES.stopReasonUnknown;
  if (!stopInitiators(marketplaceName).some((choice) => choice.value === input.initiator)) {
    return RENEWAL_MESSAGES.stopInitiatorUnknown;
  }
  return null;
}

export interface DeclineInput {
  declineReason?: string | null;
  declineDescription?: string | null;
}

export type DeclineIssue = { field: 'declineReason' | 'declineDescription'; message: string };

/** Decline (spec 5): a listed reason; 'other' needs a description ('Please provide more details'). */
export function validateDecline(input: DeclineInput): DeclineIssue | null {
  if (!DECLINE_REASONS.some((choice) => choice.value === input.declineReason)) {
    return { field: 'declineReason', message: RENEWAL_MESSAGES.declineReasonRequired };
  }
  if (input.declineReason === 'other' && blank(input.declineDescription)) {
    return { field: 'declineDescription', message: RENEWAL_MESSAGES.declineDetails };
  }
  return null;
}

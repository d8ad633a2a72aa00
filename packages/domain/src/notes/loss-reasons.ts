import type { Cents } from '../money.ts';

/**
 * What a loss reason asks for beside itself (spec 5, Account note): a price reason asks for the
 * target premium (cents); inadequate coverage for the coverage or limit required; other for why the
 * account could not be bound. The rest ask for nothing.
 */
export type LossReasonPrompt = { field: 'targetPremium'; label: string } | { field: 'detail'; label: string };

export interface LossReasonOption {
  value: string;
  label: string;
  prompt?: LossReasonPrompt;
}

const TARGET_PREMIUM: LossReasonPrompt = { field: 'targetPremium', label: 'Target premium' };

/**
 * Why a lead was lost (Closed-Loss needs one, spec 4). The spec names the prompted ones; the others
 * follow the decline-renewal reasons (spec 9) and the usual reasons a quoted lead is not bound.
 */
export const LOSS_REASONS = [
  { value: 'price-too-high', label: 'Price too high', prompt: TARGET_PREMIUM },
  { value: 'price-too-low', label: 'Price too low', prompt: TARGET_PREMIUM },
  {
    value: 'inadequate-coverage',
    label: 'Inadequate coverage',
    prompt: { field: 'detail', label: 'Coverage / limit required' },
  },
  { value: 'placed-elsewhere', label: 'Placed coverage elsewhere' },
  { value: 'insured-under-different-policy', label: 'Insured under a different policy' },
  { value: 'not-eligible', label: 'Not eligible for this product' },
  { value: 'no-longer-needed', label: 'Client no longer needs insurance' },
  { value: 'client-unresponsive', label: 'Client stopped responding' },
  { value: 'duplicate', label: 'Duplicate application' },
  {
    value: 'other',
    label: 'Other',
    prompt: { field: 'detail', label: 'Why could the account not be bound?' },
  },
] as const satisfies readonly LossReasonOption[];

export type LossReason = (typeof LOSS_REASONS)[number]['value'];
export const LOSS_REASON_VALUES = LOSS_REASONS.map((reason) => reason.value) as [LossReason, ...LossReason[]];

/** A Closed-Loss note's reason and the answer to its prompt (the note's lossReasonDetails, spec 3). */
export interface LossReasonDetails {
  reason: LossReason;
  /** Price too high / too low: the premium the client would take, in cents. */
  targetPremium?: Cents;
  /** Inadequate coverage: the coverage or limit required; other: why it could not be bound. */
  detail?: string;
}

export function lossReasonOption(value: string): LossReasonOption | undefined {
  return (LOSS_REASONS as readonly LossReasonOption[]).find((reason) => reason.value === value);
}

export function lossReasonLabel(value: string): string {
  return lossReasonOption(value)?.label ?? value;
}

/** The most a detail may hold. */
export const LOSS_DETAIL_MAX = 1000;

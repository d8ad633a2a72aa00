/** A choice of a select: the value sent to the server and the label shown. */
export interface RenewalChoice<V extends string = string> {
  value: V;
  label: string;
}

/** Why an insured declines the renewal (spec 9, Decline reasons). */
export const DECLINE_REASONS = [
  { value: 'price', label: 'Price' },
  { value: 'no-longer-a-tenant', label: 'No longer a tenant' },
  { value: 'renting-but-no-insurance', label: 'Renting but no insurance' },
  { value: 'inadequate-coverage', label: 'Inadequate coverage' },
  { value: 'placed-coverage-elsewhere', label: 'Placed coverage elsewhere' },
  { value: 'insured-under-different-policy', label: 'Insured under a different policy' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly RenewalChoice[];
export type DeclineReason = (typeof DECLINE_REASONS)[number]['value'];

/** Why underwriting stops a renewal or a bind (spec 9, stop-renewal reasons). */
export const STOP_REASONS = [
  { value: 'no-longer-support-class', label: 'No longer support the class' },
  { value: 'material-change-in-risk', label: 'Material change in risk' },
  { value: 'non-disclosure', label: 'Non-disclosure' },
  { value: 'underwriting-reason', label: 'Underwriting reason' },
  { value: 'request-by-client', label: 'Request by client' },
] as const satisfies readonly RenewalChoice[];
export type StopReason = (typeof STOP_REASONS)[number]['value'];

/** The company that runs the marketplace (the managing general agent), first of the initiators. */
export const COMPANY_NAME = 'Apollo';

export const STOP_INITIATOR_VALUES = ['company', 'insurer', 'marketplace'] as const;
export type StopInitiator = (typeof STOP_INITIATOR_VALUES)[number];

/**
 * Who asked for the stop (spec 9): the company, the insurer, and the record's marketplace by its
 * name, offered only when the record came from a named marketplace.
 */
export function stopInitiators(marketplaceName: string | null | undefined): RenewalChoice<StopInitiator>[] {
  const name = marketplaceName?.trim();
  return [
    { value: 'company', label: COMPANY_NAME },
    { value: 'insurer', label: 'Insurer' },
    ...(name ? [{ value: 'marketplace' as const, label: name }] : []),
  ];
}

/** The label of a value in a list of choices, or the value itself when it is not listed. */
export function choiceLabel(choices: readonly RenewalChoice[], value: string): string {
  return choices.find((choice) => choice.value === value)?.label ?? value;
}

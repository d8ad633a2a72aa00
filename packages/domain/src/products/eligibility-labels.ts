/** Eligibility display strings (spec section 8), word for word. */
export const ELIGIBILITY_LABELS = {
  exceedsLimits: 'Ineligible: Exceeds limits',
  eligible: 'Eligible',
  ineligible: 'Ineligible',
  noCoverage: 'No Coverage',
  noDeductible: 'No Deductible',
} as const;

export type CoverageValueKind = 'coverage' | 'deductible';

/**
 * The display label of a coverage (or deductible) value in an eligibility result:
 * -1 -> 'Ineligible: Exceeds limits' (spec 8); null, NaN and other negatives -> 'Ineligible'
 * (no value could be offered); 0 -> 'No Coverage', or 'No Deductible' for a deductible;
 * any positive value -> 'Eligible' (the amount itself is shown by the caller).
 */
export function coverageValueLabel(value: number | null, kind: CoverageValueKind = 'coverage'): string {
  if (value === -1) return ELIGIBILITY_LABELS.exceedsLimits;
  if (value === null || !Number.isFinite(value) || value < 0) return ELIGIBILITY_LABELS.ineligible;
  if (value === 0)
    return kind === 'deductible' ? ELIGIBILITY_LABELS.noDeductible : ELIGIBILITY_LABELS.noCoverage;
  return ELIGIBILITY_LABELS.eligible;
}

import {
  defaultCorrespondenceLocale,
  formProvince,
  type Locale,
  policyEffectiveInstant,
  type ApplicationQuote,
  type Form,
  type PolicyStatus,
} from '@bm/domain';

/** Statuses in which the broker may still change the answers (spec 4: started -> indicated -> quoted). */
export const EDITABLE_STATUSES: readonly PolicyStatus[] = [
  'started',
  'indicated',
  'quoted',
  'referred',
  'rejected',
];

export const NOT_EDITABLE_MESSAGE = 'This policy is already bound. Change it with an endorsement.';

/**
 * Where the answers put the application: rejected or referred when eligibility says so; quoted
 * when every page is complete and priced; indicated when a price can already be shown; else started.
 */
export function statusFromQuote({ eligibility, errors, quote }: ApplicationQuote): PolicyStatus {
  if (eligibility.status === 'rejected') return 'rejected';
  if (eligibility.status === 'referred') return 'referred';
  if (quote.priced && Object.keys(errors).length === 0) return 'quoted';
  if (quote.priced) return 'indicated';
  return 'started';
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The record columns that mirror answers (so the CRM can filter and search them). */
export function columnsFromForm(form: Form) {
  const effectiveDay = text(form['policy-effective-date']);
  let policyEffectiveDate: Date | null = null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(effectiveDay)) {
    try {
      policyEffectiveDate = policyEffectiveInstant(effectiveDay);
    } catch {
      policyEffectiveDate = null;
    }
  }
  return {
    insuredName: text(form['insured-name']).slice(0, 200),
    email: text(form.email).slice(0, 200),
    phone: text(form.phone).slice(0, 50) || null,
    province: formProvince(form),
    policyEffectiveDate,
    effectiveDay: policyEffectiveDate ? effectiveDay : null,
  };
}

/**
 * The language of correspondence an open application's answers give it (decision 0079, "Whose
 * language"): it follows the insured's province (French for Quebec) until a user chooses one on the
 * record; a chosen language, like a bound policy's, is kept whatever the address becomes.
 */
export function followedCorrespondence(
  current: { correspondenceLanguageChosen: boolean },
  province: string | null,
): { correspondenceLanguage: Locale } | Record<string, never> {
  return current.correspondenceLanguageChosen
    ? {}
    : { correspondenceLanguage: defaultCorrespondenceLocale(province) };
}

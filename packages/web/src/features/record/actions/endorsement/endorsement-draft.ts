import type { Application } from '@bm/contracts';
import {
  applyAnswer,
  formatDate,
  validateEndorsement,
  type EndorsementChange,
  type EndorsementErrors,
  type Form,
  type FormValue,
  type ProductDefinition,
} from '@bm/domain';
import type { EndorsementQuoteRequest } from './api.ts';

/** The endorsement as the user enters it. `edits` holds the answers typed, by form key. */
export interface EndorsementDraft {
  reason: string;
  reasonText: string;
  comments: string;
  /** YYYY-MM-DD. */
  effectiveDate: string;
  edits: Record<string, FormValue>;
  ticketNumber: string;
}

/** The policy period as days (Vancouver): in force from effectiveDay to the day before expiryDay. */
export interface PolicyTerm {
  effectiveDay: string;
  expiryDay: string;
  /** The last day the endorsement may take effect: the day before expiry. */
  lastDay: string;
}

function previousDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
}

/** The record's term, or null when it has no effective or expiry date (it cannot be endorsed). */
export function policyTerm(
  record: Pick<Application, 'policyEffectiveDate' | 'policyExpiryDate'>,
): PolicyTerm | null {
  const effectiveDay = formatDate(record.policyEffectiveDate);
  const expiryDay = formatDate(record.policyExpiryDate);
  if (!effectiveDay || !expiryDay) return null;
  return { effectiveDay, expiryDay, lastDay: previousDay(expiryDay) };
}

/** The default endorsement date: today, or the policy effective day when the policy starts later. */
export function defaultEffectiveDate(term: PolicyTerm | null, today: string): string {
  if (!term) return today;
  return term.effectiveDay > today ? term.effectiveDay : today;
}

export function emptyDraft(effectiveDate: string): EndorsementDraft {
  return { reason: '', reasonText: '', comments: '', effectiveDate, edits: {}, ticketNumber: '' };
}

/** A record's answers as the domain's Form. */
export function formOf(record: Pick<Application, 'form'>): Form {
  return record.form as Form;
}

/** Blank answers ('' and []) count as none, so clearing a field that had no answer is no change. */
function normalised(value: FormValue | undefined): FormValue {
  if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return null;
  return value;
}

export function sameAnswer(a: FormValue | undefined, b: FormValue | undefined): boolean {
  return JSON.stringify(normalised(a)) === JSON.stringify(normalised(b));
}

/** Only the fields the reason may change whose answer differs from the policy's: {field, newValue}. */
export function changesOf(
  current: Form,
  edits: Record<string, FormValue>,
  fields: readonly string[],
): EndorsementChange[] {
  return fields
    .filter((field) => Object.hasOwn(edits, field) && !sameAnswer(edits[field], current[field]))
    .map((field) => ({ field, newValue: edits[field] ?? null }));
}

/** The answers with the changes applied as the server applies them (side effects and visibility). */
export function formWithChanges(
  definition: ProductDefinition,
  current: Form,
  changes: readonly EndorsementChange[],
): Form {
  return changes.reduce(
    (form, change) => applyAnswer(definition, change.field, change.newValue, form),
    current,
  );
}

/** The draft's errors (spec 5): reason and date required, text of 10+ characters, date in the period. */
export function draftErrors(
  draft: EndorsementDraft,
  changes: readonly EndorsementChange[],
  term: PolicyTerm | null,
  productId: string,
  today: string,
): EndorsementErrors {
  if (!term) return { policy: 'This policy has no policy period to endorse.' };
  return validateEndorsement(
    {
      reason: draft.reason,
      reasonText: draft.reasonText,
      effectiveDate: draft.effectiveDate,
      changes,
      policy: { effectiveDay: term.effectiveDay, expiryDay: term.expiryDay, productId },
    },
    today,
  );
}

/** What the preview prices and the save sends (without expectedTotal). */
export function endorsementRequest(
  draft: EndorsementDraft,
  changes: readonly EndorsementChange[],
): EndorsementQuoteRequest {
  const reasonText = draft.reasonText.trim();
  const comments = draft.comments.trim();
  return {
    reason: draft.reason,
    ...(reasonText ? { reasonText } : {}),
    ...(comments ? { comments } : {}),
    effectiveDate: draft.effectiveDate,
    changes: changes.map((change) => ({ field: change.field, newValue: change.newValue })),
  };
}

/** The priced part of a request: comments do not change the figures, so typing them does not re-price. */
export function pricedPart(request: EndorsementQuoteRequest): EndorsementQuoteRequest {
  const { comments: _comments, ...priced } = request;
  return priced;
}

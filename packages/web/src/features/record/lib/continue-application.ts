import type { Application } from '@bm/contracts';
import type { PolicyStatus } from '@bm/domain';

/** Statuses of an application not yet bound, which the broker can still complete. */
export const UNBOUND_STATUSES: readonly PolicyStatus[] = ['started', 'indicated', 'quoted', 'referred'];

/**
 * Where the broker continues an unbound application: its product's application pages (the
 * product's applicationPath is its productId), or null once it is bound or closed.
 */
export function continueApplicationPath(
  record: Pick<Application, 'applicationId' | 'productId' | 'status'>,
): string | null {
  if (!UNBOUND_STATUSES.includes(record.status)) return null;
  const query = new URLSearchParams({ applicationId: record.applicationId });
  return `/products/${encodeURIComponent(record.productId)}/application?${query.toString()}`;
}

/** The date the policy starts: the record's, else the form's 'policy-effective-date'. */
export function effectiveDateOf(record: Pick<Application, 'policyEffectiveDate' | 'form'>): string | null {
  if (record.policyEffectiveDate) return record.policyEffectiveDate;
  const fromForm = record.form['policy-effective-date'];
  return typeof fromForm === 'string' && fromForm !== '' ? fromForm : null;
}

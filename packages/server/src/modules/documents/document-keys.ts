import { formatDate } from '@bm/domain';

/** The kinds of document rows this module writes (documents.kind). */
export type PolicyDocumentKind = 'declarations' | 'policy-wording';

/** The bound day as YYYYMMDD in Vancouver time (spec section 9: report and policy dates). */
export function boundDay(boundAt: Date): string {
  return formatDate(boundAt).replaceAll('-', '');
}

/** A file name safe in a path key and a download: letters, digits, dot, dash and underscore. */
export function safeFileName(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[.-]+/, '') || 'document';
}

/** The document path key of spec section 9: {policyNumber or applicationId}/{bound date YYYYMMDD}/{name}. */
export function documentKey(reference: string, boundAt: Date, name: string): string {
  return `${safeFileName(reference)}/${boundDay(boundAt)}/${safeFileName(name)}`;
}

/** The file names of a policy's documents, named after the policy number (or application id). */
export function policyDocumentName(kind: PolicyDocumentKind, reference: string): string {
  return kind === 'declarations' ? `Declarations-${reference}.pdf` : `Policy-Wording-${reference}.pdf`;
}

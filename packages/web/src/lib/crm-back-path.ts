/** The CRM list's search (filters, sort, page) carried to a record so its back link returns there. */
export interface CrmRecordLinkState {
  crmSearch: string;
}

export function recordLinkState(search: string): CrmRecordLinkState {
  return { crmSearch: search };
}

export function crmBackPath(state: unknown): string {
  if (state && typeof state === 'object' && 'crmSearch' in state) {
    const search = (state as { crmSearch: unknown }).crmSearch;
    if (typeof search === 'string' && search.startsWith('?')) return `/crm${search}`;
  }
  return '/crm';
}

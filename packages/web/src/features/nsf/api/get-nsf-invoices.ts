import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { nsfInvoicesQueryOptions, type NsfListRequest } from '../../../lib/nsf-invoices.ts';

/** GET /api/nsfInvoices for the /nsf page: the rows stay on screen while the next page loads. */
export function useNsfInvoices(request: NsfListRequest) {
  return useQuery({ ...nsfInvoicesQueryOptions(request), placeholderData: keepPreviousData });
}

import { useQuery } from '@tanstack/react-query';
import { NSF_PAGE_SIZES } from '@bm/contracts';
import { nsfInvoicesQueryOptions } from '../../../../lib/nsf-invoices.ts';

/** The most NSF invoices one page holds; a policy has at most one per missed instalment. */
const POLICY_NSF_LIMIT = NSF_PAGE_SIZES.at(-1)!;

/** GET /api/nsfInvoices?applicationId=: this policy's NSF invoices, newest first. */
export function usePolicyNsfInvoices(applicationId: string) {
  return useQuery(nsfInvoicesQueryOptions({ applicationId, limit: POLICY_NSF_LIMIT }));
}

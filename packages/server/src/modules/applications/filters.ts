import { ilike, notInArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { applicationListQuery } from '@bm/contracts';
import { HIDDEN_SALES_STATUSES } from '@bm/domain';
import { applications } from '../../db/schema.ts';
import type { AccessScope } from '../policies/index.ts';

export type ListQuery = z.output<typeof applicationListQuery>;

/** `text` as a literal ILIKE pattern: backslash, % and _ lose their special meaning. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Case-insensitive contains over policy number, insured name and email (trigram GIN indexes). */
export function searchCondition(term: string): SQL | undefined {
  const pattern = `%${escapeLike(term)}%`;
  return or(
    ilike(applications.policyNumber, pattern),
    ilike(applications.insuredName, pattern),
    ilike(applications.email, pattern),
  );
}

const NO_BROKERAGE = '00000000-0000-0000-0000-000000000000';
const p = (name: string) => sql.placeholder(name);

/**
 * One WHERE condition of the CRM list: when it applies, its SQL (values as placeholders, so that each
 * combination of conditions is prepared once) and its placeholder values.
 */
export interface ListFilter {
  name: string;
  applies(scope: AccessScope, query: ListQuery): boolean;
  condition: SQL;
  values(scope: AccessScope, query: ListQuery): Record<string, unknown>;
}

const columnEquals = (name: keyof ListQuery & string, column: AnyColumn): ListFilter => ({
  name,
  applies: (_s, q) => Boolean(q[name]),
  condition: sql`${column} = ${p(name)}`,
  values: (_s, q) => ({ [name]: q[name] }),
});

export const LIST_FILTERS: ListFilter[] = [
  {
    name: 'scope',
    applies: (s) => s.kind === 'brokerage',
    condition: sql`${applications.brokerageId} = ${p('scopeBrokerageId')}::uuid`,
    values: (s) => ({
      scopeBrokerageId: s.kind === 'brokerage' ? (s.brokerageId ?? NO_BROKERAGE) : NO_BROKERAGE,
    }),
  },
  {
    name: 'status',
    applies: (_s, q) => Boolean(q.status?.length),
    condition: sql`${applications.status} = any(${p('status')}::text[])`,
    values: (_s, q) => ({ status: q.status }),
  },
  {
    name: 'salesStatus',
    applies: (_s, q) => Boolean(q.salesStatus?.length),
    condition: sql`${applications.salesStatus} = any(${p('salesStatus')}::text[])`,
    values: (_s, q) => ({ salesStatus: q.salesStatus }),
  },
  {
    // Closed-Loss and Closed-Test leave the CRM unless asked for (includeClosed, or named in salesStatus).
    name: 'hideClosed',
    applies: (_s, q) => !q.salesStatus?.length && !q.includeClosed,
    condition: notInArray(applications.salesStatus, [...HIDDEN_SALES_STATUSES]),
    values: () => ({}),
  },
  columnEquals('productId', applications.productId),
  {
    name: 'brokerageId',
    applies: (_s, q) => Boolean(q.brokerageId),
    condition: sql`${applications.brokerageId} = ${p('brokerageId')}::uuid`,
    values: (_s, q) => ({ brokerageId: q.brokerageId }),
  },
  columnEquals('province', applications.province),
  columnEquals('paymentPeriod', applications.paymentPeriod),
  {
    // A policy number, whole or its beginning (e.g. HFI-2025-1010): a prefix seek on the btree of
    // policy numbers, instead of merging the trigram lists every policy number shares.
    name: 'policyNumberSearch',
    applies: (_s, q) => isPolicyNumberSearch(q.search),
    condition: sql`${applications.policyNumber} like ${p('policyPrefix')}`,
    values: (_s, q) => ({ policyPrefix: `${escapeLike((q.search ?? '').trim().toUpperCase())}%` }),
  },
  {
    name: 'search',
    applies: (_s, q) => Boolean(q.search) && !isPolicyNumberSearch(q.search),
    condition: sql`(${applications.policyNumber} ilike ${p('pattern')} or ${applications.insuredName} ilike ${p('pattern')} or ${applications.email} ilike ${p('pattern')})`,
    values: (_s, q) => ({ pattern: `%${escapeLike(q.search ?? '')}%` }),
  },
];

/** Policy numbers are {CODE}-{YYYY}-{digits}; a term shaped like one (at least code and year) is one. */
export function isPolicyNumberSearch(term: string | undefined): boolean {
  return /^[A-Za-z]{2,3}-\d{4}-\d*$/.test((term ?? '').trim());
}

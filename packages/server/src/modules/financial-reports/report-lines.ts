import { and, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { AccountingDrillRow } from '@bm/contracts';
import { formatDate } from '@bm/domain';
import { applications, policyTransactions } from '../../db/schema.ts';
import { inPeriod, type Period } from './scope.ts';

/**
 * The commission report's lines as the accounting reports read them (docs/decisions/0043): the
 * figures recordPolicyChange stored on each money-moving history row (decision 0039). One home for
 * reading a figure, choosing the lines of a period and listing a drill-down's rows, for the grouped
 * reports (ledger-reports.ts) and the tax report by authority (tax-authorities.ts).
 */

/** A stored figure of the line, in cents (0 when the line has none). */
export const figure = (key: string) =>
  sql<string>`coalesce((${policyTransactions.reportFigures}->>${sql.raw(`'${key}'`)})::bigint, 0)`;
export const sumOf = (expression: SQL) => sql<string>`coalesce(sum(${expression}), 0)`;

/** The lines booked in the period within the scope (and `extra`). */
export const linesWhere = (scope: SQL | undefined, period: Period, extra?: SQL) =>
  and(
    isNotNull(policyTransactions.reportFigures),
    inPeriod(policyTransactions.createdAt, period),
    scope,
    extra,
  );

/** What a drill-down shows of each line, beside its figures. */
export const drillColumns = {
  transactionId: sql<string>`${policyTransactions.id}::text`,
  applicationId: applications.id,
  policyNumber: applications.policyNumber,
  insuredName: applications.insuredName,
  createdAt: policyTransactions.createdAt,
  type: policyTransactions.type,
};

/** A drill-down row: the line (or ledger entry) read with drillColumns' names, and its figures. */
export const drillRow = (
  row: {
    transactionId: string;
    applicationId: string;
    policyNumber: string | null;
    insuredName: string;
    createdAt: Date;
    type: string;
  },
  figures: Record<string, number>,
): AccountingDrillRow => ({
  transactionId: row.transactionId,
  applicationId: row.applicationId,
  policyNumber: row.policyNumber,
  insuredName: row.insuredName,
  date: formatDate(row.createdAt),
  type: row.type,
  figures,
});

/** The drill-down's row cap on screen: the totals still cover every row, and its CSV lists them all. */
export const DRILL_ROW_LIMIT = 2_000;

export interface Drill {
  label: string;
  rows: AccountingDrillRow[];
  totals: Record<string, number>;
  count: number;
}

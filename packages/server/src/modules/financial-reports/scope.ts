import { inArray, sql, type SQL } from 'drizzle-orm';
import type { AccountingReportQuery } from '@bm/contracts';
import { ACCOUNTING_MAX_MONTHS, firstDayOfMonth, monthsFrom, nextMonth, vancouverDayStart } from '@bm/domain';
import { applications } from '../../db/schema.ts';
import { badRequest, forbidden } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth-context.ts';
import { accessScope } from '../policies/index.ts';

export const OWN_BROKERAGE_ONLY = "You can only see your own brokerage's accounting reports.";

/** The period's months and its bounds as instants: [start, end). */
export interface Period {
  months: string[];
  start: Date;
  end: Date;
}

export function periodOf(query: Pick<AccountingReportQuery, 'from' | 'to'>): Period {
  const months = monthsFrom(query.from, query.to);
  if (months.length === 0) throw badRequest('The period must end on or after the month it starts.');
  if (months.length > ACCOUNTING_MAX_MONTHS)
    throw badRequest(`A report covers at most ${ACCOUNTING_MAX_MONTHS} months.`);
  return periodOfMonths(months);
}

/** The period of these consecutive months (at least one), whatever their number. */
export function periodOfMonths(months: string[]): Period {
  return {
    months,
    start: vancouverDayStart(firstDayOfMonth(months[0]!)),
    end: vancouverDayStart(firstDayOfMonth(nextMonth(months[months.length - 1]!))),
  };
}

/**
 * The brokerages a user's report covers, with the brokerage filter (null: every brokerage; empty:
 * none): finance staff and super admins (and the other roles that see every brokerage) any
 * brokerage; brokers and agency users their own only (asking for another is refused rather than
 * answered empty).
 */
export function reportBrokerages(user: AuthUser, brokerageId: string | undefined): string[] | null {
  const scope = accessScope(user);
  if (scope.kind === 'brokerage' && brokerageId && brokerageId !== scope.brokerageId) {
    throw forbidden(OWN_BROKERAGE_ONLY);
  }
  if (brokerageId) return [brokerageId];
  if (scope.kind === 'all') return null;
  return scope.brokerageId ? [scope.brokerageId] : [];
}

/** The applications of those brokerages (undefined: every one). */
export function brokeragesCondition(brokerages: string[] | null): SQL | undefined {
  if (brokerages === null) return undefined;
  return brokerages.length > 0 ? inArray(applications.brokerageId, brokerages) : sql`false`;
}

/** The rows a user may see, with the brokerage filter (see reportBrokerages). */
export function brokerageCondition(user: AuthUser, brokerageId: string | undefined): SQL | undefined {
  return brokeragesCondition(reportBrokerages(user, brokerageId));
}

export { vancouverDay, vancouverMonth } from '../../db/vancouver-sql.ts';

export const inPeriod = (column: unknown, period: Period) =>
  sql`${column} >= ${period.start.toISOString()}::timestamptz and ${column} < ${period.end.toISOString()}::timestamptz`;

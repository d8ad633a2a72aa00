import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AccountingReportQuery } from '@bm/contracts';
import {
  ACCOUNTING_MAX_MONTHS,
  firstDayOfMonth,
  monthsFrom,
  nextMonth,
  policyEffectiveInstant,
} from '@bm/domain';
import { applications } from '../../db/schema.ts';
import { badRequest, forbidden } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth-context.ts';
import { accessScope, scopeCondition } from '../applications/access.ts';

export const OWN_BROKERAGE_ONLY = "You can only see your own brokerage's accounting reports.";

/** The start of a Vancouver day (a policy day starts one minute later, at 00:01). */
export const dayStartInstant = (day: string) => new Date(policyEffectiveInstant(day).getTime() - 60_000);

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
  return {
    months,
    start: dayStartInstant(firstDayOfMonth(query.from)),
    end: dayStartInstant(firstDayOfMonth(nextMonth(query.to))),
  };
}

/**
 * The rows a user may see, with the brokerage filter: finance staff and super admins (and the other
 * roles that see every brokerage) any brokerage; brokers and agency users their own only (asking for
 * another is refused rather than answered empty).
 */
export function brokerageCondition(user: AuthUser, brokerageId: string | undefined): SQL | undefined {
  const scope = accessScope(user);
  if (scope.kind === 'brokerage' && brokerageId && brokerageId !== scope.brokerageId) {
    throw forbidden(OWN_BROKERAGE_ONLY);
  }
  return and(scopeCondition(scope), brokerageId ? eq(applications.brokerageId, brokerageId) : undefined);
}

export { vancouverDay, vancouverMonth } from '../../db/vancouver-sql.ts';

export const inPeriod = (column: unknown, period: Period) =>
  sql`${column} >= ${period.start.toISOString()}::timestamptz and ${column} < ${period.end.toISOString()}::timestamptz`;

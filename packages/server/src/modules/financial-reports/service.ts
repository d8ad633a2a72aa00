import type {
  AccountingDrillQuery,
  AccountingDrillRow,
  AccountingDrillResponse,
  AccountingReportQuery,
  AccountingReportResponse,
} from '@bm/contracts';
import { ACCOUNTING_REPORT_DEFINITIONS, isMonth, type AccountingReportKind, type Locale } from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../lib/errors.ts';
import { labelIn } from '../../lib/i18n/labels.ts';
import type { AuthUser } from '../../plugins/auth-context.ts';
import { groupedDrill, groupedReport, refundsAndFees, refundsAndFeesDrill } from './ledger-reports.ts';
import { DRILL_ROW_LIMIT } from './report-lines.ts';
import { premiumDrill } from './premium.ts';
import { premiumReport } from './premium-months.ts';
import { brokerageCondition, periodOf, reportBrokerages } from './scope.ts';
import { taxAuthorityDrill, taxAuthorityReport } from './tax-authorities.ts';

/**
 * The accounting reports on /financial-reports (spec 2.1, 2.2 Accounting; issue 15 item 2;
 * docs/decisions/0043). Every signed-in user may open them (the spec's route is "signed in only"):
 * finance staff and super admins over every brokerage with a brokerage filter, brokers and agency
 * users over their own brokerage.
 */
export async function accountingReport(
  db: Db,
  user: AuthUser,
  kind: AccountingReportKind,
  query: AccountingReportQuery,
  /** The request's language: the rows' labels are said in it, on screen and in the CSV. */
  locale: Locale,
): Promise<AccountingReportResponse> {
  const brokerages = reportBrokerages(user, query.brokerageId);
  const scope = brokerageCondition(user, query.brokerageId);
  const period = periodOf(query);
  const base = { report: kind, from: query.from, to: query.to };
  if (kind === 'premium') {
    // The closed months stored by the month-close job, the others computed (decision 0049).
    const report = await premiumReport(db, brokerages, period);
    return {
      ...base,
      rows: report.months.map(({ month, ...figures }) => ({ key: month, label: month, figures })),
      totals: report.totals,
      openingUnearned: report.openingUnearned,
    };
  }
  const rows =
    kind === 'refunds-fees'
      ? await refundsAndFees(db, scope, period)
      : kind === 'tax-authorities'
        ? await taxAuthorityReport(db, scope, period, locale)
        : await groupedReport(db, kind, scope, period, locale);
  const keys = ACCOUNTING_REPORT_DEFINITIONS[kind].figures.map((figure) => figure.key);
  const totals = Object.fromEntries(
    keys.map((key) => [key, rows.reduce((sum, row) => sum + (row.figures[key] ?? 0), 0)]),
  );
  return { ...base, rows, totals };
}

export async function accountingDrill(
  db: Db,
  user: AuthUser,
  kind: AccountingReportKind,
  query: AccountingDrillQuery,
  /** The request's language: the row's label and each transaction's type are said in it. */
  locale: Locale,
  /** Every transaction (the CSV) rather than the first DRILL_ROW_LIMIT (the screen). */
  { all = false }: { all?: boolean } = {},
): Promise<AccountingDrillResponse> {
  const limit = all ? null : DRILL_ROW_LIMIT;
  const scope = brokerageCondition(user, query.brokerageId);
  const period = periodOf(query);
  const byMonth = kind === 'premium' || kind === 'refunds-fees';
  if (byMonth && (!isMonth(query.key) || !period.months.includes(query.key))) {
    throw badRequest('key must be a month of the period, YYYY-MM.');
  }
  const base = { report: kind, key: query.key, limit: limit ?? DRILL_ROW_LIMIT };
  // A transaction's type is the domain's label (New Business) or a refund's (Card refund).
  const typed = (rows: AccountingDrillRow[]) =>
    rows.map((row) => ({ ...row, type: labelIn(row.type, locale) }));
  if (kind === 'premium') {
    const rows = typed(await premiumDrill(db, scope, periodOf({ from: query.key, to: query.key })));
    const sum = (key: string) => rows.reduce((total, row) => total + (row.figures[key] ?? 0), 0);
    return {
      ...base,
      label: query.key,
      rows: limit === null ? rows : rows.slice(0, limit),
      count: rows.length,
      totals: { written: sum('written'), earned: sum('earned'), unearned: sum('unearned') },
    };
  }
  const drill =
    kind === 'refunds-fees'
      ? await refundsAndFeesDrill(db, scope, periodOf({ from: query.key, to: query.key }), query.key, limit)
      : kind === 'tax-authorities'
        ? await taxAuthorityDrill(db, scope, period, query.key, limit, locale)
        : await groupedDrill(db, kind, scope, period, query.key, limit, locale);
  return { ...base, ...drill, rows: typed(drill.rows) };
}

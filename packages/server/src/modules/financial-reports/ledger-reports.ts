import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { AccountingDrillRow, AccountingReportRow } from '@bm/contracts';
import { insurerName, PROVINCES, type AccountingReportKind, type Locale } from '@bm/domain';
import type { Db } from '../../db/client.ts';
import {
  applications,
  ledgerEntries,
  partnerPayoutLines,
  partnerPayouts,
  policyTransactions,
} from '../../db/schema.ts';
import { badRequest } from '../../lib/errors.ts';
import { labelIn } from '../../lib/i18n/labels.ts';
import { drillColumns, drillRow, figure, linesWhere, sumOf, type Drill } from './report-lines.ts';
import { inPeriod, vancouverMonth, type Period } from './scope.ts';

/**
 * The accounting reports that are plain sums of stored integers (docs/decisions/0043): taxes,
 * commissions, insurer premium, refunds and fees. Each is one SQL aggregate over the commission
 * report's lines (the figures recordPolicyChange stored on each money-moving history row, decision
 * 0039) or over the ledger's refund entries, and its drill-down reads the same rows one by one, so
 * the drill-down adds up to the figure it explains.
 */

/** The line's share is in a completed payout of that partner type (partner payouts, decision 0040). */
const paidTo = (partnerType: 'brokerage' | 'insurer') => sql<boolean>`exists (
  select 1 from ${partnerPayoutLines} join ${partnerPayouts} on ${partnerPayouts.id} = ${partnerPayoutLines.payoutId}
  where ${partnerPayoutLines.transactionId} = ${policyTransactions.id}
    and ${partnerPayoutLines.partnerType} = ${partnerType} and ${partnerPayouts.status} = 'completed')`;
const paidFigure = (key: string, partnerType: 'brokerage' | 'insurer') =>
  sql`case when ${paidTo(partnerType)} then ${figure(key)} else 0 end`;

const UNKNOWN = 'unknown';
const provinceKey = sql<string>`coalesce(${applications.province}, ${sql.raw(`'${UNKNOWN}'`)})`;
const insurerKey = sql<string>`coalesce(${applications.insurerId}, ${sql.raw(`'${UNKNOWN}'`)})`;


interface Grouped {
  key: SQL<string>;
  /** The key's condition in a drill-down; refuses a key the report cannot have. */
  keyCondition: (key: string) => SQL;
  /** The row's label in the request's language (a name and a code stay as they are). */
  label: (key: string, name: string, locale: Locale) => string;
  name?: SQL<string>;
  figures: Record<string, SQL>;
  /** Figures derived from the summed ones. */
  derived?: (figures: Record<string, number>) => Record<string, number>;
}

const GROUPED: Record<
  Exclude<AccountingReportKind, 'premium' | 'refunds-fees' | 'tax-authorities'>,
  Grouped
> = {
  taxes: {
    key: provinceKey,
    keyCondition: (key) => {
      if (!(PROVINCES as readonly string[]).includes(key) && key !== UNKNOWN)
        throw badRequest('key must be a province code.');
      return sql`${provinceKey} = ${key}`;
    },
    label: (key, _, locale) => (key === UNKNOWN ? labelIn('No province', locale) : key),
    figures: { premiumTax: figure('taxes'), gstHst: figure('gstHst'), pst: figure('pst') },
    derived: (f) => ({ total: (f.premiumTax ?? 0) + (f.gstHst ?? 0) + (f.pst ?? 0) }),
  },
  commissions: {
    key: sql<string>`${applications.brokerageId}::text`,
    keyCondition: (key) => {
      if (!/^[0-9a-f-]{36}$/i.test(key)) throw badRequest('key must be a brokerage id.');
      return eq(applications.brokerageId, key);
    },
    name: sql<string>`max(${applications.brokerageName})`,
    label: (_, name) => name,
    figures: { commission: figure('brokerCommission'), paid: paidFigure('brokerCommission', 'brokerage') },
    derived: (f) => ({ payable: (f.commission ?? 0) - (f.paid ?? 0) }),
  },
  insurers: {
    key: insurerKey,
    keyCondition: (key) => sql`${insurerKey} = ${key}`,
    label: (key) => insurerName(key),
    figures: { insurerPremium: figure('insurerPremium'), paid: paidFigure('insurerPremium', 'insurer') },
    derived: (f) => ({ payable: (f.insurerPremium ?? 0) - (f.paid ?? 0) }),
  },
};

const numbers = (row: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(keys.map((key) => [key, Number(row[key] ?? 0)]));

const withDerived = (definition: Grouped, figures: Record<string, number>) => ({
  ...figures,
  ...(definition.derived?.(figures) ?? {}),
});

export async function groupedReport(
  db: Db,
  kind: keyof typeof GROUPED,
  scope: SQL | undefined,
  period: Period,
  locale: Locale,
): Promise<AccountingReportRow[]> {
  const definition = GROUPED[kind];
  const keys = Object.keys(definition.figures);
  const rows = await db
    .select({
      key: definition.key,
      name: definition.name ?? sql<string>`''`,
      ...Object.fromEntries(keys.map((key) => [key, sumOf(definition.figures[key]!)])),
    })
    .from(policyTransactions)
    .innerJoin(applications, eq(applications.id, policyTransactions.applicationId))
    .where(linesWhere(scope, period))
    .groupBy(definition.key)
    .orderBy(asc(definition.key));
  return rows
    .map((row) => ({
      key: row.key,
      label: definition.label(row.key, String(row.name ?? ''), locale),
      figures: withDerived(definition, numbers(row, keys)),
    }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

export async function groupedDrill(
  db: Db,
  kind: keyof typeof GROUPED,
  scope: SQL | undefined,
  period: Period,
  key: string,
  limit: number | null,
  locale: Locale,
): Promise<Drill> {
  const definition = GROUPED[kind];
  const keys = Object.keys(definition.figures);
  const where = linesWhere(scope, period, definition.keyCondition(key));
  const [totals] = await db
    .select({
      name: definition.name ?? sql<string>`''`,
      count: sql<number>`count(*)::int`,
      ...Object.fromEntries(keys.map((k) => [k, sumOf(definition.figures[k]!)])),
    })
    .from(policyTransactions)
    .innerJoin(applications, eq(applications.id, policyTransactions.applicationId))
    .where(where);
  const select = db
    .select({ ...drillColumns, ...Object.fromEntries(keys.map((k) => [k, definition.figures[k]!])) })
    .from(policyTransactions)
    .innerJoin(applications, eq(applications.id, policyTransactions.applicationId))
    .where(where)
    .orderBy(asc(policyTransactions.createdAt), asc(policyTransactions.id));
  const rows = await (limit === null ? select : select.limit(limit));
  return {
    label: definition.label(key, String(totals?.name ?? ''), locale),
    count: totals?.count ?? 0,
    totals: withDerived(definition, numbers(totals ?? {}, keys)),
    rows: rows.map((row) => drillRow(row, withDerived(definition, numbers(row, keys)))),
  };
}

/** Refunds paid (ledger refund entries) and fees charged (the lines' fees), by Vancouver month. */
export async function refundsAndFees(
  db: Db,
  scope: SQL | undefined,
  period: Period,
): Promise<AccountingReportRow[]> {
  const feeMonth = vancouverMonth(policyTransactions.createdAt);
  const refundMonth = vancouverMonth(ledgerEntries.createdAt);
  const fees = await db
    .select({ month: feeMonth, amount: sumOf(figure('fees')) })
    .from(policyTransactions)
    .innerJoin(applications, eq(applications.id, policyTransactions.applicationId))
    .where(linesWhere(scope, period))
    .groupBy(feeMonth);
  const refunds = await db
    .select({ month: refundMonth, amount: sumOf(sql`${ledgerEntries.amount}`) })
    .from(ledgerEntries)
    .innerJoin(applications, eq(applications.id, ledgerEntries.applicationId))
    .where(and(eq(ledgerEntries.kind, 'refund'), inPeriod(ledgerEntries.createdAt, period), scope))
    .groupBy(refundMonth);
  const byMonth = (rows: { month: string; amount: string }[], month: string) =>
    Number(rows.find((row) => row.month === month)?.amount ?? 0);
  return period.months.map((month) => ({
    key: month,
    label: month,
    figures: { refunds: byMonth(refunds, month), fees: byMonth(fees, month) },
  }));
}

export async function refundsAndFeesDrill(
  db: Db,
  scope: SQL | undefined,
  period: Period,
  month: string,
  limit: number | null,
): Promise<Drill> {
  const fees = await db
    .select({ ...drillColumns, fees: figure('fees') })
    .from(policyTransactions)
    .innerJoin(applications, eq(applications.id, policyTransactions.applicationId))
    .where(linesWhere(scope, period, sql`${figure('fees')} <> 0`))
    .orderBy(asc(policyTransactions.createdAt), asc(policyTransactions.id));
  const refunds = await db
    .select({
      transactionId: sql<string>`'refund-' || ${ledgerEntries.id}::text`,
      applicationId: applications.id,
      policyNumber: applications.policyNumber,
      insuredName: applications.insuredName,
      createdAt: ledgerEntries.createdAt,
      manual: ledgerEntries.manual,
      amount: ledgerEntries.amount,
    })
    .from(ledgerEntries)
    .innerJoin(applications, eq(applications.id, ledgerEntries.applicationId))
    .where(and(eq(ledgerEntries.kind, 'refund'), inPeriod(ledgerEntries.createdAt, period), scope))
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
  const rows: AccountingDrillRow[] = [
    ...fees.map((row) => drillRow(row, { refunds: 0, fees: Number(row.fees) })),
    ...refunds.map((row) =>
      drillRow(
        { ...row, type: row.manual ? 'Manual refund' : 'Card refund' },
        { refunds: row.amount, fees: 0 },
      ),
    ),
  ]
    .filter((row) => row.date.slice(0, 7) === month)
    .sort((a, b) => a.date.localeCompare(b.date));
  const totals = {
    refunds: rows.reduce((sum, row) => sum + (row.figures.refunds ?? 0), 0),
    fees: rows.reduce((sum, row) => sum + (row.figures.fees ?? 0), 0),
  };
  return { label: month, rows: limit === null ? rows : rows.slice(0, limit), totals, count: rows.length };
}

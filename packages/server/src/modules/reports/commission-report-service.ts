import { and, asc, eq, isNotNull, not, sql, type SQL } from 'drizzle-orm';
import type {
  CommissionReportFilters,
  CommissionReportQuery,
  CommissionReportResponse,
  ReportBrokerList,
} from '@bm/contracts';
import {
  addDaysToDay,
  formatDate,
  insurerName,
  leadSource,
  netMarginPercentageOf,
  SUMMED_FIGURES,
  type CommissionReportLine,
  type CommissionReportVariant,
  type PaymentPeriod,
  type TransactionFigures,
  vancouverDayStart,
} from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { perShape } from '../../db/prepared.ts';
import {
  applications,
  partnerPayoutLines,
  partnerPayouts,
  policyTransactions,
  users,
} from '../../db/schema.ts';
import { decodeInstantCursor, encodeInstantCursor } from '../../lib/keyset-cursor.ts';
import type { AuthUser } from '../../plugins/auth-context.ts';
import { accessScope, scopeCondition } from '../policies/index.ts';
import { summaryCommissionTotals, type CommissionSums } from './commission-totals.ts';

/**
 * The commission report (spec 2.2 Reports, sections 6 and 9; issue 15; docs/decisions/0039): one
 * line per money-moving transaction, its figures as recordPolicyChange stored them. Finance staff
 * and super admins get the full variant; everyone else the broker variant over what they may see
 * (brokers and agency users: their own brokerage).
 */
export function reportVariant(user: AuthUser): CommissionReportVariant {
  return user.flags.superadmin || user.flags.financialUser ? 'full' : 'broker';
}

/** The line's broker commission is in a completed brokerage payout (partner payouts, decision 0040). */
const commissionPaid = sql<boolean>`exists (
  select 1 from ${partnerPayoutLines} join ${partnerPayouts} on ${partnerPayouts.id} = ${partnerPayoutLines.payoutId}
  where ${partnerPayoutLines.transactionId} = ${policyTransactions.id}
    and ${partnerPayoutLines.partnerType} = 'brokerage' and ${partnerPayouts.status} = 'completed')`;

/**
 * The same, as a page's column: a scalar subquery read per line on the payout lines' primary key
 * (transaction, partner type), at most one row. As an EXISTS in the select list PostgreSQL hashes it
 * instead: every brokerage line of every completed payout read on each page (docs/decisions/0100).
 */
const commissionPaidOfLine = sql<boolean>`coalesce((
  select ${partnerPayouts.status} = 'completed' from ${partnerPayoutLines} join ${partnerPayouts} on ${partnerPayouts.id} = ${partnerPayoutLines.payoutId}
  where ${partnerPayoutLines.transactionId} = ${policyTransactions.id}
    and ${partnerPayoutLines.partnerType} = 'brokerage'), false)`;

const lineColumns = {
  id: policyTransactions.id,
  createdAt: policyTransactions.createdAt,
  type: policyTransactions.type,
  figures: policyTransactions.reportFigures,
  commissionPaid: commissionPaidOfLine,
  applicationId: applications.id,
  policyNumber: applications.policyNumber,
  productName: applications.productName,
  province: applications.province,
  brokerageName: applications.brokerageName,
  applicationSource: applications.applicationSource,
  marketplace: applications.marketplace,
  effectiveDate: applications.policyEffectiveDate,
  paymentPeriod: applications.paymentPeriod,
  insurerId: applications.insurerId,
  customerId: applications.stripeCustomerId,
  brokerGiven: users.givenName,
  brokerFamily: users.familyName,
  brokerEmail: users.email,
};

type LineRow = {
  [K in keyof typeof lineColumns]: (typeof lineColumns)[K] extends { _: { data: infer D } }
    ? D | null
    : unknown;
};

/** The figures a variant carries: the broker variant never sees the full variant's. */
function visibleFigures(figures: TransactionFigures, variant: CommissionReportVariant) {
  if (variant === 'full') return figures;
  const { premium, brokerCommission, taxRate, taxes } = figures;
  return { premium, brokerCommission, taxRate, taxes };
}

function toLine(row: LineRow, variant: CommissionReportVariant): CommissionReportLine {
  const figures = row.figures as TransactionFigures;
  const brokerName =
    [row.brokerGiven, row.brokerFamily].filter(Boolean).join(' ').trim() || row.brokerEmail || null;
  const marketplace = row.marketplace as { name?: string } | null;
  return {
    transactionId: row.id!,
    applicationId: row.applicationId!,
    policyNumber: row.policyNumber,
    productName: row.productName ?? '',
    province: row.province,
    transactionDate: formatDate(row.createdAt),
    type: row.type ?? '',
    brokerageName: row.brokerageName ?? '',
    brokerName,
    leadSource: leadSource(marketplace?.name, row.applicationSource ?? 'Broker'),
    effectiveDate: row.effectiveDate ? formatDate(row.effectiveDate) : null,
    paymentPeriod: (row.paymentPeriod ?? 'annual') as PaymentPeriod,
    ...(variant === 'full'
      ? { insurer: row.insurerId && insurerName(row.insurerId), customerId: row.customerId }
      : {}),
    payoutStatus: row.commissionPaid ? 'Paid' : 'Not Paid',
    figures: visibleFigures(figures, variant) as TransactionFigures,
  };
}

/** What decides the SQL text of a page of lines; the values travel as placeholders. */
interface LinesShape {
  scope: 'all' | 'brokerage' | 'none';
  filters: readonly LineFilter[];
  payout: 'Paid' | 'Not Paid' | null;
  after: boolean;
}

type LineFilter = 'from' | 'to' | 'brokerageId' | 'brokerId' | 'productId' | 'province' | 'paymentPeriod';

/** The column each keyed filter compares, and how. */
const LINE_FILTERS: Record<LineFilter, (value: SQL) => SQL> = {
  from: (v) => sql`${policyTransactions.createdAt} >= ${v}::timestamptz`,
  to: (v) => sql`${policyTransactions.createdAt} < ${v}::timestamptz`,
  brokerageId: (v) => sql`${applications.brokerageId} = ${v}::uuid`,
  brokerId: (v) => sql`${applications.brokerId} = ${v}::uuid`,
  productId: (v) => sql`${applications.productId} = ${v}`,
  province: (v) => sql`${applications.province} = ${v}`,
  paymentPeriod: (v) => sql`${applications.paymentPeriod} = ${v}`,
};

/** The keyed filters' values (Vancouver days as the instants they start at): the unset ones left out. */
function lineFilterValues(filters: CommissionReportFilters): Partial<Record<LineFilter, string>> {
  return {
    from: filters.from ? vancouverDayStart(filters.from).toISOString() : undefined,
    to: filters.to ? vancouverDayStart(addDaysToDay(filters.to, 1)).toISOString() : undefined,
    brokerageId: filters.brokerageId,
    brokerId: filters.brokerId,
    productId: filters.productId,
    province: filters.province,
    paymentPeriod: filters.paymentPeriod,
  };
}

/** The lines the user may see and the filters select, over policy_transactions joined to applications. */
export function commissionLineFilters(user: AuthUser, filters: CommissionReportFilters): SQL | undefined {
  const values = lineFilterValues(filters);
  return and(
    isNotNull(policyTransactions.reportFigures),
    scopeCondition(accessScope(user)),
    ...(Object.keys(values) as LineFilter[])
      .filter((filter) => values[filter] !== undefined)
      .map((filter) => LINE_FILTERS[filter](sql`${values[filter]}`)),
    filters.payoutStatus === 'Paid' ? commissionPaid : undefined,
    filters.payoutStatus === 'Not Paid' ? not(commissionPaid) : undefined,
  );
}

function buildLinesStatement(db: Db, shape: LinesShape, name: string) {
  const p = (key: string) => sql.placeholder(key);
  // NULLS LAST as the index has it (policy_transactions_report_idx): a plain DESC (nulls first) does
  // not match it, and PostgreSQL then sorts every line for each page (decision 0048).
  const latestFirst = [
    sql`${policyTransactions.createdAt} desc nulls last`,
    sql`${policyTransactions.id} desc nulls last`,
  ];
  return db
    .select(lineColumns)
    .from(policyTransactions)
    .innerJoin(applications, eq(applications.id, policyTransactions.applicationId))
    .leftJoin(users, eq(users.id, applications.brokerId))
    .where(
      and(
        isNotNull(policyTransactions.reportFigures),
        shape.scope === 'none' ? sql`false` : undefined,
        shape.scope === 'brokerage'
          ? sql`${applications.brokerageId} = ${p('scopeBrokerageId')}::uuid`
          : undefined,
        ...shape.filters.map((filter) => LINE_FILTERS[filter](sql`${p(filter)}`)),
        shape.payout === 'Paid' ? commissionPaid : undefined,
        shape.payout === 'Not Paid' ? not(commissionPaid) : undefined,
        shape.after
          ? sql`(${policyTransactions.createdAt}, ${policyTransactions.id}) < (${p('afterAt')}::timestamptz, ${p('afterId')}::uuid)`
          : undefined,
      ),
    )
    .orderBy(...latestFirst)
    .limit(sql.placeholder('limit'))
    .prepare(name);
}

/** A page's prepared statement per shape (which filters are set), planned once per connection. */
const linesStatement = perShape('commission_lines', buildLinesStatement);

/**
 * Lines after a keyset position, latest first: those commissionLineFilters selects, read through the
 * prepared statement of the filters' shape.
 */
async function linesAfter(
  db: Db,
  user: AuthUser,
  filters: CommissionReportFilters,
  after: { at: Date; id: string } | null,
  limit: number,
): Promise<LineRow[]> {
  const scope = accessScope(user);
  const values = lineFilterValues(filters);
  const set = (Object.keys(values) as LineFilter[]).filter((filter) => values[filter] !== undefined);
  const shape: LinesShape = {
    scope: scope.kind === 'all' ? 'all' : scope.brokerageId ? 'brokerage' : 'none',
    filters: set,
    payout: filters.payoutStatus ?? null,
    after: after !== null,
  };
  const rows = await linesStatement(db, shape).execute({
    ...Object.fromEntries(set.map((filter) => [filter, values[filter]])),
    ...(scope.kind === 'brokerage' && scope.brokerageId ? { scopeBrokerageId: scope.brokerageId } : {}),
    ...(after ? { afterAt: after.at.toISOString(), afterId: after.id } : {}),
    limit,
  });
  return rows as LineRow[];
}

const figure = (key: string) =>
  sql<string>`coalesce(sum((${policyTransactions.reportFigures}->>${sql.raw(`'${key}'`)})::bigint), 0)`;

/**
 * The count and each figure summed over every matching line, exactly, from the lines themselves.
 * Reads every match: the report uses it only where the summary rows cannot answer (decision 0048).
 */
export async function exactCommissionTotals(db: Db, where: SQL | undefined): Promise<CommissionSums> {
  const sums = Object.fromEntries(SUMMED_FIGURES.map((key) => [key, figure(key)]));
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, ...sums })
    .from(policyTransactions)
    .innerJoin(applications, eq(applications.id, policyTransactions.applicationId))
    .where(where);
  const sumsRow = (row ?? {}) as Record<string, unknown>;
  return {
    count: row?.count ?? 0,
    ...(Object.fromEntries(SUMMED_FIGURES.map((key) => [key, Number(sumsRow[key] ?? 0)])) as Record<
      (typeof SUMMED_FIGURES)[number],
      number
    >),
  };
}

/** The totals row a variant shows: the broker variant carries none of the full variant's figures. */
function totalsRow(sums: CommissionSums, variant: CommissionReportVariant) {
  const all = { ...sums, netMarginPercentage: netMarginPercentageOf(sums.netMargin, sums.premium) };
  if (variant === 'full') return all;
  return { count: all.count, premium: all.premium, brokerCommission: all.brokerCommission, taxes: all.taxes };
}

/**
 * The totals of every line the user and filters select: from the summary rows kept by triggers
 * (migration 0024), or, where they cannot answer exactly (a range end off a whole UTC hour), from
 * the lines themselves.
 */
export async function commissionTotals(
  db: Db,
  user: AuthUser,
  filters: CommissionReportFilters,
): Promise<CommissionSums> {
  return (
    (await summaryCommissionTotals(db, accessScope(user), filters)) ??
    (await exactCommissionTotals(db, commissionLineFilters(user, filters)))
  );
}

/** GET /api/reports/commissions: a keyset page of lines, latest first, with the totals of all that match. */
export async function commissionReport(
  db: Db,
  user: AuthUser,
  query: CommissionReportQuery,
): Promise<CommissionReportResponse> {
  const variant = reportVariant(user);
  const after = query.cursor ? decodeInstantCursor(query.cursor) : null;
  // Two statements at once (two pooled connections on PostgreSQL; one after the other on PGlite).
  const [rows, sums] = await Promise.all([
    linesAfter(db, user, query, after, query.limit + 1),
    commissionTotals(db, user, query),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    variant,
    items: page.map((row) => toLine(row, variant)),
    nextCursor:
      rows.length > query.limit && last ? encodeInstantCursor({ at: last.createdAt!, id: last.id! }) : null,
    totals: totalsRow(sums, variant),
  };
}

/**
 * Every matching line, latest first, read in keyset batches so that a 300k-line export never holds
 * more than one batch in memory.
 */
export async function* commissionReportLines(
  db: Db,
  user: AuthUser,
  filters: CommissionReportFilters,
  batchSize = 2_000,
): AsyncGenerator<CommissionReportLine> {
  const variant = reportVariant(user);
  let after: { at: Date; id: string } | null = null;
  for (;;) {
    const rows = await linesAfter(db, user, filters, after, batchSize);
    for (const row of rows) yield toLine(row, variant);
    const last = rows.at(-1);
    if (rows.length < batchSize || !last) return;
    after = { at: last.createdAt!, id: last.id! };
  }
}

/** The brokers of the brokerages the user may see, by name: the report's broker filter. */
export async function reportBrokers(db: Db, user: AuthUser): Promise<ReportBrokerList> {
  const scope = accessScope(user);
  const rows = await db
    .select({
      id: users.id,
      given: users.givenName,
      family: users.familyName,
      email: users.email,
      brokerageId: users.brokerageId,
    })
    .from(users)
    .where(
      scope.kind === 'all'
        ? undefined
        : scope.brokerageId
          ? eq(users.brokerageId, scope.brokerageId)
          : sql`false`,
    )
    .orderBy(asc(users.givenName), asc(users.familyName), asc(users.email));
  return {
    items: rows.map((row) => ({
      id: row.id,
      name: [row.given, row.family].filter(Boolean).join(' ').trim() || row.email,
      brokerageId: row.brokerageId,
    })),
  };
}

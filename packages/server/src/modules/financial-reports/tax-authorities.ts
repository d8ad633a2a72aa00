import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { AccountingDrillRow, AccountingReportRow } from '@bm/contracts';
import {
  isMonth,
  taxAuthorityById,
  taxByAuthority,
  taxNameIn,
  TAX_AUTHORITIES,
  type Locale,
  type TaxAuthority,
} from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { applications, policyTransactions } from '../../db/schema.ts';
import { badRequest } from '../../lib/errors.ts';
import { drillColumns, drillRow, figure, linesWhere, type Drill } from './report-lines.ts';
import { periodOfMonths, vancouverMonth, type Period } from './scope.ts';

/**
 * The tax report by authority (issue 24 item 1; docs/decisions/0058): per tax authority and
 * Vancouver month, the tax collected, returned and net owed. It reads the same stored figures as the
 * journal's tax payable accounts (the commission report's figures of each money-moving history row,
 * decision 0039: premium tax `taxes` and `pst` to the province's authority, `gstHst` to the CRA),
 * each signed figure on its own (domain taxByAuthority), so that net owed ties to the journal to the
 * cent and the drill-down adds up to the row.
 */

const positive = (key: 'taxes' | 'pst' | 'gstHst') => sql<string>`sum(greatest(${figure(key)}, 0))`;
const negative = (key: 'taxes' | 'pst' | 'gstHst') => sql<string>`sum(least(${figure(key)}, 0))`;
const anyTax = sql`(${figure('taxes')} <> 0 or ${figure('pst')} <> 0 or ${figure('gstHst')} <> 0)`;

const taxLinesWhere = (scope: SQL | undefined, period: Period, extra?: SQL) =>
  linesWhere(scope, period, and(anyTax, extra));

const order = (id: string) => TAX_AUTHORITIES.findIndex((authority) => authority.id === id);
const rowKey = (authority: TaxAuthority, month: string) => `${authority.id}:${month}`;
/** "Agence du revenu du Canada, 2026-11" in French: the authority's name in the request's language. */
const rowLabel = (authority: TaxAuthority, month: string, locale: Locale) =>
  `${taxNameIn(authority.name, locale)}, ${month}`;

interface Totals {
  collected: number;
  returned: number;
}
const withNet = ({ collected, returned }: Totals) => ({ collected, returned, payable: collected - returned });

/** Rows per (authority, month) with any tax, the CRA first, then the provinces; months in order. */
export async function taxAuthorityReport(
  db: Db,
  scope: SQL | undefined,
  period: Period,
  locale: Locale,
): Promise<AccountingReportRow[]> {
  const month = vancouverMonth(policyTransactions.createdAt);
  // Positive and negative parts summed apart: a sum of parts is the part of nothing once netted.
  const groups = await db
    .select({
      month,
      province: applications.province,
      taxesIn: positive('taxes'),
      taxesOut: negative('taxes'),
      pstIn: positive('pst'),
      pstOut: negative('pst'),
      gstHstIn: positive('gstHst'),
      gstHstOut: negative('gstHst'),
    })
    .from(policyTransactions)
    .innerJoin(applications, eq(applications.id, policyTransactions.applicationId))
    .where(taxLinesWhere(scope, period))
    .groupBy(month, applications.province);
  const rows = new Map<string, { authority: TaxAuthority; month: string; totals: Totals }>();
  for (const group of groups) {
    const n = (value: string | null) => Number(value ?? 0);
    // Each part alone: its positive sum collected, its negative sum returned.
    for (const figures of [
      { taxes: n(group.taxesIn), pst: n(group.pstIn), gstHst: n(group.gstHstIn) },
      { taxes: n(group.taxesOut), pst: n(group.pstOut), gstHst: n(group.gstHstOut) },
    ]) {
      for (const { authority, collected, returned } of taxByAuthority(group.province, figures)) {
        const key = rowKey(authority, group.month);
        const row = rows.get(key) ?? { authority, month: group.month, totals: { collected: 0, returned: 0 } };
        row.totals.collected += collected;
        row.totals.returned += returned;
        rows.set(key, row);
      }
    }
  }
  return [...rows.values()]
    .sort((a, b) => order(a.authority.id) - order(b.authority.id) || a.month.localeCompare(b.month))
    .map(({ authority, month: m, totals }) => ({
      key: rowKey(authority, m),
      label: rowLabel(authority, m, locale),
      figures: withNet(totals),
    }));
}

/** An authority and month from a row key (CRA:2026-11, ON:2026-11, XX:2026-11). */
function parseKey(key: string, period: Period): { authority: TaxAuthority; month: string } {
  const [id = '', month = ''] = key.split(':');
  const authority = taxAuthorityById(id);
  if (!authority || !isMonth(month) || !period.months.includes(month) || key.split(':').length !== 2)
    throw badRequest('key must be a tax authority and a month of the period, e.g. CRA:2026-11.');
  return { authority, month };
}

/** The records whose figures this authority is owed: every one for the CRA, the province's otherwise. */
function authorityCondition(authority: TaxAuthority): SQL {
  if (authority.id === 'CRA') return sql`${figure('gstHst')} <> 0`;
  const province =
    authority.id === 'XX'
      ? sql`(${applications.province} is null or upper(trim(${applications.province})) not in (${sql.join(
          TAX_AUTHORITIES.filter((a) => a.id !== 'CRA' && a.id !== 'XX').map((a) => sql`${a.id}`),
          sql`, `,
        )}))`
      : sql`upper(trim(${applications.province})) = ${authority.id}`;
  return sql`${province} and (${figure('taxes')} <> 0 or ${figure('pst')} <> 0)`;
}

export async function taxAuthorityDrill(
  db: Db,
  scope: SQL | undefined,
  period: Period,
  key: string,
  limit: number | null,
  locale: Locale,
): Promise<Drill> {
  const { authority, month } = parseKey(key, period);
  const rows = await db
    .select({
      ...drillColumns,
      province: applications.province,
      taxes: figure('taxes'),
      pst: figure('pst'),
      gstHst: figure('gstHst'),
    })
    .from(policyTransactions)
    .innerJoin(applications, eq(applications.id, policyTransactions.applicationId))
    .where(taxLinesWhere(scope, periodOfMonths([month]), authorityCondition(authority)))
    .orderBy(asc(policyTransactions.createdAt), asc(policyTransactions.id));
  const drillRows: AccountingDrillRow[] = rows.map((row) => {
    const movement = taxByAuthority(row.province, {
      taxes: Number(row.taxes),
      pst: Number(row.pst),
      gstHst: Number(row.gstHst),
    }).find((m) => m.authority.id === authority.id) ?? { collected: 0, returned: 0 };
    return drillRow(row, withNet(movement));
  });
  const totals = withNet({
    collected: drillRows.reduce((sum, row) => sum + (row.figures.collected ?? 0), 0),
    returned: drillRows.reduce((sum, row) => sum + (row.figures.returned ?? 0), 0),
  });
  return {
    label: rowLabel(authority, month, locale),
    rows: limit === null ? drillRows : drillRows.slice(0, limit),
    totals,
    count: drillRows.length,
  };
}

import { and, eq, isNotNull, max, min } from 'drizzle-orm';
import { expect } from 'vitest';
import type {
  AccountingDrillResponse,
  AccountingReportResponse,
  CommissionReportResponse,
} from '@bm/contracts';
import {
  ACCOUNTING_MAX_MONTHS,
  ACCOUNTS,
  firstDayOfMonth,
  gstHstPayable,
  monthOfInstant,
  monthsFrom,
  nextMonth,
  premiumTaxPayable,
  pstPayable,
  SUMMED_FIGURES,
  taxByAuthority,
  addDaysToDay,
  type LedgerEntry,
} from '@bm/domain';
import { applications, ledgerEntries, policyTransactions } from '../../src/db/schema.ts';
import { sessionCookie } from './sessions.ts';
import type { TestApp } from './test-app.ts';

type CommissionReportLine = CommissionReportResponse['items'][number];

/**
 * The commission report and the accounting reports on /financial-reports, read through their HTTP
 * APIs as finance reads them, agree with one policy's books to the cent (docs/decisions/0061).
 *
 * The reports are by brokerage and month, not by policy, so each is checked twice over the policy's
 * brokerage and every Vancouver month that holds one of its bookings, ledger entries or today:
 * - the report against its own lines (the commission report's totals, from the summary tables,
 *   against every line it lists; each accounting report's rows against their drill-downs, which list
 *   every transaction behind a row);
 * - the policy's lines and drill-down rows against the policy's ledger and its journal accounts:
 *   total charged = billed less voided, refunds = the ledger's refunds, and each figure = the journal
 *   account it is posted to (premium payable, commission payable, MGA revenue, each tax account, fee
 *   revenue), per tax authority as well; the premium written = the premium the journal split, and
 *   each month's unearned = written to date less earned to date.
 * Together: each report's figure is the sum of the policies' books it covers.
 */
export async function checkReportsAgree(
  t: TestApp,
  id: string,
  ledger: readonly LedgerEntry[],
  billedLessVoided: number,
  /** The policy's journal balance of an account, credit positive. */
  credit: (code: string) => number,
  why: string,
) {
  const cookie = await sessionCookie(t.db, 'finance', t.app.now());
  const [policy] = await t.db
    .select({
      brokerageId: applications.brokerageId,
      province: applications.province,
      insurerId: applications.insurerId,
    })
    .from(applications)
    .where(eq(applications.id, id));
  if (!policy) throw new Error(`no policy ${id}`);
  const months = await monthsOfPolicy(t, id);
  expect(months.length, `report months: ${why}`).toBeLessThanOrEqual(ACCOUNTING_MAX_MONTHS);
  const from = months[0]!;
  const to = months[months.length - 1]!;
  const get = async <T>(url: string): Promise<T> => {
    const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(response.statusCode, `${url}: ${response.body.slice(0, 300)} (${why})`).toBe(200);
    return response.json() as T;
  };
  const scope = `from=${from}&to=${to}&brokerageId=${policy.brokerageId}`;
  const report = (kind: string) => get<AccountingReportResponse>(`/api/financial-reports/${kind}?${scope}`);
  /** A row's drill-down: every transaction behind it (the test database holds far fewer than the cap). */
  const drill = async (
    kind: string,
    key: string,
    row: AccountingReportResponse['rows'][number] | undefined,
  ) => {
    const d = await get<AccountingDrillResponse>(
      `/api/financial-reports/${kind}/drill-down?${scope}&key=${encodeURIComponent(key)}`,
    );
    expect(d.count, `${kind} ${key} drill-down holds every row: ${why}`).toBe(d.rows.length);
    expect(d.totals, `${kind} ${key}: the row equals its drill-down: ${why}`).toEqual(
      row?.figures ?? Object.fromEntries(Object.keys(d.totals).map((k) => [k, 0])),
    );
    return d.rows.filter((r) => r.applicationId === id);
  };
  const sum = (rows: { figures: Record<string, number> }[], key: string) =>
    rows.reduce((total, row) => total + (row.figures[key] ?? 0), 0);
  const taxAccounts = {
    taxes: credit(premiumTaxPayable(policy.province).code),
    pst: credit(pstPayable(policy.province).code),
    gstHst: credit(gstHstPayable(policy.province).code),
  };
  const feeRevenue = credit(ACCOUNTS.feeRevenue.code);

  // The commission report (/reports): its totals against every line it lists; the policy's lines
  // against the ledger and the journal.
  const lines: CommissionReportLine[] = [];
  let totals: CommissionReportResponse['totals'] | undefined;
  for (let cursor: string | null = ''; cursor !== null;) {
    const page: CommissionReportResponse = await get(
      `/api/reports/commissions?from=${firstDayOfMonth(from)}&to=${lastDayOfMonth(to)}&brokerageId=${policy.brokerageId}&limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    expect(page.variant, why).toBe('full');
    totals ??= page.totals;
    lines.push(...page.items);
    cursor = page.nextCursor;
  }
  const lineSums = (of: CommissionReportLine[]) =>
    Object.fromEntries(
      SUMMED_FIGURES.map((key) => [
        key,
        of.reduce(
          (total, line) =>
            total + ((line.figures as unknown as Record<string, number | undefined>)[key] ?? 0),
          0,
        ),
      ]),
    );
  const { netMarginPercentage: _, ...summed } = totals as Record<string, number>;
  expect(summed, `commission report totals = its lines: ${why}`).toEqual({
    count: lines.length,
    ...lineSums(lines),
  });
  const own = lineSums(lines.filter((line) => line.applicationId === id));
  expect(own.totalCharged, `commission report total charged = billed less voided: ${why}`).toBe(
    billedLessVoided,
  );
  expect(
    {
      insurerPremium: own.insurerPremium,
      brokerCommission: own.brokerCommission,
      mgaCommission: own.mgaCommission,
      taxes: own.taxes,
      pst: own.pst,
      fees: own.fees,
    },
    `commission report lines = journal: ${why}`,
  ).toEqual({
    insurerPremium: credit(ACCOUNTS.premiumPayable.code),
    brokerCommission: credit(ACCOUNTS.commissionPayable.code),
    mgaCommission: credit(ACCOUNTS.mgaRevenue.code),
    taxes: taxAccounts.taxes,
    pst: taxAccounts.pst,
    fees: feeRevenue + taxAccounts.pst + taxAccounts.gstHst,
  });

  // Taxes by province.
  const taxes = await report('taxes');
  const provinceKey = policy.province ?? 'unknown';
  const taxRows = await drill(
    'taxes',
    provinceKey,
    taxes.rows.find((row) => row.key === provinceKey),
  );
  expect(
    { taxes: sum(taxRows, 'premiumTax'), pst: sum(taxRows, 'pst'), gstHst: sum(taxRows, 'gstHst') },
    `taxes report = journal tax accounts: ${why}`,
  ).toEqual(taxAccounts);

  // Tax owed by authority and month: each row the policy's authorities have.
  const byAuthority = await report('tax-authorities');
  const owed = new Map<string, number>();
  for (const { authority } of taxByAuthority(policy.province, { taxes: 1, pst: 1, gstHst: 1 })) {
    let net = 0;
    for (const month of months) {
      const key = `${authority.id}:${month}`;
      const row = byAuthority.rows.find((r) => r.key === key);
      if (!row) continue;
      net += sum(await drill('tax-authorities', key, row), 'payable');
    }
    owed.set(authority.id, net);
  }
  const journalOwed = new Map(
    taxByAuthority(policy.province, taxAccounts).map((m) => [m.authority.id, m.collected - m.returned]),
  );
  expect(Object.fromEntries(owed), `tax report by authority = journal: ${why}`).toEqual(
    Object.fromEntries([...owed.keys()].map((key) => [key, journalOwed.get(key) ?? 0])),
  );

  // Commissions by brokerage and premium by insurer.
  const commissions = await report('commissions');
  const commissionRows = await drill(
    'commissions',
    policy.brokerageId,
    commissions.rows.find((row) => row.key === policy.brokerageId),
  );
  expect(sum(commissionRows, 'commission'), `commissions report = journal: ${why}`).toBe(
    credit(ACCOUNTS.commissionPayable.code),
  );
  const insurers = await report('insurers');
  const insurerKey = policy.insurerId ?? 'unknown';
  const insurerRows = await drill(
    'insurers',
    insurerKey,
    insurers.rows.find((row) => row.key === insurerKey),
  );
  expect(sum(insurerRows, 'insurerPremium'), `insurers report = journal: ${why}`).toBe(
    credit(ACCOUNTS.premiumPayable.code),
  );

  // Refunds and fees, and premium written, earned and unearned, by month.
  const refundsFees = await report('refunds-fees');
  const premium = await report('premium');
  let refunded = 0;
  let fees = 0;
  let written = 0;
  let earned = 0;
  for (const month of months) {
    const feeRows = await drill(
      'refunds-fees',
      month,
      refundsFees.rows.find((row) => row.key === month),
    );
    refunded += sum(feeRows, 'refunds');
    fees += sum(feeRows, 'fees');
    const premiumRows = await drill(
      'premium',
      month,
      premium.rows.find((row) => row.key === month),
    );
    written += sum(premiumRows, 'written');
    earned += sum(premiumRows, 'earned');
    expect(sum(premiumRows, 'unearned'), `premium unearned at ${month}'s end: ${why}`).toBe(written - earned);
  }
  expect(refunded, `refunds report = the ledger's refunds: ${why}`).toBe(
    ledger.filter((e) => e.kind === 'refund').reduce((total, e) => total + e.amount, 0),
  );
  expect(fees, `fees report = journal fee revenue and fee taxes: ${why}`).toBe(
    feeRevenue + taxAccounts.pst + taxAccounts.gstHst,
  );
  expect(written, `premium written = the journal's premium: ${why}`).toBe(
    credit(ACCOUNTS.premiumPayable.code) +
      credit(ACCOUNTS.commissionPayable.code) +
      credit(ACCOUNTS.mgaRevenue.code),
  );
}

const lastDayOfMonth = (month: string) => addDaysToDay(firstDayOfMonth(nextMonth(month)), -1);

/**
 * The Vancouver months from the policy's first booking or ledger entry to its last one or today
 * (the app's clock, which a test may move), whichever is later.
 */
async function monthsOfPolicy(t: TestApp, id: string): Promise<string[]> {
  const [booked] = await t.db
    .select({ first: min(policyTransactions.createdAt), last: max(policyTransactions.createdAt) })
    .from(policyTransactions)
    .where(and(eq(policyTransactions.applicationId, id), isNotNull(policyTransactions.reportFigures)));
  const [moved] = await t.db
    .select({ first: min(ledgerEntries.createdAt), last: max(ledgerEntries.createdAt) })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.applicationId, id));
  const instants = [booked?.first, booked?.last, moved?.first, moved?.last, t.app.now()]
    .filter((value): value is Date => value instanceof Date || typeof value === 'string')
    .map((value) => monthOfInstant(value));
  instants.sort();
  return monthsFrom(instants[0]!, instants[instants.length - 1]!);
}

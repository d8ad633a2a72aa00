import { z } from 'zod';
import { ACCOUNTING_REPORTS, isMonth } from '@bm/domain';
import { cents } from './common.ts';

const month = (name: string) => z.string().refine(isMonth, `${name} must be a month, YYYY-MM`);

/** The filters of every accounting report on /financial-reports (issue 15 item 2; decision 0043). */
export const accountingReportQuery = z.object({
  /** First and last Vancouver month of the period, both included. */
  from: month('from'),
  to: month('to'),
  /** Finance staff and super admins: one brokerage; brokers see their own brokerage only. */
  brokerageId: z.string().uuid().optional(),
});
export type AccountingReportQuery = z.infer<typeof accountingReportQuery>;

export const accountingReportParams = z.object({ report: z.enum(ACCOUNTING_REPORTS) });

export const accountingDrillQuery = accountingReportQuery.extend({
  /** The row drilled into: a month (YYYY-MM), a province, an authority and month (CRA:YYYY-MM), a brokerage id or an insurer id. */
  key: z.string().trim().min(1).max(100),
});
export type AccountingDrillQuery = z.infer<typeof accountingDrillQuery>;

const figures = z.record(z.string(), cents);

export const accountingReportRow = z.object({
  key: z.string(),
  label: z.string(),
  figures,
});
export type AccountingReportRow = z.infer<typeof accountingReportRow>;

export const accountingReportResponse = z.object({
  report: z.enum(ACCOUNTING_REPORTS),
  from: z.string(),
  to: z.string(),
  rows: z.array(accountingReportRow),
  /** Sums of the rows (the premium report's unearned: at the period's end). */
  totals: figures,
  /** The premium report only: unearned premium when the period opens. */
  openingUnearned: cents.optional(),
});
export type AccountingReportResponse = z.infer<typeof accountingReportResponse>;

export const accountingDrillRow = z.object({
  transactionId: z.string(),
  applicationId: z.string().uuid(),
  policyNumber: z.string().nullable(),
  insuredName: z.string(),
  /** The Vancouver day of the transaction (or of the refund), YYYY-MM-DD. */
  date: z.string(),
  type: z.string(),
  figures,
});
export type AccountingDrillRow = z.infer<typeof accountingDrillRow>;

export const accountingDrillResponse = z.object({
  report: z.enum(ACCOUNTING_REPORTS),
  key: z.string(),
  label: z.string(),
  rows: z.array(accountingDrillRow),
  /** Sums of every row (all `count` of them): equal to the figures of the row drilled into. */
  totals: figures,
  /** How many transactions make up the figure; `rows` holds the first `limit` of them. */
  count: z.number().int(),
  limit: z.number().int(),
});
export type AccountingDrillResponse = z.infer<typeof accountingDrillResponse>;

import type { AccountingReportRow } from '@bm/contracts';
import type { AccountingFigure } from '@bm/domain';
import { useFormat } from '../../../i18n/use-t.ts';
import SeriesChart from '../../../components/charts/series-chart.tsx';

/**
 * The report's chart (loaded only with this page: see financial-reports-page.tsx): one bar per
 * figure per row, or a line for a balance (unearned premium), in dollars.
 */
export default function ReportChart({
  rows,
  figures,
  lines = [],
}: {
  rows: AccountingReportRow[];
  figures: readonly AccountingFigure[];
  /** Figures drawn as a line rather than bars (a balance). */
  lines?: readonly string[];
}) {
  const data = rows.map((row) => ({
    label: row.label,
    ...Object.fromEntries(figures.map((f) => [f.key, (row.figures[f.key] ?? 0) / 100])),
  }));
  const f = useFormat();
  const dollars = (value: number) => f.money(Math.round(value * 100));
  return (
    <SeriesChart
      data={data}
      series={figures.map((f) => ({
        key: f.key,
        name: f.header,
        kind: lines.includes(f.key) ? 'line' : 'bar',
      }))}
      format={dollars}
      axisFormat={(value) => dollars(value).replace(/[.,]\d\d(?=\s*\$?$)/, '')}
    />
  );
}

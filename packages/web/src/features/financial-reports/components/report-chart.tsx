import { useTheme } from '@mui/material/styles';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { AccountingReportRow } from '@bm/contracts';
import { formatCad, type AccountingFigure } from '@bm/domain';

/**
 * The report's chart (recharts 3, loaded only with this page: see financial-reports-page.tsx):
 * one bar per figure per row, or a line for a balance (unearned premium), in the theme's colours.
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
  const theme = useTheme();
  const colours = [
    theme.palette.primary.main,
    theme.palette.secondary.main,
    theme.palette.success.main,
    theme.palette.warning.main,
  ];
  const data = rows.map((row) => ({
    label: row.label,
    ...Object.fromEntries(figures.map((f) => [f.key, (row.figures[f.key] ?? 0) / 100])),
  }));
  const dollars = (value: number) => formatCad(Math.round(value * 100));
  return (
    <ResponsiveContainer width="100%" height={300}>
      <ComposedChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 16 }}>
        <CartesianGrid strokeDasharray="3 3" stroke={theme.palette.divider} />
        <XAxis dataKey="label" tick={{ fill: theme.palette.text.secondary, fontSize: 12 }} />
        <YAxis
          tickFormatter={(value: number) => dollars(value).replace(/\.\d\d$/, '')}
          tick={{ fill: theme.palette.text.secondary, fontSize: 12 }}
          width={90}
        />
        <Tooltip formatter={(value) => dollars(Number(value))} />
        <Legend />
        {figures.map((figure, index) =>
          lines.includes(figure.key) ? (
            <Line
              key={figure.key}
              type="linear"
              dataKey={figure.key}
              name={figure.header}
              stroke={colours[index % colours.length]}
              strokeWidth={2}
              isAnimationActive={false}
            />
          ) : (
            <Bar
              key={figure.key}
              dataKey={figure.key}
              name={figure.header}
              fill={colours[index % colours.length]}
              isAnimationActive={false}
            />
          ),
        )}
      </ComposedChart>
    </ResponsiveContainer>
  );
}

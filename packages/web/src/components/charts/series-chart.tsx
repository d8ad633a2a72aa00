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

/** One series of a chart: bars, or a line (a balance, a rate). */
export interface ChartSeries {
  key: string;
  name: string;
  kind?: 'bar' | 'line';
}

/**
 * The app's chart (recharts 3, in the theme's colours): one point per row of `data` (its `label`
 * on the x axis), a bar or a line per series. Load it lazily (`lazy(() => import(...))`) so that
 * only the pages with charts pay for recharts.
 */
export default function SeriesChart({
  data,
  series,
  format,
  axisFormat = format,
  height = 300,
}: {
  data: readonly ({ label: string } & Record<string, number | string>)[];
  series: readonly ChartSeries[];
  /** How a value reads in the tooltip. */
  format: (value: number) => string;
  /** How a value reads on the y axis (shorter). */
  axisFormat?: (value: number) => string;
  height?: number;
}) {
  const theme = useTheme();
  const colours = [
    theme.palette.primary.main,
    theme.palette.secondary.main,
    theme.palette.success.main,
    theme.palette.warning.main,
    theme.palette.error.main,
  ];
  return (
    <ResponsiveContainer width="100%" height={height}>
      <ComposedChart data={[...data]} margin={{ top: 8, right: 16, bottom: 8, left: 16 }}>
        <CartesianGrid strokeDasharray="3 3" stroke={theme.palette.divider} />
        <XAxis dataKey="label" tick={{ fill: theme.palette.text.secondary, fontSize: 12 }} />
        <YAxis tickFormatter={axisFormat} tick={{ fill: theme.palette.text.secondary, fontSize: 12 }} width={90} />
        <Tooltip formatter={(value) => format(Number(value))} />
        <Legend />
        {series.map((s, index) =>
          s.kind === 'line' ? (
            <Line
              key={s.key}
              type="linear"
              dataKey={s.key}
              name={s.name}
              stroke={colours[index % colours.length]}
              strokeWidth={2}
              isAnimationActive={false}
            />
          ) : (
            <Bar
              key={s.key}
              dataKey={s.key}
              name={s.name}
              fill={colours[index % colours.length]}
              isAnimationActive={false}
            />
          ),
        )}
      </ComposedChart>
    </ResponsiveContainer>
  );
}

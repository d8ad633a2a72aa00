import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Typography from '@mui/material/Typography';
import { humaniseKey } from '../lib/labels.ts';
import { DetailList } from './detail-list.tsx';

/** A form answer as text: lists joined, yes/no for booleans, nested answers as 'Key: value'. */
export function formatAnswer(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') {
    // Operations are held as one comma-separated string (spec section 3).
    return key === 'operations'
      ? value
          .split(',')
          .map((v) => v.trim())
          .filter(Boolean)
          .join(', ')
      : value;
  }
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value))
    return value
      .map((item) => formatAnswer('', item))
      .filter(Boolean)
      .join(', ');
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${humaniseKey(k)}: ${formatAnswer(k, v) || '—'}`)
      .join('; ');
  }
  return String(value);
}

/** The application form's answers, keys made readable. */
export function FormAnswersCard({ form }: { form: Record<string, unknown> }) {
  const entries = Object.entries(form);
  return (
    <Card variant="outlined">
      <CardHeader title="Form answers" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        {entries.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No answers yet.
          </Typography>
        ) : (
          <DetailList
            labelWidth={220}
            items={entries.map(([key, value]) => ({
              id: key,
              label: humaniseKey(key),
              value: formatAnswer(key, value),
            }))}
          />
        )}
      </CardContent>
    </Card>
  );
}

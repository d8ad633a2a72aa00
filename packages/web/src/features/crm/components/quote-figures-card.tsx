import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { alpha, type Theme } from '@mui/material/styles';
import { formatCad, PAYMENT_PERIODS, type PaymentPeriod } from '@bm/domain';
import { PAYMENT_PERIOD_LABELS } from '../lib/labels.ts';
import {
  parseQuote,
  periodTotals,
  premiumSplit,
  transactionFeeBreakdown,
  type ParsedQuote,
  type QuoteGroup,
} from '../lib/quote-figures.ts';

const totalRowSx = {
  '& td, & th': { fontWeight: 700, borderTop: 2, borderBottom: 0, borderColor: 'divider' },
};
const activeSx = { bgcolor: (theme: Theme) => alpha(theme.palette.primary.main, 0.08) };

function Mismatch({ group }: { group: QuoteGroup }) {
  if (group.linesSum === group.total) return null;
  return (
    <Alert severity="warning" sx={{ mt: 1 }}>
      The stored total differs from the sum of its lines ({formatCad(group.linesSum)}).
    </Alert>
  );
}

function LineTable({ title, group, totalLabel }: { title: string; group: QuoteGroup; totalLabel: string }) {
  return (
    <Box sx={{ flex: '1 1 280px', minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Table size="small" aria-label={title}>
        <TableBody>
          {group.lines.map((line) => (
            <TableRow key={line.label}>
              <TableCell component="th" scope="row">
                {line.label}
              </TableCell>
              <TableCell align="right">{formatCad(line.amount)}</TableCell>
            </TableRow>
          ))}
          <TableRow sx={totalRowSx}>
            <TableCell component="th" scope="row">
              {totalLabel}
            </TableCell>
            <TableCell align="right">{formatCad(group.total)}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
      <Mismatch group={group} />
    </Box>
  );
}

function PeriodTable({ quote, active }: { quote: ParsedQuote; active: PaymentPeriod }) {
  const totals = periodTotals(quote);
  const labels = totals.annual.lines.map((line) => line.label);
  const title = 'Totals by payment period';
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell />
              {PAYMENT_PERIODS.map((period) => (
                <TableCell
                  key={period}
                  align="right"
                  data-active={period === active || undefined}
                  sx={period === active ? { ...activeSx, fontWeight: 700 } : undefined}
                >
                  {PAYMENT_PERIOD_LABELS[period]}
                  {period === active ? (
                    <Chip label="Current plan" size="small" color="primary" sx={{ ml: 1 }} />
                  ) : null}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {labels.map((label, index) => (
              <TableRow key={label}>
                <TableCell component="th" scope="row">
                  {label}
                </TableCell>
                {PAYMENT_PERIODS.map((period) => (
                  <TableCell key={period} align="right" sx={period === active ? activeSx : undefined}>
                    {formatCad(totals[period].lines[index]?.amount ?? 0)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            <TableRow sx={totalRowSx}>
              <TableCell component="th" scope="row">
                Total
              </TableCell>
              {PAYMENT_PERIODS.map((period) => (
                <TableCell key={period} align="right" sx={period === active ? activeSx : undefined}>
                  {formatCad(totals[period].total)}
                </TableCell>
              ))}
            </TableRow>
          </TableBody>
        </Table>
      </Box>
      {PAYMENT_PERIODS.map((period) => (
        <Mismatch key={period} group={totals[period]} />
      ))}
    </Box>
  );
}

/** The quote as line items: every total shown is the sum of the lines above it. */
export function QuoteFiguresCard({
  quote: raw,
  paymentPeriod,
}: {
  quote: Record<string, unknown>;
  paymentPeriod: PaymentPeriod;
}) {
  const quote = parseQuote(raw);
  return (
    <Card variant="outlined">
      <CardHeader
        title="Quote"
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        action={
          quote ? (
            <Chip
              label={quote.priced ? 'Priced' : 'Not priced'}
              color={quote.priced ? 'success' : 'warning'}
              size="small"
              variant="outlined"
            />
          ) : null
        }
      />
      <CardContent sx={{ pt: 0 }}>
        {quote ? (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
              <LineTable title="Premium split" group={premiumSplit(quote)} totalLabel="Premiums sum" />
              <LineTable
                title="Transaction fee"
                group={transactionFeeBreakdown(quote)}
                totalLabel="Transaction fee total"
              />
            </Box>
            <PeriodTable quote={quote} active={paymentPeriod} />
          </Box>
        ) : (
          <Alert severity="info">This quote's figures are not in a form the CRM can show.</Alert>
        )}
      </CardContent>
    </Card>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import {
  formatCad,
  quoteBreakdown,
  sumCents,
  type BreakdownSection,
  type PaymentPeriod,
  type Quote,
} from '@bm/domain';
import { PAYMENT_PERIOD_LABELS } from '../../../lib/policy-labels.ts';
import { commissionSplit, hasSchedule, scheduleRows } from '../lib/quote-figures.ts';
import { RecordPaymentSchedule } from './record-payment-schedule.tsx';
import { QuoteLineTable } from './quote-line-table.tsx';

const gridSx = { display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } };

/** A stored figure that is not the sum of its parts (an old or edited quote): say so. */
function Mismatch({ stored, sum, what }: { stored: number; sum: number; what: string }) {
  if (stored === sum) return null;
  return (
    <Alert severity="warning">
      The stored {what} ({formatCad(stored)}) differs from the sum of its lines ({formatCad(sum)}).
    </Alert>
  );
}

function PricedFigures({
  quote,
  paymentPeriod,
  effectiveDate,
}: {
  quote: Quote;
  paymentPeriod: PaymentPeriod;
  effectiveDate: string | null;
}) {
  const breakdown = quoteBreakdown(quote, paymentPeriod);
  const totals: BreakdownSection = {
    title: 'Total',
    lines: breakdown.sections.map((section) => ({ label: section.title, amount: section.total })),
    total: breakdown.total,
  };
  const sectionsSum = sumCents(totals.lines.map((line) => line.amount));
  const split = commissionSplit(quote);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box sx={gridSx}>
        {breakdown.sections.map((section) => (
          <QuoteLineTable key={section.title} section={section} totalLabel={`${section.title} total`} />
        ))}
      </Box>
      <Box sx={gridSx}>
        <QuoteLineTable
          section={totals}
          totalLabel={`Total (${PAYMENT_PERIOD_LABELS[paymentPeriod].toLowerCase()} plan)`}
        />
        <QuoteLineTable section={split} totalLabel="Premiums sum" />
      </Box>
      <Mismatch stored={breakdown.total} sum={sectionsSum} what="total" />
      <Mismatch stored={quote.premiumsSum} sum={split.total} what="premiums sum" />
      {hasSchedule(paymentPeriod) && (
        <RecordPaymentSchedule rows={scheduleRows(quote, paymentPeriod, effectiveDate)} />
      )}
    </Box>
  );
}

function UnpricedNotice({ reasons }: { reasons: string[] }) {
  return (
    <Alert severity="info">
      This quote could not be priced online.
      {reasons.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </Box>
      )}
    </Alert>
  );
}

/**
 * The quote of a record for its payment period: premium lines, taxes, fees, card fee and
 * financing (each section's total the sum of its lines), the commission split and the schedule.
 */
export function QuoteFiguresCard({
  quote,
  paymentPeriod,
  effectiveDate,
}: {
  quote: Quote;
  paymentPeriod: PaymentPeriod;
  /** The policy effective date (instant or YYYY-MM-DD) the schedule's months count from. */
  effectiveDate: string | null;
}) {
  return (
    <Card variant="outlined">
      <CardHeader
        title="Quote"
        subheader={`${PAYMENT_PERIOD_LABELS[paymentPeriod]} plan`}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        action={
          <Chip
            label={quote.priced ? 'Priced' : 'Not priced'}
            color={quote.priced ? 'success' : 'warning'}
            size="small"
            variant="outlined"
          />
        }
      />
      <CardContent sx={{ pt: 0 }}>
        {quote.priced ? (
          <PricedFigures quote={quote} paymentPeriod={paymentPeriod} effectiveDate={effectiveDate} />
        ) : (
          <UnpricedNotice reasons={quote.unpricedReasons} />
        )}
      </CardContent>
    </Card>
  );
}

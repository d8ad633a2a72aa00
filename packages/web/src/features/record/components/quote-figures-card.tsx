import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import {
  PAYMENT_PERIOD_LABELS,
  quoteBreakdown,
  sumCents,
  unpricedReasonLabel,
  type BreakdownSection,
  type PaymentPeriod,
  type Quote,
} from '@bm/domain';
import { useFormat, useSay, useT } from '../../../i18n/use-t.ts';
import { quoteFiguresMessages } from './messages.ts';
import { commissionSplit, hasSchedule, scheduleRows } from '../lib/quote-figures.ts';
import { RecordPaymentSchedule } from './record-payment-schedule.tsx';
import { QuoteLineTable } from './quote-line-table.tsx';

const gridSx = { display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } };

/** A stored figure that is not the sum of its parts (an old or edited quote): say so. */
function Mismatch({
  stored,
  sum,
  what,
}: {
  stored: number;
  sum: number;
  what: 'totalMismatch' | 'premiumsSumMismatch';
}) {
  const t = useT(quoteFiguresMessages);
  const f = useFormat();
  if (stored === sum) return null;
  return <Alert severity="warning">{t(what, { stored: f.money(stored), sum: f.money(sum) })}</Alert>;
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
  const t = useT(quoteFiguresMessages);
  const say = useSay();
  const { locale } = useFormat();
  const breakdown = quoteBreakdown(quote, paymentPeriod, locale);
  const totals: BreakdownSection = {
    title: t('total'),
    lines: breakdown.sections.map((section) => ({ label: section.title, amount: section.total })),
    total: breakdown.total,
  };
  const sectionsSum = sumCents(totals.lines.map((line) => line.amount));
  const split = commissionSplit(quote, locale);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box sx={gridSx}>
        {breakdown.sections.map((section) => (
          <QuoteLineTable key={section.title} section={section} totalLabel={t('sectionTotal', { section: section.title })} />
        ))}
      </Box>
      <Box sx={gridSx}>
        <QuoteLineTable
          section={totals}
          totalLabel={t('planTotal', { period: say(PAYMENT_PERIOD_LABELS[paymentPeriod]).toLowerCase() })}
        />
        <QuoteLineTable section={split} totalLabel={t('premiumsSum')} />
      </Box>
      <Mismatch stored={breakdown.total} sum={sectionsSum} what="totalMismatch" />
      <Mismatch stored={quote.premiumsSum} sum={split.total} what="premiumsSumMismatch" />
      {hasSchedule(paymentPeriod) && (
        <RecordPaymentSchedule rows={scheduleRows(quote, paymentPeriod, effectiveDate, locale)} />
      )}
    </Box>
  );
}

function UnpricedNotice({ reasons }: { reasons: string[] }) {
  const t = useT(quoteFiguresMessages);
  const { locale } = useFormat();
  return (
    <Alert severity="info">
      {t('notPricedOnline')}
      {reasons.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
          {reasons.map((reason) => (
            <li key={reason}>{unpricedReasonLabel(reason, locale)}</li>
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
  const t = useT(quoteFiguresMessages);
  const say = useSay();
  return (
    <Card variant="outlined">
      <CardHeader
        title={t('title')}
        subheader={t('plan', { period: say(PAYMENT_PERIOD_LABELS[paymentPeriod]) })}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        action={
          <Chip
            label={quote.priced ? t('priced') : t('notPriced')}
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

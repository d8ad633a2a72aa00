import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { formatCad, PAYMENT_PERIODS, PAYMENT_PLANS, type PaymentPeriod, type Quote } from '@bm/domain';

export const PERIOD_LABELS: Record<PaymentPeriod, string> = {
  annual: 'Annual',
  monthly: 'Monthly',
  instalment: 'Instalment',
};

function paymentsText(period: PaymentPeriod): string {
  const payments = PAYMENT_PLANS[period].payments;
  return payments === 1 ? 'paid in full' : `${payments} payments`;
}

/** The three payment periods side by side, each with its total; the chosen one is pressed. */
export function PeriodSelector({
  quote,
  value,
  onChange,
  periods = PAYMENT_PERIODS,
}: {
  quote: Quote;
  value: PaymentPeriod;
  onChange: (period: PaymentPeriod) => void;
  periods?: readonly PaymentPeriod[];
}) {
  return (
    <ToggleButtonGroup
      exclusive
      fullWidth
      color="primary"
      value={value}
      onChange={(_event, period: PaymentPeriod | null) => {
        if (period) onChange(period);
      }}
      aria-label="Payment period"
    >
      {periods.map((period) => (
        <ToggleButton key={period} value={period} sx={{ textTransform: 'none', py: 1.5 }}>
          <Box>
            <Typography sx={{ fontWeight: 700 }}>{PERIOD_LABELS[period]}</Typography>
            <Typography variant="h6" component="span" data-testid={`period-total-${period}`}>
              {formatCad(quote.total[period])}
            </Typography>
            <Typography variant="caption" component="div" color="text.secondary">
              {paymentsText(period)}
            </Typography>
          </Box>
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

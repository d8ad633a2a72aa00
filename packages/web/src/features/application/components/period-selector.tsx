import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  PAYMENT_PERIOD_LABELS,
  PAYMENT_PERIODS,
  PAYMENT_PLANS,
  type PaymentPeriod,
  type Quote,
} from '@bm/domain';
import { useFormat, useSay, useT, type Translate } from '../../../i18n/use-t.ts';
import { periodMessages } from './messages.ts';

/** A payment period's name in the screens' language: the domain's label ('Monthly' / 'Mensuel'). */
export function usePeriodLabel(): (period: PaymentPeriod) => string {
  const say = useSay();
  return (period) => say(PAYMENT_PERIOD_LABELS[period]);
}

function paymentsText(period: PaymentPeriod, t: Translate<typeof periodMessages>): string {
  const payments = PAYMENT_PLANS[period].payments;
  return payments === 1 ? t('paidInFull') : t('payments', { count: payments });
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
  const t = useT(periodMessages);
  const label = usePeriodLabel();
  const f = useFormat();
  return (
    <ToggleButtonGroup
      exclusive
      fullWidth
      color="primary"
      value={value}
      onChange={(_event, period: PaymentPeriod | null) => {
        if (period) onChange(period);
      }}
      aria-label={t('paymentPeriod')}
    >
      {periods.map((period) => (
        <ToggleButton key={period} value={period} sx={{ textTransform: 'none', py: 1.5 }}>
          <Box>
            <Typography sx={{ fontWeight: 700 }}>{label(period)}</Typography>
            <Typography variant="h6" component="span" data-testid={`period-total-${period}`}>
              {f.money(quote.total[period])}
            </Typography>
            <Typography variant="caption" component="div" color="text.secondary">
              {paymentsText(period, t)}
            </Typography>
          </Box>
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

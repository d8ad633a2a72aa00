import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ServerErrorAlert } from '../../../components/server-error-alert.tsx';
import { Spinner } from '../../../components/loading.tsx';
import { useFormat, useT } from '../../../i18n/use-t.ts';
import { useFinanceOpsSummary, useOpenPayouts } from '../api/accounting.ts';
import { financeOpsMessages } from '../messages.ts';

/** Partner payouts to complete (completed on /reports) and NSF invoices pending (on /nsf). */
export function WorkToDo() {
  const summary = useFinanceOpsSummary();
  const payouts = useOpenPayouts();
  const t = useT(financeOpsMessages);
  const f = useFormat();
  if (summary.isError) return <ServerErrorAlert error={summary.error} />;
  if (!summary.data) return <Spinner label={t('loading')} />;
  const { nsfPending, openPayouts, openPayoutsAmount } = summary.data;
  const oldest = payouts.data?.items.slice(0, 5) ?? [];
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <Paper
        component="section"
        variant="outlined"
        sx={{ p: 2, flex: 1 }}
        aria-labelledby="payouts-to-complete"
      >
        <Typography id="payouts-to-complete" variant="h6" component="h2">
          {t('payoutsToComplete')}
        </Typography>
        <Typography variant="h4" component="p" data-testid="open-payouts">
          {openPayouts}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {openPayouts === 0 ? t('everyPayoutDone') : t('owed', { amount: f.money(openPayoutsAmount) })}
        </Typography>
        {oldest.map((payout) => (
          <Typography key={payout.id} variant="body2">
            {payout.number} · {payout.partnerName} · {payout.period} · {f.money(payout.amount)}
          </Typography>
        ))}
        <Button component={RouterLink} to="/reports" size="small" sx={{ mt: 1 }}>
          {t('completeOnReports')}
        </Button>
      </Paper>
      <Paper component="section" variant="outlined" sx={{ p: 2, flex: 1 }} aria-labelledby="nsf-pending">
        <Typography id="nsf-pending" variant="h6" component="h2">
          {t('nsfPending')}
        </Typography>
        <Typography variant="h4" component="p" data-testid="nsf-pending-count">
          {nsfPending}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('nsfPendingHint')}
        </Typography>
        <Button component={RouterLink} to="/nsf" size="small">
          {t('openNsf')}
        </Button>
      </Paper>
    </Stack>
  );
}

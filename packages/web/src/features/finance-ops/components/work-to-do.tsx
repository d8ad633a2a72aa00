import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatCad } from '@bm/domain';
import { ServerErrorAlert } from '../../../components/server-error-alert.tsx';
import { Spinner } from '../../../components/loading.tsx';
import { useFinanceOpsSummary, useOpenPayouts } from '../api/accounting.ts';

/** Partner payouts to complete (completed on /reports) and NSF invoices pending (on /nsf). */
export function WorkToDo() {
  const summary = useFinanceOpsSummary();
  const payouts = useOpenPayouts();
  if (summary.isError) return <ServerErrorAlert error={summary.error} />;
  if (!summary.data) return <Spinner label="Loading Finance Ops" />;
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
          Payouts to complete
        </Typography>
        <Typography variant="h4" component="p" data-testid="open-payouts">
          {openPayouts}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {openPayouts === 0
            ? 'Every partner payout is completed.'
            : `${formatCad(openPayoutsAmount)} owed to brokerages and insurers.`}
        </Typography>
        {oldest.map((payout) => (
          <Typography key={payout.id} variant="body2">
            {payout.number} · {payout.partnerName} · {payout.period} · {formatCad(payout.amount)}
          </Typography>
        ))}
        <Button component={RouterLink} to="/reports" size="small" sx={{ mt: 1 }}>
          Complete payouts on Reports
        </Button>
      </Paper>
      <Paper component="section" variant="outlined" sx={{ p: 2, flex: 1 }} aria-labelledby="nsf-pending">
        <Typography id="nsf-pending" variant="h6" component="h2">
          NSF invoices pending
        </Typography>
        <Typography variant="h4" component="p" data-testid="nsf-pending-count">
          {nsfPending}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Scheduled payments the card declined, not yet paid or completed.
        </Typography>
        <Button component={RouterLink} to="/nsf" size="small">
          Open NSF Invoices
        </Button>
      </Paper>
    </Stack>
  );
}

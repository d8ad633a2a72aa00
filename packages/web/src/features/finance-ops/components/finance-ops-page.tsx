import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDate } from '@bm/domain';
import { useT } from '../../../i18n/use-t.ts';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { AccountingConnectionCard } from './accounting-connection.tsx';
import { ReconciliationCard } from './reconciliation.tsx';
import { LocalConsent } from './local-consent.tsx';
import { WorkToDo } from './work-to-do.tsx';
import { financeOpsMessages } from '../messages.ts';

/**
 * /finance-ops (issue 15 item 5): finance staff and super admins close the month here: payouts to
 * complete, NSF invoices pending, the accounting connection and its sync, and the card
 * reconciliation of the month chosen. With ?consent={state} it is the local journal's consent step
 * (where QuickBooks would show Intuit's): one route, so the app shell's route table stays short.
 */
export function FinanceOpsPage() {
  const t = useT(financeOpsMessages);
  usePageTitle(t('title'));
  const { user } = useCurrentUser();
  const consentState = useSearchParams()[0].get('consent');
  const [period, setPeriod] = useState(() => formatDate(new Date()).slice(0, 7));
  const allowed = !!user && (user.flags.superadmin || user.flags.financialUser);
  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {t('title')}
      </Typography>
      {!allowed ? (
        <Alert severity="info">{t('notAllowed')}</Alert>
      ) : consentState !== null ? (
        <LocalConsent state={consentState} />
      ) : (
        <Stack spacing={2}>
          <WorkToDo />
          <TextField
            id="finance-ops-month"
            label={t('month')}
            type="month"
            size="small"
            value={period}
            onChange={(event) => event.target.value && setPeriod(event.target.value)}
            sx={{ maxWidth: 200 }}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <AccountingConnectionCard period={period} />
          <ReconciliationCard period={period} />
        </Stack>
      )}
    </Box>
  );
}

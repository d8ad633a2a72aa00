import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useT } from '../../../i18n/use-t.ts';
import { useLocalConsent } from '../api/accounting.ts';
import { financeOpsMessages } from '../messages.ts';

/**
 * /finance-ops?consent={state}: the local journal's consent step, where QuickBooks would show
 * Intuit's. Allow sends the browser back to /finance-ops with a one-time code; Cancel with
 * error=access_denied.
 */
export function LocalConsent({ state }: { state: string }) {
  const allow = useLocalConsent();
  const t = useT(financeOpsMessages);
  return (
    <Box sx={{ maxWidth: 640 }}>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('connectLocal')}
        </Typography>
        <Typography variant="body1" sx={{ mb: 2 }}>
          {t('consentText')}
        </Typography>
        {allow.isError ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {allow.error.message}
          </Alert>
        ) : null}
        <Stack direction="row" spacing={1}>
          <Button
            variant="contained"
            disabled={!state || allow.isPending}
            onClick={() =>
              allow.mutate(state, { onSuccess: ({ redirectTo }) => window.location.assign(redirectTo) })
            }
          >
            {t('allow')}
          </Button>
          <Button onClick={() => window.location.assign('/finance-ops?error=access_denied')}>
            {t('cancel')}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}

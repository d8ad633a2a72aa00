import CheckCircle from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { Application } from '@bm/contracts';
import type { Cents } from '@bm/domain';
import { useFormat, useT } from '../../../i18n/use-t.ts';
import { paymentStepMessages } from './messages.ts';

/** The end of the journey: the policy is bound and the first payment taken. */
export function BoundPanel({
  applicationId,
  policyNumber,
  amountCharged,
}: {
  applicationId: string;
  policyNumber: string | null;
  amountCharged: Cents | null;
}) {
  const t = useT(paymentStepMessages);
  const f = useFormat();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="bound-title"
      sx={{ p: { xs: 3, md: 4 }, textAlign: 'center' }}
    >
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <CheckCircle color="success" sx={{ fontSize: 56 }} aria-hidden />
        <Typography id="bound-title" variant="h4" component="h2">
          {t('policyBound')}
        </Typography>
        <Typography>
          {t('policyNumber')} <strong>{policyNumber ?? t('beingIssued')}</strong>
        </Typography>
        {amountCharged !== null ? (
          <Typography>
            {t('amountCharged')} <strong>{f.money(amountCharged)}</strong>
          </Typography>
        ) : null}
        <Button variant="contained" component={RouterLink} to={`/crm/applications/${applicationId}`}>
          {t('viewRecord')}
        </Button>
      </Stack>
    </Paper>
  );
}

/** A cancelled or lapsed policy: nothing to answer or pay here any more. */
export function ClosedApplication({ application }: { application: Application }) {
  const t = useT(paymentStepMessages);
  return (
    <Alert
      severity="info"
      action={
        <Button
          color="inherit"
          size="small"
          component={RouterLink}
          to={`/crm/applications/${application.applicationId}`}
        >
          {t('openRecord')}
        </Button>
      }
    >
      {t('closed', {
        number: application.policyNumber ? ` (${application.policyNumber})` : '',
        status: application.status,
      })}
    </Alert>
  );
}

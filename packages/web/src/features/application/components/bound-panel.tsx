import CheckCircle from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { Application } from '@bm/contracts';
import { formatCad, type Cents } from '@bm/domain';

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
          Policy bound
        </Typography>
        <Typography>
          Policy number <strong>{policyNumber ?? 'being issued'}</strong>
        </Typography>
        {amountCharged !== null ? (
          <Typography>
            Amount charged <strong>{formatCad(amountCharged)}</strong>
          </Typography>
        ) : null}
        <Button variant="contained" component={RouterLink} to={`/crm/applications/${applicationId}`}>
          View the policy record
        </Button>
      </Stack>
    </Paper>
  );
}

/** A cancelled or lapsed policy: nothing to answer or pay here any more. */
export function ClosedApplication({ application }: { application: Application }) {
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
          Open the record
        </Button>
      }
    >
      This policy{application.policyNumber ? ` (${application.policyNumber})` : ''} is {application.status}{' '}
      and can no longer be changed here.
    </Alert>
  );
}

import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Application, RenewalLink, StopRecord } from '@bm/contracts';
import { formatDate } from '@bm/domain';
import { useToast } from '../../../../components/toast-context.ts';
import { STATUS_LABELS } from '../../../../lib/policy-labels.ts';
import { failureMessage } from './failure-message.ts';
import { useOfferRenewal, useRenewalStatus } from './api.ts';

export const OFFER_ERROR = "There's been an error, please try again or contact Support.";

function RecordLink({ to, children }: { to: RenewalLink; children: string }) {
  return (
    <Link component={RouterLink} to={`/crm/applications/${to.applicationId}`}>
      {children}
    </Link>
  );
}

const describe = (link: RenewalLink) =>
  `${STATUS_LABELS[link.status]}, ${link.salesStatus}` +
  (link.policyEffectiveDate ? `, from ${formatDate(link.policyEffectiveDate)}` : '');

const stopText = (stop: StopRecord) =>
  `${stop.reasonLabel}${stop.initiatorLabel ? ` (initiated by ${stop.initiatorLabel})` : ''}` +
  (stop.description ? `: ${stop.description}` : '');

/** The offer button of a bound policy, or when it opens. */
function OfferRenewal({
  record,
  offer,
}: {
  record: Application;
  offer: { available: boolean; message: string | null };
}) {
  const toast = useToast();
  const mutation = useOfferRenewal(record.applicationId);
  const failure = failureMessage(mutation.error, OFFER_ERROR);
  if (!offer.available)
    return offer.message ? <Typography color="text.secondary">{offer.message}</Typography> : null;
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="contained"
        disabled={mutation.isPending}
        onClick={() =>
          // Not mutate's own onSuccess: the refresh shows the renewal and unmounts this button
          // first, and TanStack Query skips an unmounted observer's callbacks (no toast).
          // A failure shows through mutation.error.
          mutation.mutateAsync().then(
            () => toast.success('Renewal offered'),
            () => undefined,
          )
        }
      >
        Offer renewal
      </Button>
      {failure && <Alert severity="error">{failure}</Alert>}
    </Stack>
  );
}

/**
 * The record's renewal (spec 4, domain facts: offered 60 days before expiry with the same policy
 * number): the link between a policy and its renewal application both ways, the offer, and the
 * stop that made an application unavailable or a policy non-renewable.
 */
export function RenewalSection({ record }: { record: Application }) {
  const relevant =
    record.status === 'bound' || Boolean(record.renewalOfId) || record.bindStopped || record.nonRenewable;
  const query = useRenewalStatus(record.applicationId, relevant);
  if (!relevant || !query.data) return null;
  const { renewal, renewalOf, offer, stop } = query.data;
  return (
    <Card variant="outlined">
      <CardHeader title="Renewal" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        <Stack spacing={1.5}>
          {record.bindStopped && (
            <Alert severity="warning">
              <AlertTitle>Unavailable</AlertTitle>
              {stop
                ? `${stop.kind === 'stopBind' ? 'Bind' : 'Renewal'} stopped: ${stopText(stop)}`
                : 'Underwriting stopped this application.'}
            </Alert>
          )}
          {!record.bindStopped && record.nonRenewable && (
            <Alert severity="info">
              <AlertTitle>Non-renewable</AlertTitle>
              {stop ? `Renewal stopped: ${stopText(stop)}` : 'This policy will not be renewed.'}
            </Alert>
          )}
          {renewalOf && (
            <Typography>
              Renewal of policy{' '}
              <RecordLink to={renewalOf}>{renewalOf.policyNumber ?? 'the expiring policy'}</RecordLink>{' '}
              (expires {formatDate(renewalOf.policyExpiryDate)})
            </Typography>
          )}
          {renewal && (
            <Typography>
              <RecordLink to={renewal}>Renewal application</RecordLink> ({describe(renewal)})
            </Typography>
          )}
          {record.status === 'bound' && !renewal && !record.nonRenewable && (
            <OfferRenewal record={record} offer={offer} />
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

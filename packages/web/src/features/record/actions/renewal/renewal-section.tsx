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
import { useSay, useT, type Translate } from '../../../../i18n/use-t.ts';
import { renewalMessages } from './messages.ts';
import { useOfferRenewal, useRenewalStatus } from './api.ts';

function RecordLink({ to, children }: { to: RenewalLink; children: string }) {
  return (
    <Link component={RouterLink} to={`/crm/applications/${to.applicationId}`}>
      {children}
    </Link>
  );
}

type T = Translate<typeof renewalMessages>;

const describe = (link: RenewalLink, t: T) =>
  `${STATUS_LABELS[link.status]}, ${link.salesStatus}` +
  (link.policyEffectiveDate ? t('from', { date: formatDate(link.policyEffectiveDate) }) : '');

const stopText = (stop: StopRecord, t: T) => {
  const reason = stop.initiatorLabel
    ? t('initiatedBy', { reason: stop.reasonLabel, initiator: stop.initiatorLabel })
    : stop.reasonLabel;
  return stop.description ? t('withDescription', { reason, description: stop.description }) : reason;
};

/** The offer button of a bound policy, or when it opens. */
function OfferRenewal({
  record,
  offer,
}: {
  record: Application;
  offer: { available: boolean; message: string | null };
}) {
  const t = useT(renewalMessages);
  const say = useSay();
  const toast = useToast();
  const mutation = useOfferRenewal(record.applicationId);
  const failure = failureMessage(mutation.error, t('offerError'));
  if (!offer.available)
    return offer.message ? <Typography color="text.secondary">{say(offer.message)}</Typography> : null;
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
            () => toast.success(t('offered')),
            () => undefined,
          )
        }
      >
        {t('offer')}
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
  const t = useT(renewalMessages);
  const relevant =
    record.status === 'bound' || Boolean(record.renewalOfId) || record.bindStopped || record.nonRenewable;
  const query = useRenewalStatus(record.applicationId, relevant);
  if (!relevant || !query.data) return null;
  const { renewal, renewalOf, offer, stop } = query.data;
  return (
    <Card variant="outlined">
      <CardHeader title={t('renewal')} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        <Stack spacing={1.5}>
          {record.bindStopped && (
            <Alert severity="warning">
              <AlertTitle>{t('unavailable')}</AlertTitle>
              {stop
                ? t(stop.kind === 'stopBind' ? 'bindStopped' : 'renewalStopped', { stop: stopText(stop, t) })
                : t('underwritingStopped')}
            </Alert>
          )}
          {!record.bindStopped && record.nonRenewable && (
            <Alert severity="info">
              <AlertTitle>{t('nonRenewable')}</AlertTitle>
              {stop ? t('renewalStopped', { stop: stopText(stop, t) }) : t('willNotRenew')}
            </Alert>
          )}
          {renewalOf && (
            <Typography>
              {t('renewalOf')}{' '}
              <RecordLink to={renewalOf}>{renewalOf.policyNumber ?? t('expiringPolicy')}</RecordLink>{' '}
              {t('expires', { date: formatDate(renewalOf.policyExpiryDate) })}
            </Typography>
          )}
          {renewal && (
            <Typography>
              <RecordLink to={renewal}>{t('renewalApplication')}</RecordLink> ({describe(renewal, t)})
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

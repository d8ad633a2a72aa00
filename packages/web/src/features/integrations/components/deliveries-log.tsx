import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { WebhookDelivery, WebhookEndpoint } from '@bm/contracts';
import { formatDateTime, vancouverInstant } from '@bm/domain';
import { errorMessage } from '../../../lib/form-field.ts';
import { useT } from '../../../i18n/use-t.ts';
import { useDeliveries, useReplay } from '../api/webhooks.ts';
import { integrationsMessages } from '../messages.ts';

type Status = WebhookDelivery['status'];
const STATUSES: Status[] = ['pending', 'succeeded', 'failed', 'cancelled'];
const pre = { m: 0, p: 1, bgcolor: 'grey.100', borderRadius: 1, overflowX: 'auto', fontSize: 12 } as const;

/** One endpoint's deliveries, newest first: each attempt's request, response and timing; replays. */
export function DeliveriesLog({ endpoint }: { endpoint: WebhookEndpoint }) {
  const t = useT(integrationsMessages);
  const [status, setStatus] = useState<Status | ''>('');
  const [cursors, setCursors] = useState<string[]>([]);
  const [since, setSince] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const page = useDeliveries(endpoint.id, status, cursors.at(-1) ?? null);
  const replay = useReplay();
  const replayed = (count: number) => setNotice(t('queued', { count }));
  const sinceInstant = vancouverInstant(since);

  return (
    <Box component="section" aria-label={t('deliveriesOf', { url: endpoint.url })} sx={{ mt: 2 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2, alignItems: { sm: 'flex-end' } }}
      >
        <TextField
          select
          size="small"
          label={t('status')}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as Status | '');
            setCursors([]);
          }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 160 }}
        >
          <option value="">{t('anyStatus')}</option>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(s)}
            </option>
          ))}
        </TextField>
        <TextField
          size="small"
          type="datetime-local"
          label={t('replaySinceLabel')}
          value={since}
          onChange={(e) => setSince(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button
          variant="outlined"
          disabled={!sinceInstant || replay.isPending}
          onClick={() =>
            sinceInstant &&
            replay.mutate(
              { id: endpoint.id, body: { since: sinceInstant.toISOString() } },
              { onSuccess: (r) => replayed(r.queued) },
            )
          }
        >
          {t('replaySince')}
        </Button>
      </Stack>
      {notice ? (
        <Alert severity="success" role="status" sx={{ mb: 2 }} onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      ) : null}
      {replay.error ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {errorMessage(replay.error)}
        </Alert>
      ) : null}
      {page.error ? <Alert severity="error">{errorMessage(page.error)}</Alert> : null}
      {page.data && page.data.deliveries.length === 0 ? (
        <Typography color="text.secondary">{t('noDeliveries')}</Typography>
      ) : null}
      <Stack spacing={1}>
        {page.data?.deliveries.map((delivery) => (
          <Box
            key={delivery.id}
            component="details"
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}
          >
            <Box component="summary" sx={{ cursor: 'pointer', overflowWrap: 'anywhere' }}>
              {t('deliveryLine', {
                type: delivery.eventType,
                time: formatDateTime(delivery.createdAt),
                status: t(delivery.status),
              })}
              {delivery.policyNumber ? ` · ${delivery.policyNumber}` : ''}
              {delivery.replayOf ? ` · ${t('replayed')}` : ''}
            </Box>
            <Stack spacing={1} sx={{ mt: 1 }}>
              {delivery.attemptLog.length === 0 ? (
                <Typography variant="body2">{t('noAttempt')}</Typography>
              ) : null}
              {delivery.attemptLog.map((attempt) => (
                <Box key={attempt.attempt}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {t('attemptLine', {
                      attempt: attempt.attempt,
                      time: formatDateTime(attempt.startedAt),
                      outcome: attempt.responseStatus ?? attempt.error ?? t('noAnswer'),
                      ms: attempt.durationMs,
                    })}
                  </Typography>
                  <Typography variant="caption">{t('requestHeaders')}</Typography>
                  <Box component="pre" sx={pre}>
                    {Object.entries(attempt.requestHeaders)
                      .map(([name, value]) => `${name}: ${value}`)
                      .join('\n')}
                  </Box>
                  {attempt.responseBody ? (
                    <>
                      <Typography variant="caption">{t('responseBody')}</Typography>
                      <Box component="pre" sx={pre}>
                        {attempt.responseBody}
                      </Box>
                    </>
                  ) : null}
                </Box>
              ))}
              <Typography variant="caption">{t('payload')}</Typography>
              <Box component="pre" sx={{ ...pre, maxHeight: 240 }}>
                {JSON.stringify(delivery.payload, null, 2)}
              </Box>
              <Box>
                <Button
                  size="small"
                  variant="outlined"
                  disabled={replay.isPending}
                  onClick={() =>
                    replay.mutate(
                      { id: endpoint.id, body: { eventId: delivery.eventId } },
                      { onSuccess: (r) => replayed(r.queued) },
                    )
                  }
                >
                  {t('replayOne')}
                </Button>
              </Box>
            </Stack>
          </Box>
        ))}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        {cursors.length > 0 ? <Button onClick={() => setCursors([])}>{t('newest')}</Button> : null}
        {page.data?.nextCursor ? (
          <Button onClick={() => setCursors((c) => [...c, page.data!.nextCursor!])}>{t('more')}</Button>
        ) : null}
      </Stack>
    </Box>
  );
}

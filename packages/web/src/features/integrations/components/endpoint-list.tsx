import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { WebhookEndpoint } from '@bm/contracts';
import { formatDateTime } from '@bm/domain';
import { useT } from '../../../i18n/use-t.ts';
import { useDeleteEndpoint, useEndpoints, useRotateSecret, useUpdateEndpoint } from '../api/webhooks.ts';
import { integrationsMessages } from '../messages.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { DeliveriesLog } from './deliveries-log.tsx';
import { EndpointDialog } from './endpoint-dialog.tsx';
import { SecretDialog } from './secret-dialog.tsx';

type Asked = { kind: 'rotate' | 'delete' | 'edit'; endpoint: WebhookEndpoint } | null;

/** The webhook endpoints section: the list with health, and add, edit, enable, rotate, delete, the log. */
export function EndpointList() {
  const t = useT(integrationsMessages);
  const endpoints = useEndpoints();
  const update = useUpdateEndpoint();
  const rotate = useRotateSecret();
  const remove = useDeleteEndpoint();
  const [adding, setAdding] = useState(false);
  const [asked, setAsked] = useState<Asked>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [logOf, setLogOf] = useState<string | null>(null);
  const closeAsked = () => {
    rotate.reset();
    remove.reset();
    setAsked(null);
  };

  return (
    <Box component="section" aria-labelledby="endpoints-heading" sx={{ mb: 4 }}>
      <Stack
        direction="row"
        sx={{ mb: 2, justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography id="endpoints-heading" variant="h6" component="h2">
          {t('endpointsHeading')}
        </Typography>
        <Button variant="contained" onClick={() => setAdding(true)}>
          {t('addEndpoint')}
        </Button>
      </Stack>
      {endpoints.data?.length === 0 ? (
        <Typography color="text.secondary">{t('noEndpoints')}</Typography>
      ) : null}
      <Stack spacing={2}>
        {endpoints.data?.map((endpoint) => (
          <Paper
            key={endpoint.id}
            component="article"
            aria-label={endpoint.url}
            variant="outlined"
            sx={{ p: 2 }}
          >
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{endpoint.url}</Typography>
            <Typography variant="body2" color="text.secondary">
              {[
                endpoint.brokerageName ?? t('platform'),
                endpoint.description,
                endpoint.eventTypes.length === 0
                  ? t('allEvents')
                  : t('eventCount', { count: endpoint.eventTypes.length }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ my: 1, flexWrap: 'wrap' }}>
              <Chip
                size="small"
                color={endpoint.enabled ? 'success' : 'default'}
                label={
                  endpoint.enabled
                    ? t('enabled')
                    : endpoint.disabledReason === 'failing'
                      ? t('disabledFailing')
                      : t('disabledByOwner')
                }
              />
              {endpoint.failingSince ? (
                <Chip
                  size="small"
                  color="warning"
                  label={t('failingSince', { time: formatDateTime(endpoint.failingSince) })}
                />
              ) : null}
              {endpoint.previousSecretExpiresAt ? (
                <Chip
                  size="small"
                  label={t('previousSecretUntil', { time: formatDateTime(endpoint.previousSecretExpiresAt) })}
                />
              ) : null}
            </Stack>
            <Typography variant="body2">{t('health', endpoint.recent)}</Typography>
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ mt: 1, flexWrap: 'wrap' }}
              role="group"
              aria-label={t('actionsFor', { url: endpoint.url })}
            >
              <Button
                size="small"
                onClick={() => setLogOf(logOf === endpoint.id ? null : endpoint.id)}
                aria-expanded={logOf === endpoint.id}
              >
                {t('showLog')}
              </Button>
              <Button size="small" onClick={() => setAsked({ kind: 'edit', endpoint })}>
                {t('edit')}
              </Button>
              <Button
                size="small"
                disabled={update.isPending}
                onClick={() => update.mutate({ id: endpoint.id, body: { enabled: !endpoint.enabled } })}
              >
                {endpoint.enabled ? t('disable') : t('enable')}
              </Button>
              <Button size="small" onClick={() => setAsked({ kind: 'rotate', endpoint })}>
                {t('rotate')}
              </Button>
              <Button size="small" color="error" onClick={() => setAsked({ kind: 'delete', endpoint })}>
                {t('delete')}
              </Button>
            </Stack>
            {logOf === endpoint.id ? <DeliveriesLog endpoint={endpoint} /> : null}
          </Paper>
        ))}
      </Stack>
      {adding ? (
        <EndpointDialog open endpoint={null} onClose={() => setAdding(false)} onSecret={setSecret} />
      ) : null}
      {asked?.kind === 'edit' ? (
        <EndpointDialog open endpoint={asked.endpoint} onClose={() => setAsked(null)} onSecret={setSecret} />
      ) : null}
      <ConfirmDialog
        open={asked?.kind === 'rotate'}
        title={t('rotateTitle')}
        text={t('rotateText')}
        confirm={t('rotate')}
        busy={rotate.isPending}
        error={rotate.error}
        onClose={closeAsked}
        onConfirm={() =>
          asked &&
          rotate.mutate(asked.endpoint.id, {
            onSuccess: (made) => {
              closeAsked();
              setSecret(made.secret);
            },
          })
        }
      />
      <ConfirmDialog
        open={asked?.kind === 'delete'}
        title={t('deleteTitle')}
        text={t('deleteText', { url: asked?.endpoint.url ?? '' })}
        confirm={t('delete')}
        busy={remove.isPending}
        error={remove.error}
        onClose={closeAsked}
        onConfirm={() => asked && remove.mutate(asked.endpoint.id, { onSuccess: closeAsked })}
      />
      <SecretDialog
        value={secret}
        title={t('secretTitle')}
        warning={t('secretWarning')}
        onClose={() => setSecret(null)}
      />
    </Box>
  );
}

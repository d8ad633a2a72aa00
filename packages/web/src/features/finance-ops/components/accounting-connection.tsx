import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AccountingConnection } from '@bm/contracts';
import { formatDateTime, sayAccountingSyncError } from '@bm/domain';
import { DisconnectDialog } from './disconnect-dialog.tsx';
import { ServerErrorAlert } from '../../../components/server-error-alert.tsx';
import { Spinner } from '../../../components/loading.tsx';
import { useToast } from '../../../components/toast-context.ts';
import { useFormat, useT, type Translate } from '../../../i18n/use-t.ts';
import { financeOpsMessages } from '../messages.ts';
import {
  useAccounting,
  useConnect,
  useExchangeTokens,
  useRefreshTokens,
  useSync,
} from '../api/accounting.ts';
import { withLanguage } from '../../../i18n/download-href.ts';

type T = Translate<typeof financeOpsMessages>;

/** An instant as YYYY-MM-DD HH:MM in Vancouver time, the product's time zone (spec section 9), saying so. */
const when = (t: T, iso: string | null) => (iso ? t('at', { time: formatDateTime(iso) }) : '—');

function providerLabel(t: T, connection: AccountingConnection) {
  return connection.provider === 'local'
    ? t('localProvider')
    : t('quickbooksProvider', { environment: connection.environment });
}

/**
 * Finishes an authorisation when the consent step redirected here with ?code&state (POST
 * /api/QBOOAuthTokens with this URL), then takes them out of the address bar.
 */
function useFinishAuthorisation(connection: AccountingConnection | undefined) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const exchange = useExchangeTokens();
  const toast = useToast();
  const t = useT(financeOpsMessages);
  const started = useRef(false);
  const [failure, setFailure] = useState<string | null>(null);
  const code = params.get('code');
  const refused = params.get('error');
  useEffect(() => {
    if (refused && !started.current) {
      started.current = true;
      setFailure(t('notAuthorised', { reason: refused }));
      setParams({}, { replace: true });
    }
    if (!code || !connection || started.current) return;
    started.current = true;
    exchange.mutate(
      // The address the consent step sent the browser to, code, state and realmId included.
      {
        environment: connection.environment,
        tokenExchangeUrl: `${window.location.origin}${location.pathname}${location.search}`,
      },
      {
        onSuccess: (result) => toast.success(result.message),
        onError: (error) => setFailure(error.message),
        onSettled: () => setParams({}, { replace: true }),
      },
    );
  }, [code, refused, connection, exchange, toast, setParams, location, t]);
  return { finishing: exchange.isPending, failure };
}

/** The accounting connection: connect, refresh, sync now, last sync, journal CSV. */
export function AccountingConnectionCard({ period }: { period: string }) {
  const accounting = useAccounting();
  const connection = accounting.data;
  const { finishing, failure } = useFinishAuthorisation(connection);
  const connect = useConnect();
  const refresh = useRefreshTokens();
  const sync = useSync();
  const toast = useToast();
  const t = useT(financeOpsMessages);
  const f = useFormat();
  const [confirmDisconnect, setConfirmDisconnect] = useState(false);

  if (accounting.isError) return <ServerErrorAlert error={accounting.error} />;
  if (!connection) return <Spinner label={t('loadingConnection')} />;
  const connected = connection.status === 'connected';
  const mustReconnect = connection.status === 'reconnect';
  const last = connection.lastSync;
  const busy = finishing || connect.isPending || refresh.isPending || sync.isPending;

  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby="accounting-heading">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography id="accounting-heading" variant="h6" component="h2">
          {t('accounting')}
        </Typography>
        <Chip
          size="small"
          color={connected ? 'success' : mustReconnect ? 'warning' : 'default'}
          label={
            connected
              ? t('connectedChip')
              : mustReconnect
                ? t('reconnectNeeded')
                : connection.status === 'pending'
                  ? t('notConnectedPending')
                  : t('notConnected')
          }
        />
      </Stack>
      <Typography variant="body2">{providerLabel(t, connection)}</Typography>
      {connected ? (
        <Typography variant="body2" color="text.secondary">
          {t('connectedBy', { when: when(t, connection.connectedAt), by: connection.connectedBy ?? '—' })}
          {connection.realmId && connection.provider === 'quickbooks'
            ? t('company', { realm: connection.realmId })
            : ''}
          {connection.refreshedAt ? t('refreshed', { when: when(t, connection.refreshedAt) }) : ''}
        </Typography>
      ) : null}
      <Typography variant="body2" color="text.secondary" data-testid="journal-size">
        {t('journalSize', {
          entries: f.number(connection.journal.entries),
          notPosted: f.number(connection.journal.notPosted),
        })}
      </Typography>

      {mustReconnect ? (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {t('mustReconnect', {
            provider: connection.provider === 'quickbooks' ? t('quickbooks') : t('theLocalJournal'),
          })}
        </Alert>
      ) : null}
      {failure ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {failure}
        </Alert>
      ) : null}
      {connect.isError ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {connect.error.message}
        </Alert>
      ) : null}
      {refresh.isError ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {refresh.error.message}
        </Alert>
      ) : null}
      {sync.isError ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {sync.error.message}
        </Alert>
      ) : null}

      <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          variant={connected ? 'outlined' : 'contained'}
          disabled={busy}
          onClick={() => connect.mutate()}
        >
          {connected || mustReconnect ? t('reconnect') : t('connect')}
        </Button>
        <Button
          variant="outlined"
          disabled={!connected || busy}
          onClick={() =>
            refresh.mutate(connection.environment, { onSuccess: (r) => toast.success(r.message) })
          }
        >
          {t('refreshConnection')}
        </Button>
        <Button
          variant="contained"
          disabled={!connected || busy}
          onClick={() => sync.mutate(period, { onSuccess: (r) => toast.success(r.message) })}
        >
          {t('syncNow', { period })}
        </Button>
        <Button
          variant="text"
          href={withLanguage(`/api/accounting/journal.csv?period=${period}`, f.locale)}
          download
        >
          {t('downloadJournal')}
        </Button>
        {connection.status !== 'disconnected' ? (
          <Button variant="outlined" color="error" disabled={busy} onClick={() => setConfirmDisconnect(true)}>
            {t('disconnect')}
          </Button>
        ) : null}
      </Stack>
      <DisconnectDialog
        open={confirmDisconnect}
        provider={connection.provider}
        onClose={() => setConfirmDisconnect(false)}
      />

      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        {t('lastSync')}
      </Typography>
      <Typography variant="body2" data-testid="last-sync">
        {last
          ? last.status === 'failed'
            ? t('syncFailed', {
                when: when(t, last.startedAt),
                period: last.period,
                by: last.by ?? '—',
                // Said from its code in the screens' language (decision 0086); a sync stored before
                // as English text alone, as stored.
                error: last.errorReason
                  ? sayAccountingSyncError(last.errorReason, f.locale)
                  : (last.error ?? ''),
                posted: last.entriesPosted,
              })
            : t('syncDone', {
                period: last.period,
                posted: last.entriesPosted,
                amount: f.money(last.amountPosted),
                when: when(t, last.startedAt),
                by: last.by ?? '—',
              })
          : t('noSync')}
      </Typography>
    </Paper>
  );
}

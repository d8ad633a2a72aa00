import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AccountingConnection } from '@bm/contracts';
import { formatCad } from '@bm/domain';
import { DisconnectDialog } from './disconnect-dialog.tsx';
import { ServerErrorAlert } from '../../../components/server-error-alert.tsx';
import { Spinner } from '../../../components/loading.tsx';
import { useToast } from '../../../components/toast-context.ts';
import {
  useAccounting,
  useConnect,
  useExchangeTokens,
  useRefreshTokens,
  useSync,
} from '../api/accounting.ts';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-CA') : '—');

function providerLabel(connection: AccountingConnection) {
  return connection.provider === 'local'
    ? 'Local journal (in this database)'
    : `QuickBooks Online (${connection.environment})`;
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
  const started = useRef(false);
  const [failure, setFailure] = useState<string | null>(null);
  const code = params.get('code');
  const refused = params.get('error');
  useEffect(() => {
    if (refused && !started.current) {
      started.current = true;
      setFailure(`The accounting system did not authorise the connection (${refused}).`);
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
  }, [code, refused, connection, exchange, toast, setParams, location]);
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
  const [confirmDisconnect, setConfirmDisconnect] = useState(false);

  if (accounting.isError) return <ServerErrorAlert error={accounting.error} />;
  if (!connection) return <Spinner label="Loading the accounting connection" />;
  const connected = connection.status === 'connected';
  const mustReconnect = connection.status === 'reconnect';
  const last = connection.lastSync;
  const busy = finishing || connect.isPending || refresh.isPending || sync.isPending;

  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby="accounting-heading">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography id="accounting-heading" variant="h6" component="h2">
          Accounting
        </Typography>
        <Chip
          size="small"
          color={connected ? 'success' : mustReconnect ? 'warning' : 'default'}
          label={
            connected
              ? 'Connected'
              : mustReconnect
                ? 'Reconnect needed'
                : connection.status === 'pending'
                  ? 'Not connected (authorisation started)'
                  : 'Not connected'
          }
        />
      </Stack>
      <Typography variant="body2">{providerLabel(connection)}</Typography>
      {connected ? (
        <Typography variant="body2" color="text.secondary">
          Connected {when(connection.connectedAt)} by {connection.connectedBy ?? '—'}
          {connection.realmId && connection.provider === 'quickbooks'
            ? ` · company ${connection.realmId}`
            : ''}
          {connection.refreshedAt ? ` · refreshed ${when(connection.refreshedAt)}` : ''}
        </Typography>
      ) : null}
      <Typography variant="body2" color="text.secondary" data-testid="journal-size">
        Journal: {connection.journal.entries} entries, {connection.journal.notPosted} not yet posted.
      </Typography>

      {mustReconnect ? (
        <Alert severity="warning" sx={{ mt: 1 }}>
          The stored tokens cannot be read with this server&apos;s key (was ACCOUNTING_TOKEN_KEY changed?).
          Choose Reconnect to connect{' '}
          {connection.provider === 'quickbooks' ? 'QuickBooks' : 'the local journal'} again.
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
          {connected || mustReconnect ? 'Reconnect' : 'Connect'}
        </Button>
        <Button
          variant="outlined"
          disabled={!connected || busy}
          onClick={() =>
            refresh.mutate(connection.environment, { onSuccess: (r) => toast.success(r.message) })
          }
        >
          Refresh connection
        </Button>
        <Button
          variant="contained"
          disabled={!connected || busy}
          onClick={() => sync.mutate(period, { onSuccess: (r) => toast.success(r.message) })}
        >
          Sync {period} now
        </Button>
        <Button variant="text" href={`/api/accounting/journal.csv?period=${period}`} download>
          Download journal CSV
        </Button>
        {connection.status !== 'disconnected' ? (
          <Button variant="outlined" color="error" disabled={busy} onClick={() => setConfirmDisconnect(true)}>
            Disconnect
          </Button>
        ) : null}
      </Stack>
      <DisconnectDialog
        open={confirmDisconnect}
        provider={connection.provider}
        onClose={() => setConfirmDisconnect(false)}
      />

      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        Last sync
      </Typography>
      <Typography variant="body2" data-testid="last-sync">
        {last
          ? last.status === 'failed'
            ? `Failed ${when(last.startedAt)} (${last.period}, by ${last.by ?? '—'}): ${last.error ?? ''} ${last.entriesPosted} entries were posted before it stopped.`
            : `${last.period}: ${last.entriesPosted} ${last.entriesPosted === 1 ? 'entry' : 'entries'} posted (${formatCad(last.amountPosted)}) on ${when(last.startedAt)} by ${last.by ?? '—'}.`
          : 'No sync yet.'}
      </Typography>
    </Paper>
  );
}

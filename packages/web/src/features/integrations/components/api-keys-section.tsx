import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import type { ApiKey } from '@bm/contracts';
import { API_KEY_SCOPE_DESCRIPTIONS, API_KEY_SCOPES, formatDateTime, type ApiKeyScope } from '@bm/domain';
import { useBrokerages } from '../../../lib/brokerages.ts';
import { errorMessage } from '../../../lib/form-field.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useSay, useT } from '../../../i18n/use-t.ts';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../api/api-keys.ts';
import { integrationsMessages } from '../messages.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { SecretDialog } from './secret-dialog.tsx';

function CreateKeyDialog({ onClose, onKey }: { onClose: () => void; onKey: (key: string) => void }) {
  const t = useT(integrationsMessages);
  const say = useSay();
  const id = useId();
  const { user } = useCurrentUser();
  const superAdmin = user?.flags.superadmin === true;
  const brokerages = useBrokerages(superAdmin);
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>([]);
  const [brokerageId, setBrokerageId] = useState(user?.brokerage?.id ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') return setProblem(t('enterName'));
    if (scopes.length === 0) return setProblem(t('chooseScope'));
    setProblem(null);
    create.mutate(
      { name, scopes, ...(superAdmin && brokerageId ? { brokerageId } : {}) },
      {
        onSuccess: (made) => {
          onClose();
          onKey(made.key);
        },
      },
    );
  };
  const toggle = (scope: ApiKeyScope) =>
    setScopes((now) => (now.includes(scope) ? now.filter((s) => s !== scope) : [...now, scope]));
  return (
    <Dialog
      open
      onClose={create.isPending ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby={id}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={id}>{t('createKey')}</DialogTitle>
        <DialogContent>
          <TextField
            label={t('keyName')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            required
            fullWidth
            margin="normal"
            autoFocus
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          {superAdmin ? (
            <TextField
              select
              label={t('brokerage')}
              value={brokerageId}
              onChange={(e) => setBrokerageId(e.target.value)}
              fullWidth
              margin="normal"
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              {(brokerages.data ?? []).map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name}
                </option>
              ))}
            </TextField>
          ) : null}
          <FormLabel component="legend" sx={{ mt: 2 }}>
            {t('scopes')}
          </FormLabel>
          <FormGroup role="group" aria-label={t('scopes')}>
            {API_KEY_SCOPES.map((scope) => (
              <FormControlLabel
                key={scope}
                control={<Checkbox checked={scopes.includes(scope)} onChange={() => toggle(scope)} />}
                label={`${say(API_KEY_SCOPE_DESCRIPTIONS[scope])} (${scope})`}
              />
            ))}
          </FormGroup>
          {problem || create.error ? (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {problem ?? errorMessage(create.error)}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={create.isPending}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {t('create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** The API keys section: the list, create (the key shown once), revoke with a confirmation. */
export function ApiKeysSection() {
  const t = useT(integrationsMessages);
  const say = useSay();
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [creating, setCreating] = useState(false);
  const [shown, setShown] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const closeRevoke = () => {
    revoke.reset();
    setRevoking(null);
  };
  return (
    <Box component="section" aria-labelledby="keys-heading">
      <Stack
        direction="row"
        sx={{ mb: 2, justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography id="keys-heading" variant="h6" component="h2">
          {t('keysHeading')}
        </Typography>
        <Button variant="contained" onClick={() => setCreating(true)}>
          {t('createKey')}
        </Button>
      </Stack>
      {keys.error ? <Alert severity="error">{errorMessage(keys.error)}</Alert> : null}
      {keys.data?.length === 0 ? <Typography color="text.secondary">{t('noKeys')}</Typography> : null}
      <Stack spacing={2}>
        {keys.data?.map((key) => (
          <Paper key={key.id} component="article" aria-label={key.name} variant="outlined" sx={{ p: 2 }}>
            <Typography sx={{ fontWeight: 600 }}>
              {key.name} · {key.brokerageName}
            </Typography>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {t('keyLine', {
                prefix: key.prefix,
                created: formatDateTime(key.createdAt),
                used: key.lastUsedAt ? formatDateTime(key.lastUsedAt) : t('never'),
              })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {key.scopes.map((scope) => say(API_KEY_SCOPE_DESCRIPTIONS[scope])).join(', ')}
            </Typography>
            {key.revokedAt ? (
              <Typography variant="body2" color="error">
                {t('revokedOn', { time: formatDateTime(key.revokedAt) })}
              </Typography>
            ) : (
              <Button size="small" color="error" sx={{ mt: 1 }} onClick={() => setRevoking(key)}>
                {t('revoke')}
              </Button>
            )}
          </Paper>
        ))}
      </Stack>
      {creating ? <CreateKeyDialog onClose={() => setCreating(false)} onKey={setShown} /> : null}
      <SecretDialog
        value={shown}
        title={t('keyTitle')}
        warning={t('keyWarning')}
        onClose={() => setShown(null)}
      />
      <ConfirmDialog
        open={revoking !== null}
        title={t('revokeTitle', { name: revoking?.name ?? '' })}
        text={t('revokeText')}
        confirm={t('revoke')}
        busy={revoke.isPending}
        error={revoke.error}
        onClose={closeRevoke}
        onConfirm={() => revoking && revoke.mutate(revoking.id, { onSuccess: closeRevoke })}
      />
    </Box>
  );
}

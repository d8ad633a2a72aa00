import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import type { WebhookEndpoint } from '@bm/contracts';
import type { WebhookEventType } from '@bm/domain';
import { useBrokerages } from '../../../lib/brokerages.ts';
import { errorMessage } from '../../../lib/form-field.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useSay, useT } from '../../../i18n/use-t.ts';
import { useCreateEndpoint, useEventTypes, useUpdateEndpoint } from '../api/webhooks.ts';
import { integrationsMessages } from '../messages.ts';

/** Adds an endpoint (then its secret is shown) or edits one: URL, description, event types. */
export function EndpointDialog({
  open,
  endpoint,
  onClose,
  onSecret,
}: {
  open: boolean;
  /** The endpoint to edit; null: a new one. */
  endpoint: WebhookEndpoint | null;
  onClose: () => void;
  onSecret: (secret: string) => void;
}) {
  const t = useT(integrationsMessages);
  const say = useSay();
  const id = useId();
  const { user } = useCurrentUser();
  const superAdmin = user?.flags.superadmin === true;
  const types = useEventTypes();
  const brokerages = useBrokerages(superAdmin && endpoint === null);
  const create = useCreateEndpoint();
  const update = useUpdateEndpoint();
  const [url, setUrl] = useState(endpoint?.url ?? '');
  const [description, setDescription] = useState(endpoint?.description ?? '');
  const [chosen, setChosen] = useState<WebhookEventType[]>(endpoint?.eventTypes ?? []);
  const [brokerageId, setBrokerageId] = useState('');
  const busy = create.isPending || update.isPending;
  const error = create.error ?? update.error;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (endpoint) {
      update.mutate(
        { id: endpoint.id, body: { url, description, eventTypes: chosen } },
        { onSuccess: onClose },
      );
      return;
    }
    create.mutate(
      { url, description, eventTypes: chosen, ...(superAdmin ? { brokerageId: brokerageId || null } : {}) },
      {
        onSuccess: (made) => {
          onClose();
          onSecret(made.secret);
        },
      },
    );
  };
  const toggle = (type: WebhookEventType) =>
    setChosen((now) => (now.includes(type) ? now.filter((t) => t !== type) : [...now, type]));

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby={id}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={id}>{endpoint ? t('editEndpoint') : t('addEndpoint')}</DialogTitle>
        <DialogContent>
          <TextField
            label={t('url')}
            helperText={t('urlHint')}
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            required
            fullWidth
            margin="normal"
            type="url"
            autoFocus
          />
          <TextField
            label={t('description')}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            fullWidth
            margin="normal"
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          {superAdmin && endpoint === null ? (
            <TextField
              select
              label={t('brokerage')}
              value={brokerageId}
              onChange={(e) => setBrokerageId(e.target.value)}
              fullWidth
              margin="normal"
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value="">{t('platform')}</option>
              {(brokerages.data ?? []).map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name}
                </option>
              ))}
            </TextField>
          ) : null}
          <FormLabel component="legend" sx={{ mt: 2 }}>
            {t('eventTypes')}
          </FormLabel>
          <FormHelperText>{t('eventTypesHint')}</FormHelperText>
          <FormGroup role="group" aria-label={t('eventTypes')}>
            {(types.data ?? []).map((type) => (
              <FormControlLabel
                key={type.type}
                control={<Checkbox checked={chosen.includes(type.type)} onChange={() => toggle(type.type)} />}
                label={`${say(type.description)} (${type.type})`}
              />
            ))}
          </FormGroup>
          {error ? (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {errorMessage(error)}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? t('saving') : t('save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Partnership } from '@bm/contracts';
import { formatDate, productName } from '@bm/domain';
import { ServerErrorAlert } from '../../../components/server-error-alert.tsx';
import { useToast } from '../../../components/toast-context.ts';
import {
  useInvitePartnerBrokers,
  usePartnerships,
  useSetupProducts,
  useUpdatePartnerTerms,
} from '../api/partnerships.ts';
import {
  hasErrors,
  invitationList,
  termsBody,
  termsErrors,
  termsStateOf,
  type PartnerTermsState,
} from '../lib/partnership-form.ts';
import { PartnerTermsFields } from './partner-terms-fields.tsx';
import { useFormat, useSay, useT } from '../../../i18n/use-t.ts';
import { setupMessages } from './messages.ts';

function InviteMore({ partnership }: { partnership: Partnership }) {
  const t = useT(setupMessages);
  const toast = useToast();
  const invite = useInvitePartnerBrokers();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invitations = invitationList(text);
    if (invitations.length === 0) return;
    invite.mutate(
      { brokerageId: partnership.id, invitations },
      {
        onSuccess: (result) => {
          toast.success(result.message);
          setText('');
        },
      },
    );
  };
  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mt: 1 }}>
      <TextField
        id={`invite-${partnership.id}`}
        label={t('inviteTo', { name: partnership.name })}
        value={text}
        onChange={(event) => setText(event.target.value)}
        size="small"
        sx={{ flex: '1 1 260px', maxWidth: 420 }}
      />
      <Button type="submit" variant="outlined" disabled={invite.isPending}>
        {t('invite')}
      </Button>
      <ServerErrorAlert error={invite.error} />
    </Box>
  );
}

/** Changes what the partner sells, its commissions and its marketplace name. */
function EditTerms({ partnership, onDone }: { partnership: Partnership; onDone: () => void }) {
  const t = useT(setupMessages);
  const toast = useToast();
  const products = useSetupProducts();
  const update = useUpdatePartnerTerms();
  const [state, setState] = useState<PartnerTermsState>(() => termsStateOf(partnership));
  const [submitted, setSubmitted] = useState(false);
  const errors = termsErrors(state);
  const shown = submitted ? errors : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (hasErrors(errors)) return;
    update.mutate(
      { brokerageId: partnership.id, terms: termsBody(state) },
      {
        onSuccess: (result) => {
          toast.success(result.message);
          onDone();
        },
      },
    );
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={t('termsOf', { name: partnership.name })}
      sx={{ mt: 1 }}
    >
      <TextField
        id={`terms-${partnership.id}-marketplace`}
        label={t('marketplaceName')}
        value={state.marketplaceName}
        onChange={(event) => setState((s) => ({ ...s, marketplaceName: event.target.value }))}
        helperText={t('marketplaceHint')}
        size="small"
        sx={{ mt: 1, maxWidth: 420 }}
        fullWidth
      />
      <PartnerTermsFields
        idPrefix={`terms-${partnership.id}`}
        products={products.data?.items ?? []}
        productsError={products.isError ? products.error.message : null}
        chosen={state.products}
        ratePercents={state.ratePercents}
        errors={{ products: shown.products, rates: shown.rates }}
        onChosen={(chosen) => setState((s) => ({ ...s, products: chosen }))}
        onRatePercents={(ratePercents) => setState((s) => ({ ...s, ratePercents }))}
      />
      <ServerErrorAlert error={update.error} />
      <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
        <Button type="submit" variant="contained" disabled={update.isPending}>
          {update.isPending ? t('saving') : t('saveTerms')}
        </Button>
        <Button onClick={onDone}>{t('cancel')}</Button>
      </Box>
    </Box>
  );
}

function PartnershipCard({ partnership: p }: { partnership: Partnership }) {
  const t = useT(setupMessages);
  const f = useFormat();
  const say = useSay();
  const name = (id: string) => say(productName(id));
  const [editing, setEditing] = useState(false);
  const rates = Object.entries(p.commissionRates);
  return (
    <Paper variant="outlined" component="article" aria-label={p.name} sx={{ p: 2, mb: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('codeOf', { name: p.name, code: p.code })}
      </Typography>
      <Typography variant="body2">
        {p.subdomain ? `${p.subdomain}.apollocover.example` : t('noSubdomain')} · {p.province ?? '—'}
        {p.marketplaceName ? t('marketplaceOf', { name: p.marketplaceName }) : ''}
        {t('setUpOn', { date: formatDate(p.createdAt), count: p.brokers })}
      </Typography>
      <Typography variant="body2">
        {t('sells', { products: p.productIds.map(name).join(', ') })}
        {rates.length
          ? t('commissionOf', {
              rates: rates.map(([id, r]) => `${name(id)} ${f.percent(r, 2)}`).join(', '),
            })
          : ''}
      </Typography>
      {p.invitations.length > 0 ? (
        <Box component="ul" aria-label={t('invitationsOf', { name: p.name })} sx={{ m: 0, mt: 1, pl: 3 }}>
          {p.invitations.map((i) => (
            <li key={i.email}>
              <Typography variant="body2">
                {i.acceptedAt
                  ? t('signedUp', { email: i.email, date: formatDate(i.acceptedAt) })
                  : t('invited', { email: i.email, date: formatDate(i.invitedAt) })}
              </Typography>
            </li>
          ))}
        </Box>
      ) : null}
      {editing ? (
        <EditTerms partnership={p} onDone={() => setEditing(false)} />
      ) : (
        <Button
          size="small"
          sx={{ mt: 1 }}
          onClick={() => setEditing(true)}
          aria-label={t('editTermsOf', { name: p.name })}
        >
          {t('editTerms')}
        </Button>
      )}
      <InviteMore partnership={p} />
    </Paper>
  );
}

/** The partner brokerages set up so far, with their brokers and invitations. */
export function PartnershipList() {
  const t = useT(setupMessages);
  const partnerships = usePartnerships();
  const items = partnerships.data?.items;
  return (
    <Box component="section" aria-labelledby="partnerships-heading">
      <Typography id="partnerships-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('listHeading')}
      </Typography>
      {partnerships.isError ? <Alert severity="error">{partnerships.error.message}</Alert> : null}
      {items && items.length === 0 ? <Typography variant="body2">{t('none')}</Typography> : null}
      {items?.map((p) => (
        <PartnershipCard key={p.id} partnership={p} />
      ))}
    </Box>
  );
}

import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PROVINCE_NAMES, PROVINCES, type Province } from '@bm/domain';
import { ServerErrorAlert } from '../../../components/server-error-alert.tsx';
import { useToast } from '../../../components/toast-context.ts';
import { useCreatePartnership, useSetupProducts } from '../api/partnerships.ts';
import {
  EMPTY_PARTNERSHIP_FORM,
  hasErrors,
  partnershipBody,
  partnershipFormErrors,
  type PartnershipFormState,
} from '../lib/partnership-form.ts';
import { PartnerTermsFields } from './partner-terms-fields.tsx';

/** Creates a partner brokerage: its identity, the products it sells with its commissions, and its first brokers. */
export function PartnershipForm() {
  const toast = useToast();
  const products = useSetupProducts();
  const create = useCreatePartnership();
  const [state, setState] = useState<PartnershipFormState>(EMPTY_PARTNERSHIP_FORM);
  const [submitted, setSubmitted] = useState(false);
  const errors = partnershipFormErrors(state);
  const shown = submitted ? errors : {};
  const set = <K extends keyof PartnershipFormState>(key: K, value: PartnershipFormState[K]) =>
    setState((s) => ({ ...s, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (hasErrors(errors)) return;
    create.mutate(partnershipBody(state), {
      onSuccess: (result) => {
        toast.success(result.message);
        setState(EMPTY_PARTNERSHIP_FORM);
        setSubmitted(false);
      },
    });
  };

  const text = (
    key: 'name' | 'code' | 'subdomain' | 'marketplaceName' | 'email',
    label: string,
    hint: string,
  ) => (
    <TextField
      id={`partnership-${key}`}
      label={label}
      value={state[key]}
      onChange={(event) => set(key, event.target.value)}
      error={Boolean(shown[key as keyof typeof shown])}
      helperText={(shown[key as keyof typeof shown] as string | undefined) ?? hint}
      size="small"
      fullWidth
    />
  );

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="partnership-form-heading"
      sx={{ p: 2, mb: 3 }}
    >
      <Typography id="partnership-form-heading" variant="h6" component="h2">
        New partner brokerage
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Its brokers sign up with its code (the invitation presets it) and can quote at once.
      </Typography>
      <Box component="form" noValidate onSubmit={submit}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {text('name', 'Brokerage name', 'As brokers and insureds will see it.')}
          {text('code', 'Sign-up code', 'What its brokers type to join it, e.g. NORTHSTAR.')}
          {text('subdomain', 'Subdomain', 'Its address: {subdomain}.apollocover.example')}
          {text(
            'marketplaceName',
            'Marketplace name (optional)',
            "Its white-label marketplace: its leads' source reads Marketplace.",
          )}
          <TextField
            id="partnership-province"
            select
            label="Province"
            value={state.province}
            onChange={(event) => set('province', event.target.value as Province)}
            error={Boolean(shown.province)}
            helperText={shown.province ?? 'Where the brokerage is licensed.'}
            size="small"
            fullWidth
          >
            {PROVINCES.map((p) => (
              <MenuItem key={p} value={p}>
                {PROVINCE_NAMES[p]}
              </MenuItem>
            ))}
          </TextField>
          {text('email', 'Brokerage email (optional)', 'Where the marketplace writes to the brokerage.')}
        </Box>

        <PartnerTermsFields
          idPrefix="partnership"
          products={products.data?.items ?? []}
          productsError={products.isError ? products.error.message : null}
          chosen={state.products}
          ratePercents={state.ratePercents}
          errors={{ products: shown.products, rates: shown.rates }}
          onChosen={(chosen) => set('products', chosen)}
          onRatePercents={(ratePercents) => set('ratePercents', ratePercents)}
        />

        <TextField
          id="partnership-invitations"
          label="Invite brokers (optional)"
          value={state.invitations}
          onChange={(event) => set('invitations', event.target.value)}
          error={Boolean(shown.invitations)}
          helperText={
            shown.invitations ?? 'Email addresses, one per line: each gets an invitation to sign up.'
          }
          multiline
          minRows={2}
          fullWidth
          sx={{ mt: 3 }}
        />
        <Box sx={{ mt: 2 }}>
          <ServerErrorAlert error={create.error} />
        </Box>
        <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={create.isPending}>
          {create.isPending ? 'Setting up…' : 'Set up brokerage'}
        </Button>
      </Box>
    </Paper>
  );
}

import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PARTNER_COMMISSION_LIMITS, PROVINCE_NAMES, PROVINCES, type Province } from '@bm/domain';
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

const percent = (fraction: number) => `${fraction * 100}%`;

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

  const text = (key: 'name' | 'code' | 'subdomain' | 'marketplaceName' | 'email', label: string, hint: string) => (
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
    <Paper variant="outlined" component="section" aria-labelledby="partnership-form-heading" sx={{ p: 2, mb: 3 }}>
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
          {text('marketplaceName', 'Marketplace name (optional)', "Its white-label marketplace: its leads' source reads Marketplace.")}
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

        <Typography variant="subtitle1" component="h3" sx={{ mt: 3 }}>
          Products and commissions
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Tick the products it may sell. A broker commission between {percent(PARTNER_COMMISSION_LIMITS.min)} and{' '}
          {percent(PARTNER_COMMISSION_LIMITS.max)} of premium replaces the product&apos;s own (15%); leave it empty to keep it.
        </Typography>
        {products.isError ? <Alert severity="error">{products.error.message}</Alert> : null}
        <Box role="group" aria-label="Products it may sell" sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, mt: 1 }}>
          {(products.data?.items ?? []).map((product) => {
            const chosen = state.products[product.productId] ?? false;
            const rateError = shown.rates?.[product.productId];
            return (
              <Box key={product.productId} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
                <FormControlLabel
                  sx={{ flex: 1 }}
                  control={
                    <Checkbox
                      checked={chosen}
                      onChange={(event) => set('products', { ...state.products, [product.productId]: event.target.checked })}
                    />
                  }
                  label={product.name}
                />
                {chosen ? (
                  <TextField
                    id={`partnership-rate-${product.productId}`}
                    label={`${product.name} commission %`}
                    value={state.ratePercents[product.productId] ?? ''}
                    onChange={(event) => set('ratePercents', { ...state.ratePercents, [product.productId]: event.target.value })}
                    error={Boolean(rateError)}
                    helperText={rateError ?? 'Empty: 15%'}
                    size="small"
                    slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                    sx={{ width: 200 }}
                  />
                ) : null}
              </Box>
            );
          })}
        </Box>
        {shown.products ? <FormHelperText error>{shown.products}</FormHelperText> : null}

        <TextField
          id="partnership-invitations"
          label="Invite brokers (optional)"
          value={state.invitations}
          onChange={(event) => set('invitations', event.target.value)}
          error={Boolean(shown.invitations)}
          helperText={shown.invitations ?? 'Email addresses, one per line: each gets an invitation to sign up.'}
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

import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MessageCatalogue, PROVINCE_NAMES, PROVINCES, type Province } from '@bm/domain';
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
import { useSay, useT } from '../../../i18n/use-t.ts';
import { useLocale } from '../../../i18n/locale-store.ts';
import { setupMessages } from './messages.ts';

/** The form's own refusals with a value; the others are the shared and contract messages. */
const formCatalogue = new MessageCatalogue().add([setupMessages.notAnEmail]);

/** A refusal of the form's check (written in English) in the screens' language. */
function useSayError(): (english: string | undefined) => string | undefined {
  const say = useSay();
  const locale = useLocale();
  return (english) =>
    english === undefined
      ? undefined
      : formCatalogue.has(english)
        ? formCatalogue.translate(english, locale)
        : say(english);
}

/** Creates a partner brokerage: its identity, the products it sells with its commissions, and its first brokers. */
export function PartnershipForm() {
  const t = useT(setupMessages);
  const sayError = useSayError();
  const say = useSay();
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
      helperText={sayError(shown[key as keyof typeof shown] as string | undefined) ?? hint}
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
        {t('newHeading')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('newIntro')}
      </Typography>
      <Box component="form" noValidate onSubmit={submit}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {text('name', t('name'), t('nameHint'))}
          {text('code', t('code'), t('codeHint'))}
          {text('subdomain', t('subdomain'), t('subdomainHint', { subdomain: '{subdomain}' }))}
          {text('marketplaceName', t('marketplaceName'), t('marketplaceHint'))}
          <TextField
            id="partnership-province"
            select
            label={t('province')}
            value={state.province}
            onChange={(event) => set('province', event.target.value as Province)}
            error={Boolean(shown.province)}
            helperText={sayError(shown.province) ?? t('provinceHint')}
            size="small"
            fullWidth
          >
            {PROVINCES.map((p) => (
              <MenuItem key={p} value={p}>
                {say(PROVINCE_NAMES[p])}
              </MenuItem>
            ))}
          </TextField>
          {text('email', t('email'), t('emailHint'))}
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
          label={t('invitations')}
          value={state.invitations}
          onChange={(event) => set('invitations', event.target.value)}
          error={Boolean(shown.invitations)}
          helperText={sayError(shown.invitations) ?? t('invitationsHint')}
          multiline
          minRows={2}
          fullWidth
          sx={{ mt: 3 }}
        />
        <Box sx={{ mt: 2 }}>
          <ServerErrorAlert error={create.error} />
        </Box>
        <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={create.isPending}>
          {create.isPending ? t('settingUp') : t('setUp')}
        </Button>
      </Box>
    </Paper>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { Theme } from '@mui/material/styles';
import { Spinner } from '../loading.tsx';
import { formatPostalCode, type CardErrors } from '../../lib/card-checks.ts';
import type { StripeElementStyle, StripeField } from '../../lib/stripe-js.ts';
import type { StripeCard } from '../../lib/use-stripe-card.ts';
import { useSayCardMessage } from '../../lib/card-messages.ts';
import { useT } from '../../i18n/use-t.ts';
import { cardFormMessages } from './messages.ts';

/** Stripe's fields drawn inside its frames, in the page's type and colours. */
export function stripeElementStyle(theme: Theme): StripeElementStyle {
  return {
    base: {
      color: theme.palette.text.primary,
      fontFamily: String(theme.typography.fontFamily),
      fontSize: '16px',
      '::placeholder': { color: theme.palette.text.disabled },
    },
    invalid: { color: theme.palette.error.main },
  };
}

/** One Stripe field: our label and error message around the container Stripe mounts its frame in. */
function StripeFieldBox({
  field,
  label,
  card,
  error,
  disabled,
}: {
  field: StripeField;
  label: string;
  card: StripeCard;
  error: string | undefined;
  disabled: boolean;
}) {
  const sayCard = useSayCardMessage();
  const id = `card-${field}`;
  const focused = card.focused === field;
  return (
    <FormControl required fullWidth error={Boolean(error)} disabled={disabled} focused={focused}>
      <FormLabel id={`${id}-label`} sx={{ mb: 0.5 }}>
        {label}
      </FormLabel>
      <Box
        id={id}
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-helper-text` : undefined}
        data-stripe-field={field}
        sx={{
          display: 'flex',
          alignItems: 'center',
          minHeight: 56,
          px: '14px',
          border: 1,
          borderColor: error ? 'error.main' : focused ? 'primary.main' : 'action.disabled',
          borderRadius: 1,
          // Focused: a 2px border as MUI's outlined fields have, without moving the field.
          boxShadow: (theme) =>
            focused
              ? `inset 0 0 0 1px ${error ? theme.palette.error.main : theme.palette.primary.main}`
              : 'none',
          opacity: disabled ? 0.6 : 1,
        }}
      >
        <Box ref={card.mountRefs[field]} sx={{ flex: 1 }} />
      </Box>
      {error ? <FormHelperText id={`${id}-helper-text`}>{sayCard(error)}</FormHelperText> : null}
    </FormControl>
  );
}

/**
 * A new card in Stripe mode: number, expiry and CVC are Stripe Elements (the card never touches
 * our page or server), the postal code is our own field as in the simulated form. Each field shows
 * its error under it.
 */
export function StripeCardForm({
  card,
  postalCode,
  errors,
  onPostalCodeChange,
  disabled = false,
}: {
  card: StripeCard;
  postalCode: string;
  errors: CardErrors;
  onPostalCodeChange: (value: string) => void;
  disabled?: boolean;
}) {
  const t = useT(cardFormMessages);
  const sayCard = useSayCardMessage();
  if (card.status === 'failed') {
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" size="small" onClick={card.retryLoad}>
            {t('tryAgain')}
          </Button>
        }
      >
        {sayCard(card.loadError)}
      </Alert>
    );
  }
  return (
    <Box>
      {card.status === 'loading' ? <Spinner label={t('loading')} size={24} /> : null}
      <Box
        sx={{
          display: card.status === 'loading' ? 'none' : 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr 1fr' },
        }}
      >
        <StripeFieldBox
          field="number"
          label={t('cardNumber')}
          card={card}
          error={errors.number}
          disabled={disabled}
        />
        <StripeFieldBox
          field="expiry"
          label={t('expiry')}
          card={card}
          error={errors.expiry}
          disabled={disabled}
        />
        <StripeFieldBox field="cvc" label={t('cvc')} card={card} error={errors.cvc} disabled={disabled} />
        <FormControl required fullWidth error={Boolean(errors.postalCode)} disabled={disabled}>
          <FormLabel htmlFor="card-postalCode" sx={{ mb: 0.5 }}>
            {t('postalCode')}
          </FormLabel>
          <OutlinedInput
            id="card-postalCode"
            name="postalCode"
            value={postalCode}
            placeholder="A1B2C3"
            onChange={(event) => onPostalCodeChange(formatPostalCode(event.target.value))}
            inputProps={{
              autoComplete: 'postal-code',
              inputMode: 'text',
              'aria-describedby': errors.postalCode ? 'card-postalCode-helper-text' : undefined,
            }}
          />
          {errors.postalCode ? (
            <FormHelperText id="card-postalCode-helper-text">{sayCard(errors.postalCode)}</FormHelperText>
          ) : null}
        </FormControl>
      </Box>
    </Box>
  );
}

import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import {
  formatCardNumber,
  formatExpiry,
  formatPostalCode,
  type CardErrors,
  type CardField,
  type CardFields,
} from '../../lib/card-checks.ts';
import { useSayCardMessage } from '../../lib/card-messages.ts';
import { useT } from '../../i18n/use-t.ts';
import { cardFormMessages } from './messages.ts';

export const EMPTY_CARD: CardFields = { number: '', expiry: '', cvc: '', postalCode: '' };

const FORMATTERS: Record<CardField, (text: string) => string> = {
  number: formatCardNumber,
  expiry: formatExpiry,
  cvc: (text) => text.replace(/\D/g, '').slice(0, 4),
  postalCode: formatPostalCode,
};

/** A new card: number, expiry (MM/YY), CVC and postal code (A1B2C3), each with its error under it. */
export function CardForm({
  card,
  errors,
  onChange,
  disabled,
}: {
  card: CardFields;
  errors: CardErrors;
  onChange: (field: CardField, value: string) => void;
  disabled?: boolean;
}) {
  const t = useT(cardFormMessages);
  const sayCard = useSayCardMessage();
  const field = (
    name: CardField,
    label: string,
    extra: { autoComplete: string; inputMode: 'numeric' | 'text'; placeholder?: string },
  ) => ({
    id: `card-${name}`,
    name,
    label,
    required: true,
    disabled,
    value: card[name],
    onChange: (event: { target: { value: string } }) => onChange(name, FORMATTERS[name](event.target.value)),
    error: Boolean(errors[name]),
    helperText: sayCard(errors[name]),
    placeholder: extra.placeholder,
    fullWidth: true,
    slotProps: { htmlInput: { autoComplete: extra.autoComplete, inputMode: extra.inputMode } },
  });
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr 1fr' } }}>
      <TextField {...field('number', t('cardNumber'), { autoComplete: 'cc-number', inputMode: 'numeric' })} />
      <TextField
        {...field('expiry', t('expiryMmYy'), {
          autoComplete: 'cc-exp',
          inputMode: 'numeric',
          placeholder: t('mmYy'),
        })}
      />
      <TextField {...field('cvc', t('cvc'), { autoComplete: 'cc-csc', inputMode: 'numeric' })} />
      <TextField
        {...field('postalCode', t('postalCode'), {
          autoComplete: 'postal-code',
          inputMode: 'text',
          placeholder: 'A1B2C3',
        })}
      />
    </Box>
  );
}

import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { CardErrorField } from '@bm/contracts';
import { useT } from '../../../i18n/use-t.ts';
import { CARD_FORMATTERS, type NewCard, type NewCardErrors } from '../lib/new-card.ts';
import { recordFormMessages } from './messages.ts';

type Key = keyof typeof recordFormMessages;
const FIELDS: { name: CardErrorField; label: Key; autoComplete: string; placeholder?: Key | 'A1B2C3' }[] = [
  { name: 'number', label: 'cardNumber', autoComplete: 'cc-number' },
  { name: 'expiry', label: 'expiry', autoComplete: 'cc-exp', placeholder: 'expiryPlaceholder' },
  { name: 'cvc', label: 'cvc', autoComplete: 'cc-csc' },
  { name: 'postalCode', label: 'postalCode', autoComplete: 'postal-code', placeholder: 'A1B2C3' },
];

/** A new card: number, expiry, CVC and postal code (A1B2C3), each with its own error under it. */
export function NewCardForm({
  card,
  errors,
  onChange,
  disabled,
  idPrefix,
}: {
  /** Makes the fields' ids unique on the page, e.g. 'endorse-card'. */
  idPrefix: string;
  card: NewCard;
  errors: NewCardErrors;
  onChange: (field: CardErrorField, value: string) => void;
  disabled?: boolean;
}) {
  const t = useT(recordFormMessages);
  return (
    <Box
      role="group"
      aria-label={t('newCard')}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr 1fr' } }}
    >
      {FIELDS.map((field) => (
        <TextField
          key={field.name}
          id={`${idPrefix}-${field.name}`}
          label={t(field.label)}
          required
          disabled={disabled}
          value={card[field.name]}
          onChange={(event) => onChange(field.name, CARD_FORMATTERS[field.name](event.target.value))}
          error={Boolean(errors[field.name])}
          helperText={errors[field.name]}
          placeholder={field.placeholder === 'expiryPlaceholder' ? t(field.placeholder) : field.placeholder}
          slotProps={{
            htmlInput: {
              autoComplete: field.autoComplete,
              inputMode: field.name === 'postalCode' ? 'text' : 'numeric',
            },
          }}
        />
      ))}
    </Box>
  );
}

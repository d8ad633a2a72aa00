import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { CardErrorField } from '@bm/contracts';
import { CARD_FORMATTERS, type NewCard, type NewCardErrors } from '../lib/new-card.ts';

const FIELDS: { name: CardErrorField; label: string; autoComplete: string; placeholder?: string }[] = [
  { name: 'number', label: 'Card number', autoComplete: 'cc-number' },
  { name: 'expiry', label: 'Expiry (MM/YY)', autoComplete: 'cc-exp', placeholder: 'MM/YY' },
  { name: 'cvc', label: 'CVC', autoComplete: 'cc-csc' },
  { name: 'postalCode', label: 'Postal code', autoComplete: 'postal-code', placeholder: 'A1B2C3' },
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
  return (
    <Box
      role="group"
      aria-label="New card"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr 1fr' } }}
    >
      {FIELDS.map((field) => (
        <TextField
          key={field.name}
          id={`${idPrefix}-${field.name}`}
          label={field.label}
          required
          disabled={disabled}
          value={card[field.name]}
          onChange={(event) => onChange(field.name, CARD_FORMATTERS[field.name](event.target.value))}
          error={Boolean(errors[field.name])}
          helperText={errors[field.name]}
          placeholder={field.placeholder}
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

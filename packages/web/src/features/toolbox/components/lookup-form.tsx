import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';

/** A one-field lookup: the value is looked up when submitted (Enter or the button), trimmed. */
export function LookupForm({
  id,
  label,
  button,
  helperText,
  onLookup,
}: {
  id: string;
  label: string;
  button: string;
  helperText?: string;
  onLookup: (value: string) => void;
}) {
  const [value, setValue] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onLookup(value.trim());
  };
  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', my: 1 }}>
      <TextField
        id={id}
        label={label}
        size="small"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        helperText={helperText}
        sx={{ flex: '1 1 280px', maxWidth: 420 }}
      />
      <Button type="submit" variant="contained" sx={{ mt: 0.25 }}>
        {button}
      </Button>
    </Box>
  );
}

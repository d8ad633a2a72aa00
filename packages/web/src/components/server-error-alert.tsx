import Alert from '@mui/material/Alert';
import { errorMessage } from '../lib/form-field.ts';

/** A failed request's message, shown as the server wrote it. */
export function ServerErrorAlert({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <Alert severity="error" role="alert">
      {errorMessage(error)}
    </Alert>
  );
}

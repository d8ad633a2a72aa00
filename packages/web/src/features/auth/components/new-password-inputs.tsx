import TextField from '@mui/material/TextField';
import type { UseFormReturn } from 'react-hook-form';
import { textFieldProps } from '../../../lib/form-field.ts';
import { PASSWORD_HINT } from './password-fields.ts';

interface PasswordPair {
  password: string;
  confirmPassword: string;
}

/** The new password and its confirmation, as the reset and new-password pages ask for them. */
export function NewPasswordInputs<T extends PasswordPair>({
  form,
  autoFocus = false,
}: {
  form: UseFormReturn<T>;
  autoFocus?: boolean;
}) {
  // Both pages' forms hold these two fields; the cast narrows the generic form to them.
  const pair = form as unknown as UseFormReturn<PasswordPair>;
  return (
    <>
      <TextField
        {...textFieldProps(pair, 'password', PASSWORD_HINT)}
        label="New password"
        type="password"
        autoComplete="new-password"
        autoFocus={autoFocus}
        required
      />
      <TextField
        {...textFieldProps(pair, 'confirmPassword')}
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        required
      />
    </>
  );
}

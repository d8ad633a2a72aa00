import TextField from '@mui/material/TextField';
import type { UseFormReturn } from 'react-hook-form';
import { PASSWORD_MIN_LENGTH } from '@bm/domain';
import { useT } from '../../../i18n/use-t.ts';
import { authMessages } from './messages.ts';
import { useAuthField } from './use-auth-field.ts';

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
  const t = useT(authMessages);
  const field = useAuthField(pair);
  return (
    <>
      <TextField
        {...field('password', t('passwordHint', { min: PASSWORD_MIN_LENGTH }))}
        label={t('newPassword')}
        type="password"
        autoComplete="new-password"
        autoFocus={autoFocus}
        required
      />
      <TextField
        {...field('confirmPassword')}
        label={t('confirmNewPassword')}
        type="password"
        autoComplete="new-password"
        required
      />
    </>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { resetPasswordBody } from '@bm/contracts';
import { ServerErrorAlert } from '../../../components/server-error-alert.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useToast } from '../../../components/toast-context.ts';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { textFieldProps } from '../../../lib/form-field.ts';
import { useResetPasswordMutation } from '../api/auth-api.ts';
import { AuthCard } from './auth-card.tsx';
import { NewPasswordInputs } from './new-password-inputs.tsx';
import { MISMATCH, newPasswordField, samePasswords } from './password-fields.ts';

const resetForm = resetPasswordBody
  .omit({ newPassword: true })
  .extend({ password: newPasswordField, confirmPassword: z.string() })
  .refine(samePasswords, MISMATCH);

/** /reset-password: the emailed code and a new password. */
export function ResetPasswordPage() {
  usePageTitle('Reset Password');
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();
  const emailFromLink = searchParams.get('email') ?? '';
  const form = useForm<z.input<typeof resetForm>, unknown, z.output<typeof resetForm>>({
    resolver: zodResolver(resetForm),
    defaultValues: {
      email: emailFromLink,
      code: searchParams.get('code') ?? '',
      password: '',
      confirmPassword: '',
    },
  });
  const reset = useResetPasswordMutation();

  const onSubmit = form.handleSubmit(({ email, code, password }) => {
    reset.mutate(
      { email, code, newPassword: password },
      {
        onSuccess: () => {
          toast.success('Your password has been reset. Sign in with your new password.');
          void navigate(`/login?email=${encodeURIComponent(email)}`, { replace: true });
        },
      },
    );
  });

  return (
    <AuthCard
      title="Choose a new password"
      intro="Enter the 6-digit code we emailed you and your new password."
      onSubmit={onSubmit}
      footer={
        <Typography>
          No code?{' '}
          <Link component={RouterLink} to={`/forgot-password?email=${encodeURIComponent(emailFromLink)}`}>
            Send a new one
          </Link>
        </Typography>
      }
    >
      <ServerErrorAlert error={reset.error} />
      <TextField
        {...textFieldProps(form, 'email')}
        label="Email"
        type="email"
        autoComplete="username"
        required
      />
      <TextField
        {...textFieldProps(form, 'code')}
        label="Reset code"
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
        autoFocus={emailFromLink !== ''}
        required
      />
      <NewPasswordInputs form={form} />
      <SubmitButton loading={reset.isPending} fullWidth>
        Reset password
      </SubmitButton>
    </AuthCard>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { forgotPasswordBody } from '@bm/contracts';
import { ServerErrorAlert } from '../../../components/server-error-alert.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useToast } from '../../../components/toast-context.ts';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { textFieldProps } from '../../../lib/form-field.ts';
import { useForgotPasswordMutation } from '../api/auth-api.ts';
import { AuthCard } from './auth-card.tsx';

/** /forgot-password: emails a reset code, then continues at /reset-password. */
export function ForgotPasswordPage() {
  usePageTitle('Forgot Password');
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();
  const form = useForm<z.input<typeof forgotPasswordBody>, unknown, z.output<typeof forgotPasswordBody>>({
    resolver: zodResolver(forgotPasswordBody),
    defaultValues: { email: searchParams.get('email') ?? '' },
  });
  const forgot = useForgotPasswordMutation();

  const onSubmit = form.handleSubmit((body) => {
    forgot.mutate(body, {
      onSuccess: (response) => {
        toast.success(`We sent a reset code to ${response.destination}.`);
        void navigate(`/reset-password?email=${encodeURIComponent(body.email)}`);
      },
    });
  });

  return (
    <AuthCard
      showBrand
      title="Forgot your password?"
      intro="Enter the email you sign in with and we will send you a code to choose a new password."
      onSubmit={onSubmit}
      footer={
        <Typography>
          Remembered it?{' '}
          <Link component={RouterLink} to="/login">
            Back to sign in
          </Link>
        </Typography>
      }
    >
      <ServerErrorAlert error={forgot.error} />
      <TextField
        {...textFieldProps(form, 'email')}
        label="Email"
        type="email"
        autoComplete="username"
        autoFocus
        required
      />
      <SubmitButton loading={forgot.isPending} fullWidth>
        Send reset code
      </SubmitButton>
    </AuthCard>
  );
}

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
import { useT } from '../../../i18n/use-t.ts';
import { useResetPasswordMutation } from '../api/auth-api.ts';
import { AuthCard } from './auth-card.tsx';
import { authMessages } from './messages.ts';
import { useAuthField } from './use-auth-field.ts';
import { NewPasswordInputs } from './new-password-inputs.tsx';
import { MISMATCH, newPasswordField, samePasswords } from './password-fields.ts';

const resetForm = resetPasswordBody
  .omit({ newPassword: true })
  .extend({ password: newPasswordField, confirmPassword: z.string() })
  .refine(samePasswords, MISMATCH);

/** /reset-password: the emailed code and a new password. */
export function ResetPasswordPage() {
  const t = useT(authMessages);
  usePageTitle(t('resetPageTitle'));
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
  const field = useAuthField(form);
  const reset = useResetPasswordMutation();

  const onSubmit = form.handleSubmit(({ email, code, password }) => {
    reset.mutate(
      { email, code, newPassword: password },
      {
        onSuccess: () => {
          toast.success(t('resetDone'));
          void navigate(`/login?email=${encodeURIComponent(email)}`, { replace: true });
        },
      },
    );
  });

  return (
    <AuthCard
      title={t('resetTitle')}
      intro={t('resetIntro')}
      onSubmit={onSubmit}
      footer={
        <Typography>
          {t('noCode')}{' '}
          <Link component={RouterLink} to={`/forgot-password?email=${encodeURIComponent(emailFromLink)}`}>
            {t('sendNewOne')}
          </Link>
        </Typography>
      }
    >
      <ServerErrorAlert error={reset.error} />
      <TextField {...field('email')} label={t('email')} type="email" autoComplete="username" required />
      <TextField
        {...field('code')}
        label={t('resetCode')}
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
        autoFocus={emailFromLink !== ''}
        required
      />
      <NewPasswordInputs form={form} />
      <SubmitButton loading={reset.isPending} fullWidth>
        {t('resetPassword')}
      </SubmitButton>
    </AuthCard>
  );
}

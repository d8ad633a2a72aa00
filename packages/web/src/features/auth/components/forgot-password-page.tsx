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
import { useT } from '../../../i18n/use-t.ts';
import { useForgotPasswordMutation } from '../api/auth-api.ts';
import { AuthCard } from './auth-card.tsx';
import { authMessages } from './messages.ts';
import { useAuthField } from './use-auth-field.ts';

/** /forgot-password: emails a reset code, then continues at /reset-password. */
export function ForgotPasswordPage() {
  const t = useT(authMessages);
  usePageTitle(t('forgotPageTitle'));
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();
  const form = useForm<z.input<typeof forgotPasswordBody>, unknown, z.output<typeof forgotPasswordBody>>({
    resolver: zodResolver(forgotPasswordBody),
    defaultValues: { email: searchParams.get('email') ?? '' },
  });
  const field = useAuthField(form);
  const forgot = useForgotPasswordMutation();

  const onSubmit = form.handleSubmit((body) => {
    forgot.mutate(body, {
      onSuccess: (response) => {
        toast.success(t('resetCodeSent', { destination: response.destination }));
        void navigate(`/reset-password?email=${encodeURIComponent(body.email)}`);
      },
    });
  });

  return (
    <AuthCard
      showBrand
      title={t('forgot')}
      intro={t('forgotIntro')}
      onSubmit={onSubmit}
      footer={
        <Typography>
          {t('remembered')}{' '}
          <Link component={RouterLink} to="/login">
            {t('backToSignIn')}
          </Link>
        </Typography>
      }
    >
      <ServerErrorAlert error={forgot.error} />
      <TextField
        {...field('email')}
        label={t('email')}
        type="email"
        autoComplete="username"
        autoFocus
        required
      />
      <SubmitButton loading={forgot.isPending} fullWidth>
        {t('sendResetCode')}
      </SubmitButton>
    </AuthCard>
  );
}

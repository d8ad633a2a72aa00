import { useEffect, useRef } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { confirmBody } from '@bm/contracts';
import { ServerErrorAlert } from '../../../components/server-error-alert.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useToast } from '../../../components/toast-context.ts';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useT } from '../../../i18n/use-t.ts';
import { useConfirmSignupMutation } from '../api/auth-api.ts';
import { authMessages } from './messages.ts';
import { useAuthField } from './use-auth-field.ts';
import { useResendCode } from './use-resend-code.ts';
import { AuthCard } from './auth-card.tsx';

/** /confirm-user: confirms an account from the emailed link (?email=&code=) or typed details. */
export function ConfirmUserPage() {
  const t = useT(authMessages);
  usePageTitle(t('confirmAccountPageTitle'));
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();
  const form = useForm<z.input<typeof confirmBody>, unknown, z.output<typeof confirmBody>>({
    resolver: zodResolver(confirmBody),
    defaultValues: { email: searchParams.get('email') ?? '', code: searchParams.get('code') ?? '' },
  });
  const field = useAuthField(form);
  const confirm = useConfirmSignupMutation();
  const resend = useResendCode();

  const onSubmit = form.handleSubmit((body) => {
    confirm.mutate(body, {
      onSuccess: () => {
        toast.success(t('confirmed'));
        void navigate(`/login?email=${encodeURIComponent(body.email)}`, { replace: true });
      },
    });
  });

  // A link with both details confirms at once (once, even under StrictMode's double effects).
  const autoSubmitted = useRef(false);
  useEffect(() => {
    if (autoSubmitted.current || !searchParams.get('email') || !searchParams.get('code')) return;
    autoSubmitted.current = true;
    void onSubmit();
  }, [onSubmit, searchParams]);

  const resendCode = async () => {
    const valid = await form.trigger('email');
    if (!valid) return;
    resend.send(form.getValues('email').trim().toLowerCase());
  };

  return (
    <AuthCard
      title={t('confirmAccountTitle')}
      intro={t('confirmAccountIntro')}
      onSubmit={onSubmit}
      footer={
        <Typography>
          <Link component={RouterLink} to="/login">
            {t('backToSignIn')}
          </Link>
        </Typography>
      }
    >
      <ServerErrorAlert error={confirm.error} />
      <TextField {...field('email')} label={t('email')} type="email" autoComplete="email" required />
      <TextField
        {...field('code')}
        label={t('confirmationCode')}
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
        required
      />
      <SubmitButton loading={confirm.isPending} fullWidth>
        {t('confirmAccount')}
      </SubmitButton>
      <Stack direction="row">
        <Button onClick={() => void resendCode()} disabled={resend.isPending}>
          {resend.isPending ? t('sending') : t('sendNewCode')}
        </Button>
      </Stack>
    </AuthCard>
  );
}

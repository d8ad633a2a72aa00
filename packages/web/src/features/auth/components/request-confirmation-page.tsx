import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { ServerErrorAlert } from '../../../components/server-error-alert.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useToast } from '../../../components/toast-context.ts';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { authFlow, useAuthFlow } from '../../../lib/auth-flow.ts';
import { useT } from '../../../i18n/use-t.ts';
import { useConfirmSignupMutation } from '../api/auth-api.ts';
import { authMessages } from './messages.ts';
import { useAuthField } from './use-auth-field.ts';
import { useResendCode } from './use-resend-code.ts';
import { AuthCard } from './auth-card.tsx';
import { codeField } from './password-fields.ts';

const codeForm = z.object({ code: codeField });

/** /request-confirmation: the emailed code confirms the pending sign-up (only in confirmSignUp). */
export function RequestConfirmationPage() {
  const t = useT(authMessages);
  usePageTitle(t('confirmEmailPageTitle'));
  const email = useAuthFlow().pendingConfirmationEmail ?? '';
  const [searchParams] = useSearchParams();
  const toast = useToast();
  const form = useForm<z.input<typeof codeForm>, unknown, z.output<typeof codeForm>>({
    resolver: zodResolver(codeForm),
    defaultValues: { code: searchParams.get('code') ?? '' },
  });
  const field = useAuthField(form);
  const confirm = useConfirmSignupMutation();
  const resend = useResendCode();

  const onSubmit = form.handleSubmit(({ code }) => {
    confirm.mutate(
      { email, code },
      {
        onSuccess: () => {
          toast.success(t('confirmed'));
          // Leaving the confirmSignUp state sends the route guard to /login.
          authFlow.confirmationDone();
        },
      },
    );
  });

  const sendAgain = () => resend.send(email);

  return (
    <AuthCard title={t('confirmEmailTitle')} intro={t('confirmEmailIntro', { email })} onSubmit={onSubmit}>
      <ServerErrorAlert error={confirm.error} />
      <TextField
        {...field('code')}
        label={t('confirmationCode')}
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
        autoFocus
        required
      />
      <SubmitButton loading={confirm.isPending} fullWidth>
        {t('confirmEmail')}
      </SubmitButton>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Button onClick={sendAgain} disabled={resend.isPending}>
          {resend.isPending ? t('sending') : t('sendNewCode')}
        </Button>
        <Button color="inherit" onClick={() => authFlow.reset()}>
          {t('backToSignIn')}
        </Button>
      </Stack>
    </AuthCard>
  );
}

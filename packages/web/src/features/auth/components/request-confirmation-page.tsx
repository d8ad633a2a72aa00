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
import { textFieldProps } from '../../../lib/form-field.ts';
import { useConfirmSignupMutation } from '../api/auth-api.ts';
import { CONFIRMED_MESSAGE, useResendCode } from './use-resend-code.ts';
import { AuthCard } from './auth-card.tsx';
import { codeField } from './password-fields.ts';

const codeForm = z.object({ code: codeField });

/** /request-confirmation: the emailed code confirms the pending sign-up (only in confirmSignUp). */
export function RequestConfirmationPage() {
  usePageTitle('Confirm Your Email');
  const email = useAuthFlow().pendingConfirmationEmail ?? '';
  const [searchParams] = useSearchParams();
  const toast = useToast();
  const form = useForm<z.input<typeof codeForm>, unknown, z.output<typeof codeForm>>({
    resolver: zodResolver(codeForm),
    defaultValues: { code: searchParams.get('code') ?? '' },
  });
  const confirm = useConfirmSignupMutation();
  const resend = useResendCode();

  const onSubmit = form.handleSubmit(({ code }) => {
    confirm.mutate(
      { email, code },
      {
        onSuccess: () => {
          toast.success(CONFIRMED_MESSAGE);
          // Leaving the confirmSignUp state sends the route guard to /login.
          authFlow.confirmationDone();
        },
      },
    );
  });

  const sendAgain = () => resend.send(email);

  return (
    <AuthCard
      title="Confirm your email"
      intro={`We emailed a 6-digit code to ${email}. Enter it below to confirm your account.`}
      onSubmit={onSubmit}
    >
      <ServerErrorAlert error={confirm.error} />
      <TextField
        {...textFieldProps(form, 'code')}
        label="Confirmation code"
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
        autoFocus
        required
      />
      <SubmitButton loading={confirm.isPending} fullWidth>
        Confirm email
      </SubmitButton>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Button onClick={sendAgain} disabled={resend.isPending}>
          {resend.isPending ? 'Sending…' : 'Send a new code'}
        </Button>
        <Button color="inherit" onClick={() => authFlow.reset()}>
          Back to sign in
        </Button>
      </Stack>
    </AuthCard>
  );
}

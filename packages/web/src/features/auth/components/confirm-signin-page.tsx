import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { z } from 'zod';
import { MFA_CODE_TTL_MS } from '@bm/domain';
import { FullScreenLoading } from '../../../components/loading.tsx';
import { ServerErrorAlert } from '../../../components/server-error-alert.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { authFlow, useAuthFlow } from '../../../lib/auth-flow.ts';
import { textFieldProps } from '../../../lib/form-field.ts';
import { useMfaMutation } from '../api/auth-api.ts';
import { AuthCard } from './auth-card.tsx';
import { codeField } from './password-fields.ts';
import { useSignInStep } from './use-sign-in-step.ts';

const codeForm = z.object({ code: codeField });

/** Shown when a challenge page is opened without a sign-in under way (or after it ended). */
export function NoChallenge({ title }: { title: string }) {
  return (
    <AuthCard title={title} intro="There is no sign-in waiting for this step. It may have expired.">
      <Button component={RouterLink} to="/login" variant="contained" onClick={() => authFlow.reset()}>
        Sign in again
      </Button>
    </AuthCard>
  );
}

/** /confirm-signin: the 6-digit code emailed for multi-factor sign-in. */
export function ConfirmSigninPage() {
  usePageTitle('Verify Sign In');
  const challenge = useAuthFlow().challenge;
  const form = useForm<z.input<typeof codeForm>, unknown, z.output<typeof codeForm>>({
    resolver: zodResolver(codeForm),
    defaultValues: { code: '' },
  });
  const verify = useMfaMutation();
  const nextStep = useSignInStep(true);

  // Signed in: the challenge is gone and the route guard is about to move on.
  if (verify.isSuccess) return <FullScreenLoading />;
  if (challenge?.kind !== 'mfa') return <NoChallenge title="Verify it’s you" />;

  const onSubmit = form.handleSubmit(({ code }) => {
    verify.mutate(
      { challengeId: challenge.challengeId, code },
      { onSuccess: (response) => nextStep(response, challenge.email) },
    );
  });

  return (
    <AuthCard
      title="Verify it’s you"
      intro={`We sent a 6-digit code to ${challenge.destination}. It expires in ${MFA_CODE_TTL_MS / 60_000} minutes.`}
      onSubmit={onSubmit}
      footer={
        <Typography>
          Didn’t get a code?{' '}
          <Link component={RouterLink} to="/login" onClick={() => authFlow.reset()}>
            Sign in again
          </Link>{' '}
          to have a new one sent.
        </Typography>
      }
    >
      <ServerErrorAlert error={verify.error} />
      <TextField
        {...textFieldProps(form, 'code')}
        label="Verification code"
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
        autoFocus
        required
      />
      <SubmitButton loading={verify.isPending} fullWidth>
        Verify and sign in
      </SubmitButton>
    </AuthCard>
  );
}

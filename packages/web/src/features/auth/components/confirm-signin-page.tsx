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
import { useT } from '../../../i18n/use-t.ts';
import { useMfaMutation } from '../api/auth-api.ts';
import { AuthCard } from './auth-card.tsx';
import { authMessages } from './messages.ts';
import { codeField } from './password-fields.ts';
import { useAuthField } from './use-auth-field.ts';
import { useSignInStep } from './use-sign-in-step.ts';

const codeForm = z.object({ code: codeField });

/** Shown when a challenge page is opened without a sign-in under way (or after it ended). */
export function NoChallenge({ title }: { title: string }) {
  const t = useT(authMessages);
  return (
    <AuthCard title={title} intro={t('noChallenge')}>
      <Button component={RouterLink} to="/login" variant="contained" onClick={() => authFlow.reset()}>
        {t('signInAgain')}
      </Button>
    </AuthCard>
  );
}

/** /confirm-signin: the 6-digit code emailed for multi-factor sign-in. */
export function ConfirmSigninPage() {
  const t = useT(authMessages);
  usePageTitle(t('verifyPageTitle'));
  const challenge = useAuthFlow().challenge;
  const form = useForm<z.input<typeof codeForm>, unknown, z.output<typeof codeForm>>({
    resolver: zodResolver(codeForm),
    defaultValues: { code: '' },
  });
  const field = useAuthField(form);
  const verify = useMfaMutation();
  const nextStep = useSignInStep(true);

  // Signed in: the challenge is gone and the route guard is about to move on.
  if (verify.isSuccess) return <FullScreenLoading />;
  if (challenge?.kind !== 'mfa') return <NoChallenge title={t('verifyTitle')} />;

  const onSubmit = form.handleSubmit(({ code }) => {
    verify.mutate(
      { challengeId: challenge.challengeId, code },
      { onSuccess: (response) => nextStep(response, challenge.email) },
    );
  });

  return (
    <AuthCard
      title={t('verifyTitle')}
      intro={t('codeSentTo', { destination: challenge.destination, minutes: MFA_CODE_TTL_MS / 60_000 })}
      onSubmit={onSubmit}
      footer={
        <Typography>
          {t('noCodeReceived')}{' '}
          <Link component={RouterLink} to="/login" onClick={() => authFlow.reset()}>
            {t('signInAgainLink')}
          </Link>{' '}
          {t('toHaveNewSent')}
        </Typography>
      }
    >
      <ServerErrorAlert error={verify.error} />
      <TextField
        {...field('code')}
        label={t('verificationCode')}
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
        autoFocus
        required
      />
      <SubmitButton loading={verify.isPending} fullWidth>
        {t('verifyAndSignIn')}
      </SubmitButton>
    </AuthCard>
  );
}

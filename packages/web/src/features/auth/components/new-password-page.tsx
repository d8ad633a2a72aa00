import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FullScreenLoading } from '../../../components/loading.tsx';
import { ServerErrorAlert } from '../../../components/server-error-alert.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useToast } from '../../../components/toast-context.ts';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useT } from '../../../i18n/use-t.ts';
import { useAuthFlow } from '../../../lib/auth-flow.ts';
import { useNewPasswordMutation } from '../api/auth-api.ts';
import { AuthCard } from './auth-card.tsx';
import { NewPasswordInputs } from './new-password-inputs.tsx';
import { NoChallenge } from './confirm-signin-page.tsx';
import { authMessages } from './messages.ts';
import { MISMATCH, newPasswordField, samePasswords } from './password-fields.ts';
import { useSignInStep } from './use-sign-in-step.ts';

const newPasswordForm = z
  .object({ password: newPasswordField, confirmPassword: z.string() })
  .refine(samePasswords, MISMATCH);

/** /new-password: the sign-in challenge of an account that must choose its own password first. */
export function NewPasswordPage() {
  const t = useT(authMessages);
  usePageTitle(t('setPasswordPageTitle'));
  const challenge = useAuthFlow().challenge;
  const toast = useToast();
  const form = useForm<z.input<typeof newPasswordForm>, unknown, z.output<typeof newPasswordForm>>({
    resolver: zodResolver(newPasswordForm),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const setPassword = useNewPasswordMutation();
  const nextStep = useSignInStep(false);

  if (setPassword.isSuccess) return <FullScreenLoading />;
  if (challenge?.kind !== 'newPassword') return <NoChallenge title={t('setPasswordTitle')} />;

  const onSubmit = form.handleSubmit(({ password }) => {
    setPassword.mutate(
      { challengeId: challenge.challengeId, newPassword: password },
      {
        onSuccess: (result) => {
          if (result.status === 'passwordChanged') {
            toast.success(t('passwordSet'));
          }
          nextStep(result, challenge.email);
        },
      },
    );
  });

  return (
    <AuthCard
      title={t('setPasswordTitle')}
      intro={t('beforeContinue', { email: challenge.email })}
      onSubmit={onSubmit}
    >
      <ServerErrorAlert error={setPassword.error} />
      <NewPasswordInputs form={form} autoFocus />
      <SubmitButton loading={setPassword.isPending} fullWidth>
        {t('setAndContinue')}
      </SubmitButton>
    </AuthCard>
  );
}

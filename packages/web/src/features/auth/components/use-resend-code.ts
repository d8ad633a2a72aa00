import { useToast } from '../../../components/toast-context.ts';
import { errorMessage } from '../../../lib/form-field.ts';
import { useResendConfirmationMutation } from '../api/auth-api.ts';

/** Shown once an emailed sign-up code is accepted, on either confirmation page. */
export const CONFIRMED_MESSAGE = 'Your email is confirmed. Sign in to start quoting.';

/** Sends a fresh confirmation code and says so, or says why not, in a toast. */
export function useResendCode() {
  const resend = useResendConfirmationMutation();
  const toast = useToast();
  const send = (email: string) =>
    resend.mutate(
      { email },
      {
        onSuccess: () => toast.success(`We sent a new code to ${email}.`),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  return { send, isPending: resend.isPending };
}

import { useToast } from '../../../components/toast-context.ts';
import { useT } from '../../../i18n/use-t.ts';
import { errorMessage } from '../../../lib/form-field.ts';
import { useResendConfirmationMutation } from '../api/auth-api.ts';
import { authMessages } from './messages.ts';

/** Sends a fresh confirmation code and says so, or says why not, in a toast. */
export function useResendCode() {
  const t = useT(authMessages);
  const resend = useResendConfirmationMutation();
  const toast = useToast();
  const send = (email: string) =>
    resend.mutate(
      { email },
      {
        onSuccess: () => toast.success(t('newCodeSent', { email })),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  return { send, isPending: resend.isPending };
}

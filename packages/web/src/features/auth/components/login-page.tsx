import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { TextInput } from '../../../components/inputs/text-input.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { authFlow, safeReturnPath } from '../../../lib/auth-flow.ts';
import { useT } from '../../../i18n/use-t.ts';
import { errorMessage } from '../../../lib/form-field.ts';
import { useLoginMutation } from '../api/sign-in.ts';
import { AuthCard } from './auth-card.tsx';
import { authMessages } from './messages.ts';
import { useSayFieldMessage } from './use-auth-field.ts';
import { useLoginForm } from './use-login-form.ts';
import { useSignInStep } from './use-sign-in-step.ts';

/**
 * /login: email and password; the next step follows the server's answer (spec 4, Auth). A first
 * page: no form library, no classic zod and no TextField before the broker can type (decision 0028).
 */
export function LoginPage() {
  const t = useT(authMessages);
  const sayField = useSayFieldMessage();
  usePageTitle(t('loginPageTitle'));
  const [searchParams] = useSearchParams();
  const redirect = safeReturnPath(searchParams.get('redirect'));
  const login = useLoginMutation();
  const nextStep = useSignInStep(true);
  const form = useLoginForm({ email: searchParams.get('email') ?? '', password: '' }, (body) => {
    authFlow.startSignIn(redirect);
    login.mutate(body, { onSuccess: (response) => nextStep(response, body.email) });
  });
  const field = (name: 'email' | 'password') => {
    const props = form.field(name);
    return { ...props, helperText: sayField(props.helperText) };
  };

  return (
    <AuthCard
      showBrand
      title={t('signIn')}
      intro={t('loginIntro')}
      onSubmit={form.onSubmit}
      footer={
        <Typography>
          {t('newHere')}{' '}
          <Link component={RouterLink} to="/signup">
            {t('signUp')}
          </Link>
        </Typography>
      }
    >
      {login.error && <ErrorAlert>{errorMessage(login.error)}</ErrorAlert>}
      <TextInput
        {...field('email')}
        label={t('email')}
        type="email"
        autoComplete="username"
        autoFocus
        required
        fullWidth
      />
      <TextInput
        {...field('password')}
        label={t('password')}
        type="password"
        autoComplete="current-password"
        required
        fullWidth
      />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Link component={RouterLink} to="/forgot-password" variant="body2">
          {t('forgot')}
        </Link>
      </Stack>
      <SubmitButton loading={login.isPending} fullWidth>
        {t('signIn')}
      </SubmitButton>
    </AuthCard>
  );
}

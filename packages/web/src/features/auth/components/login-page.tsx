import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { TextInput } from '../../../components/inputs/text-input.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { authFlow, safeReturnPath } from '../../../lib/auth-flow.ts';
import { errorMessage } from '../../../lib/form-field.ts';
import { useLoginMutation } from '../api/sign-in.ts';
import { AuthCard } from './auth-card.tsx';
import { useLoginForm } from './use-login-form.ts';
import { useSignInStep } from './use-sign-in-step.ts';

/**
 * /login: email and password; the next step follows the server's answer (spec 4, Auth). A first
 * page: no form library, no classic zod and no TextField before the broker can type (decision 0028).
 */
export function LoginPage() {
  usePageTitle('Login');
  const [searchParams] = useSearchParams();
  const redirect = safeReturnPath(searchParams.get('redirect'));
  const login = useLoginMutation();
  const nextStep = useSignInStep(true);
  const form = useLoginForm({ email: searchParams.get('email') ?? '', password: '' }, (body) => {
    authFlow.startSignIn(redirect);
    login.mutate(body, { onSuccess: (response) => nextStep(response, body.email) });
  });

  return (
    <AuthCard
      showBrand
      title="Sign in"
      intro="Sign in to quote, bind and manage your clients’ policies."
      onSubmit={form.onSubmit}
      footer={
        <Typography>
          New to the marketplace?{' '}
          <Link component={RouterLink} to="/signup">
            Sign up
          </Link>
        </Typography>
      }
    >
      {login.error && <ErrorAlert>{errorMessage(login.error)}</ErrorAlert>}
      <TextInput
        {...form.field('email')}
        label="Email"
        type="email"
        autoComplete="username"
        autoFocus
        required
        fullWidth
      />
      <TextInput
        {...form.field('password')}
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        fullWidth
      />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Link component={RouterLink} to="/forgot-password" variant="body2">
          Forgot your password?
        </Link>
      </Stack>
      <SubmitButton loading={login.isPending} fullWidth>
        Sign in
      </SubmitButton>
    </AuthCard>
  );
}

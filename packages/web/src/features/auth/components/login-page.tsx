import { zodResolver } from '@hookform/resolvers/zod';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { loginBody } from '@bm/contracts';
import { ServerErrorAlert } from '../../../components/server-error-alert.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { authFlow, safeReturnPath } from '../../../lib/auth-flow.ts';
import { textFieldProps } from '../../../lib/form-field.ts';
import { useLoginMutation } from '../api/auth-api.ts';
import { AuthCard } from './auth-card.tsx';
import { useSignInStep } from './use-sign-in-step.ts';

/** /login: email and password; the next step follows the server's answer (spec 4, Auth). */
export function LoginPage() {
  usePageTitle('Login');
  const [searchParams] = useSearchParams();
  const redirect = safeReturnPath(searchParams.get('redirect'));
  const form = useForm<z.input<typeof loginBody>, unknown, z.output<typeof loginBody>>({
    resolver: zodResolver(loginBody),
    defaultValues: { email: searchParams.get('email') ?? '', password: '' },
  });
  const login = useLoginMutation();
  const nextStep = useSignInStep(true);

  const onSubmit = form.handleSubmit((body) => {
    authFlow.startSignIn(redirect);
    login.mutate(body, { onSuccess: (response) => nextStep(response, body.email) });
  });

  return (
    <AuthCard
      showBrand
      title="Sign in"
      intro="Sign in to quote, bind and manage your clients’ policies."
      onSubmit={onSubmit}
      footer={
        <Typography>
          New to the marketplace?{' '}
          <Link component={RouterLink} to="/signup">
            Sign up
          </Link>
        </Typography>
      }
    >
      <ServerErrorAlert error={login.error} />
      <TextField
        {...textFieldProps(form, 'email')}
        label="Email"
        type="email"
        autoComplete="username"
        autoFocus
        required
        fullWidth
      />
      <TextField
        {...textFieldProps(form, 'password')}
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

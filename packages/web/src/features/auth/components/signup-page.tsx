import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { z } from 'zod';
import { signupBody } from '@bm/contracts';
import { ServerErrorAlert } from '../../../components/server-error-alert.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useToast } from '../../../components/toast-context.ts';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { authFlow } from '../../../lib/auth-flow.ts';
import { errorMessage, textFieldProps } from '../../../lib/form-field.ts';
import { useBrokerageLookup, useSignupMutation } from '../api/auth-api.ts';
import { AuthCard } from './auth-card.tsx';
import { MISMATCH, newPasswordField, PASSWORD_HINT, samePasswords } from './password-fields.ts';

const signupForm = signupBody
  .omit({ password: true })
  .extend({ password: newPasswordField, confirmPassword: z.string() })
  .refine(samePasswords, MISMATCH);

const BROKERAGE_HINT = 'The code or ID your brokerage gave you, for example MAPLE.';

/** What the brokerage lookup says under the field: the brokerage's name, or why there is none. */
function useBrokerageHint(value: string): { hint: string; problem: string | null } {
  const lookup = useBrokerageLookup(value);
  if (!value) return { hint: BROKERAGE_HINT, problem: null };
  if (lookup.isFetching) return { hint: 'Looking up your brokerage…', problem: null };
  if (lookup.data) return { hint: `Brokerage: ${lookup.data.name}`, problem: null };
  if (lookup.error) {
    const notFound = lookup.error instanceof ApiError && lookup.error.status === 404;
    return { hint: BROKERAGE_HINT, problem: notFound ? lookup.error.message : errorMessage(lookup.error) };
  }
  return { hint: BROKERAGE_HINT, problem: null };
}

/** /signup: a broker's account in their brokerage; the emailed code confirms it afterwards. */
export function SignupPage() {
  usePageTitle('Sign Up');
  const toast = useToast();
  const [searchParams] = useSearchParams();
  const form = useForm<z.input<typeof signupForm>, unknown, z.output<typeof signupForm>>({
    resolver: zodResolver(signupForm),
    defaultValues: {
      givenName: '',
      familyName: '',
      email: searchParams.get('email') ?? '',
      brokerage: searchParams.get('brokerage') ?? '',
      password: '',
      confirmPassword: '',
    },
  });
  const [brokerageToLookUp, setBrokerageToLookUp] = useState(
    () => searchParams.get('brokerage')?.trim() ?? '',
  );
  const brokerage = useBrokerageHint(brokerageToLookUp);
  const signup = useSignupMutation();

  const onSubmit = form.handleSubmit(({ confirmPassword: _confirm, ...body }) => {
    signup.mutate(body, {
      onSuccess: (response) => {
        toast.success(`We emailed a confirmation code to ${response.email}.`);
        authFlow.awaitConfirmation(response.email);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 404) {
          form.setError('brokerage', { message: error.message }, { shouldFocus: true });
        }
      },
    });
  });

  const brokerageField = textFieldProps(form, 'brokerage', brokerage.hint);
  const brokerageProblem = brokerageField.error ? null : brokerage.problem;
  const submitError = signup.error instanceof ApiError && signup.error.status === 404 ? null : signup.error;

  return (
    <AuthCard
      showBrand
      title="Create your account"
      intro="Brokers sign up with their brokerage’s code. We email you a code to confirm the address."
      onSubmit={onSubmit}
      footer={
        <Typography>
          Already have an account?{' '}
          <Link component={RouterLink} to="/login">
            Sign in
          </Link>
        </Typography>
      }
    >
      <ServerErrorAlert error={submitError} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          {...textFieldProps(form, 'givenName')}
          label="First name"
          autoComplete="given-name"
          required
          fullWidth
        />
        <TextField
          {...textFieldProps(form, 'familyName')}
          label="Last name"
          autoComplete="family-name"
          required
          fullWidth
        />
      </Stack>
      <TextField
        {...textFieldProps(form, 'email')}
        label="Work email"
        type="email"
        autoComplete="email"
        required
      />
      <TextField
        {...brokerageField}
        onBlur={(event) => {
          void brokerageField.onBlur(event);
          setBrokerageToLookUp(event.target.value.trim());
        }}
        error={brokerageField.error || brokerageProblem !== null}
        helperText={brokerageProblem ?? brokerageField.helperText}
        label="Brokerage code or ID"
        autoComplete="organization"
        required
      />
      <TextField
        {...textFieldProps(form, 'password', PASSWORD_HINT)}
        label="Password"
        type="password"
        autoComplete="new-password"
        required
      />
      <TextField
        {...textFieldProps(form, 'confirmPassword')}
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        required
      />
      <Typography variant="body2" color="text.secondary">
        By creating an account you agree to the Terms &amp; Conditions and the Privacy Policy, linked at the
        foot of every page.
      </Typography>
      <SubmitButton loading={signup.isPending} fullWidth>
        Create account
      </SubmitButton>
    </AuthCard>
  );
}

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
import { PASSWORD_MIN_LENGTH } from '@bm/domain';
import { ServerErrorAlert } from '../../../components/server-error-alert.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useToast } from '../../../components/toast-context.ts';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useT } from '../../../i18n/use-t.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { authFlow } from '../../../lib/auth-flow.ts';
import { errorMessage } from '../../../lib/form-field.ts';
import { useBrokerageLookup, useSignupMutation } from '../api/auth-api.ts';
import { AuthCard } from './auth-card.tsx';
import { authMessages } from './messages.ts';
import { MISMATCH, newPasswordField, samePasswords } from './password-fields.ts';
import { useAuthField } from './use-auth-field.ts';

const signupForm = signupBody
  .omit({ password: true })
  .extend({ password: newPasswordField, confirmPassword: z.string() })
  .refine(samePasswords, MISMATCH);

/** What the brokerage lookup says under the field: the brokerage's name, or why there is none. */
function useBrokerageHint(value: string): { hint: string; problem: string | null } {
  const t = useT(authMessages);
  const lookup = useBrokerageLookup(value);
  const hint = t('brokerageHint');
  if (!value) return { hint, problem: null };
  if (lookup.isFetching) return { hint: t('lookingUp'), problem: null };
  if (lookup.data) return { hint: t('brokerageFound', { name: lookup.data.name }), problem: null };
  if (lookup.error) {
    const notFound = lookup.error instanceof ApiError && lookup.error.status === 404;
    return { hint, problem: notFound ? lookup.error.message : errorMessage(lookup.error) };
  }
  return { hint, problem: null };
}

/** /signup: a broker's account in their brokerage; the emailed code confirms it afterwards. */
export function SignupPage() {
  const t = useT(authMessages);
  usePageTitle(t('signupPageTitle'));
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
  const field = useAuthField(form);
  const [brokerageToLookUp, setBrokerageToLookUp] = useState(
    () => searchParams.get('brokerage')?.trim() ?? '',
  );
  const brokerage = useBrokerageHint(brokerageToLookUp);
  const signup = useSignupMutation();

  const onSubmit = form.handleSubmit(({ confirmPassword: _confirm, ...body }) => {
    signup.mutate(body, {
      onSuccess: (response) => {
        toast.success(t('codeEmailed', { email: response.email }));
        authFlow.awaitConfirmation(response.email);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 404) {
          form.setError('brokerage', { message: error.message }, { shouldFocus: true });
        }
      },
    });
  });

  const brokerageField = field('brokerage', brokerage.hint);
  const brokerageProblem = brokerageField.error ? null : brokerage.problem;
  const submitError = signup.error instanceof ApiError && signup.error.status === 404 ? null : signup.error;

  return (
    <AuthCard
      showBrand
      title={t('signupTitle')}
      intro={t('signupIntro')}
      onSubmit={onSubmit}
      footer={
        <Typography>
          {t('haveAccount')}{' '}
          <Link component={RouterLink} to="/login">
            {t('signIn')}
          </Link>
        </Typography>
      }
    >
      <ServerErrorAlert error={submitError} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          {...field('givenName')}
          label={t('firstName')}
          autoComplete="given-name"
          required
          fullWidth
        />
        <TextField
          {...field('familyName')}
          label={t('lastName')}
          autoComplete="family-name"
          required
          fullWidth
        />
      </Stack>
      <TextField {...field('email')} label={t('workEmail')} type="email" autoComplete="email" required />
      <TextField
        {...brokerageField}
        onBlur={(event) => {
          void brokerageField.onBlur(event);
          setBrokerageToLookUp(event.target.value.trim());
        }}
        error={brokerageField.error || brokerageProblem !== null}
        helperText={brokerageProblem ?? brokerageField.helperText}
        label={t('brokerageCode')}
        autoComplete="organization"
        required
      />
      <TextField
        {...field('password', t('passwordHint', { min: PASSWORD_MIN_LENGTH }))}
        label={t('password')}
        type="password"
        autoComplete="new-password"
        required
      />
      <TextField
        {...field('confirmPassword')}
        label={t('confirmPassword')}
        type="password"
        autoComplete="new-password"
        required
      />
      <Typography variant="body2" color="text.secondary">
        {t('agree')}
      </Typography>
      <SubmitButton loading={signup.isPending} fullWidth>
        {t('createAccount')}
      </SubmitButton>
    </AuthCard>
  );
}

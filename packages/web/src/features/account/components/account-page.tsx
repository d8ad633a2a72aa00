import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { primaryRoleLabel } from '@bm/domain';
import { FullScreenLoading } from '../../../components/loading.tsx';
import { useToast } from '../../../components/toast-context.ts';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { errorMessage } from '../../../lib/form-field.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useMfaPreferenceMutation } from '../api/mfa-preference.ts';
import { useSay, useT } from '../../../i18n/use-t.ts';
import { accountMessages } from './messages.ts';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
      <Typography color="text.secondary" sx={{ minWidth: 160 }}>
        {label}
      </Typography>
      <Typography>{value}</Typography>
    </Stack>
  );
}

/** The signed-in user's account: who they are, and email verification at sign-in. */
export function AccountPage() {
  const t = useT(accountMessages);
  const say = useSay();
  usePageTitle(t('title'));
  const { user } = useCurrentUser();
  const mfa = useMfaPreferenceMutation();
  const toast = useToast();
  if (!user) return <FullScreenLoading />;

  const toggle = (enabled: boolean) =>
    mfa.mutate(enabled, {
      onSuccess: () => toast.success(enabled ? t('mfaOn') : t('mfaOff')),
      onError: (error) => toast.error(errorMessage(error)),
    });

  const name = [user.givenName, user.familyName].filter(Boolean).join(' ');
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('title')}
      </Typography>
      <Stack spacing={3}>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              {t('profile')}
            </Typography>
            <Stack spacing={1}>
              <Detail label={t('name')} value={name || '—'} />
              <Detail label={t('email')} value={user.email} />
              <Detail label={t('brokerage')} value={user.brokerage?.name ?? '—'} />
              <Detail label={t('role')} value={say(primaryRoleLabel(user.flags))} />
            </Stack>
          </CardContent>
        </Card>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              {t('security')}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {t('securityText', { email: user.email })}
            </Typography>
            <FormControlLabel
              control={
                <Switch
                  checked={user.mfaEnabled}
                  disabled={mfa.isPending}
                  onChange={(event) => toggle(event.target.checked)}
                />
              }
              label={t('switchLabel')}
            />
          </CardContent>
        </Card>
      </Stack>
    </Container>
  );
}

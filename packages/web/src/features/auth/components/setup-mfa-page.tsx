import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router';
import { MFA_CODE_TTL_MS, SUPPORT_EMAIL } from '@bm/domain';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useT } from '../../../i18n/use-t.ts';
import { useAuthFlow } from '../../../lib/auth-flow.ts';
import { AuthCard } from './auth-card.tsx';
import { authMessages } from './messages.ts';

/**
 * /setup-mfa: the marketplace's second sign-in step is a code sent by email. Auth-only, so it
 * explains the step and continues a sign-in that is waiting for its code.
 */
export function SetupMfaPage() {
  const t = useT(authMessages);
  usePageTitle(t('mfaPageTitle'));
  const steps = [
    t('mfaStepSignIn'),
    t('mfaStepEmail'),
    t('mfaStepEnter', { minutes: MFA_CODE_TTL_MS / 60_000 }),
  ];
  const challenge = useAuthFlow().challenge;
  const waiting = challenge?.kind === 'mfa';
  return (
    <AuthCard title={t('mfaTitle')} intro={t('mfaIntro')}>
      <List dense disablePadding component="ol" sx={{ listStyle: 'decimal', pl: 3 }}>
        {steps.map((step) => (
          <ListItem key={step} sx={{ display: 'list-item', pl: 0.5 }}>
            <ListItemText primary={step} />
          </ListItem>
        ))}
      </List>
      <ListItemText secondary={t('cantReachEmail', { email: SUPPORT_EMAIL })} />
      {waiting ? (
        <Button component={RouterLink} to="/confirm-signin" variant="contained" size="large">
          {t('continueWithCode', { destination: challenge.destination })}
        </Button>
      ) : (
        <Button component={RouterLink} to="/login" variant="contained" size="large">
          {t('signIn')}
        </Button>
      )}
    </AuthCard>
  );
}

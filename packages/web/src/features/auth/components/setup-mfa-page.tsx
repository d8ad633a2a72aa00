import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router';
import { MFA_CODE_TTL_MS, SUPPORT_EMAIL } from '@bm/domain';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useAuthFlow } from '../../../lib/auth-flow.ts';
import { AuthCard } from './auth-card.tsx';

const STEPS = [
  'Sign in with your email and password as usual.',
  'We email a 6-digit code to the address on your account.',
  `Enter the code within ${MFA_CODE_TTL_MS / 60_000} minutes to finish signing in. Each code works once.`,
];

/**
 * /setup-mfa: the marketplace's second sign-in step is a code sent by email. Auth-only, so it
 * explains the step and continues a sign-in that is waiting for its code.
 */
export function SetupMfaPage() {
  usePageTitle('Two-Step Verification');
  const challenge = useAuthFlow().challenge;
  const waiting = challenge?.kind === 'mfa';
  return (
    <AuthCard
      title="Two-step verification by email"
      intro="Your account is protected by a second step at sign-in: a one-time code sent by email."
    >
      <List dense disablePadding component="ol" sx={{ listStyle: 'decimal', pl: 3 }}>
        {STEPS.map((step) => (
          <ListItem key={step} sx={{ display: 'list-item', pl: 0.5 }}>
            <ListItemText primary={step} />
          </ListItem>
        ))}
      </List>
      <ListItemText
        secondary={`Can’t reach your email? Contact the Broker Success Team at ${SUPPORT_EMAIL}.`}
      />
      {waiting ? (
        <Button component={RouterLink} to="/confirm-signin" variant="contained" size="large">
          Continue: enter the code sent to {challenge.destination}
        </Button>
      ) : (
        <Button component={RouterLink} to="/login" variant="contained" size="large">
          Sign in
        </Button>
      )}
    </AuthCard>
  );
}

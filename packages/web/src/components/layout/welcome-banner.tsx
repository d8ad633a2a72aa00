import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { localFlags } from '../../lib/browser.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { useT } from '../../i18n/use-t.ts';
import { welcomeBannerMessages } from './messages.ts';

export const WELCOME_DISMISSED_KEY = 'bm.welcome-banner-dismissed';

/** Top-right welcome for signed-in users (spec 2.2), until they close it on this browser; under the header, in the page's flow. */
export function WelcomeBanner() {
  const { user } = useCurrentUser();
  const t = useT(welcomeBannerMessages);
  const [dismissed, setDismissed] = useState(() => localFlags.get(WELCOME_DISMISSED_KEY) === 'true');
  if (!user || dismissed) return null;

  const dismiss = () => {
    localFlags.set(WELCOME_DISMISSED_KEY, 'true');
    setDismissed(true);
  };

  return (
    <Paper
      role="region"
      aria-label={t('region')}
      elevation={6}
      sx={{
        // In the page's flow under the sticky header, on the right from 600 px: it takes its own
        // place until dismissed, so it never floats over a page's title or buttons, scrolled or not.
        alignSelf: { sm: 'flex-end' },
        mx: 2,
        mt: { xs: 0, sm: 1.5 },
        mb: 1.5,
        maxWidth: { sm: 360 },
        position: 'relative',
        color: 'text.primary',
        p: 2,
        pr: 5,
        borderLeft: 4,
        borderColor: 'secondary.main',
      }}
    >
      <IconButton
        aria-label={t('dismiss')}
        size="small"
        onClick={dismiss}
        sx={{ position: 'absolute', top: 4, right: 4 }}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {user.givenName ? t('titleNamed', { name: user.givenName }) : t('title')}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {t('guidesBefore')}{' '}
        <Link href={user.settings.links.helpCentre} target="_blank" rel="noopener noreferrer">
          {t('helpCentre')}
        </Link>
        .
      </Typography>
    </Paper>
  );
}

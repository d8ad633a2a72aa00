import { useState } from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CONSENT_COOKIE_MAX_AGE_SECONDS } from '@bm/domain';
import { readCookie, writeCookie } from '../../lib/cookies.ts';
import { useLegalDialog } from './use-legal-dialog.tsx';
import { useT } from '../../i18n/use-t.ts';
import { cookieMessages } from './messages.ts';

export const CONSENT_COOKIE_NAME = 'bm_cookie_consent';

export function hasCookieConsent(): boolean {
  return readCookie(CONSENT_COOKIE_NAME) === 'accepted';
}

/** The cookie notice of spec 2.2: accepting sets a one-year consent cookie and hides it. */
export function CookieConsent() {
  const [accepted, setAccepted] = useState(hasCookieConsent);
  const legal = useLegalDialog();
  const t = useT(cookieMessages);
  if (accepted) return legal.dialog;

  const accept = () => {
    writeCookie(CONSENT_COOKIE_NAME, 'accepted', {
      maxAgeSeconds: CONSENT_COOKIE_MAX_AGE_SECONDS,
      secure: window.location.protocol === 'https:',
    });
    setAccepted(true);
  };

  return (
    <>
      <Paper
        role="region"
        aria-label={t('region')}
        elevation={8}
        square
        sx={{
          position: 'fixed',
          bottom: 0,
          left: 0,
          right: 0,
          // Above the page and its drawer, below dialogs: an open modal stays usable.
          zIndex: (theme) => theme.zIndex.modal - 1,
          p: 2,
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'stretch', sm: 'center' },
          gap: 2,
          justifyContent: 'center',
        }}
      >
        <Typography variant="body2" sx={{ maxWidth: 760 }}>
          {t('text')}{' '}
          <Link component="button" type="button" variant="body2" onClick={() => legal.open('privacy')}>
            {t('privacy')}
          </Link>
          .
        </Typography>
        <Button variant="contained" onClick={accept} sx={{ flexShrink: 0 }}>
          {t('accept')}
        </Button>
      </Paper>
      {legal.dialog}
    </>
  );
}

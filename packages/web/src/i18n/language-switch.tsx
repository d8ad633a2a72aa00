import Button from '@mui/material/Button';
import { LOCALE_NAMES, type Locale } from '@bm/domain';
import { apiRequest } from '../lib/api-client.ts';
import { session, useCurrentUser } from '../lib/session.ts';
import { setLocale, useLocale } from './locale-store.ts';
import { frameMessages } from './messages.ts';
import { useT } from './use-t.ts';

/**
 * The header's language switch: names the other language in itself (`lang` set, so a screen reader says
 * it in that language), switches at once, and remembers the choice on the signed-in user's profile.
 */
export function LanguageSwitch() {
  const locale = useLocale();
  const t = useT(frameMessages);
  const { user } = useCurrentUser();
  const other: Locale = locale === 'fr-CA' ? 'en-CA' : 'fr-CA';
  return (
    <Button
      color="inherit"
      size="small"
      lang={other}
      aria-label={t('switchTo')}
      sx={{ flexShrink: 0, whiteSpace: 'nowrap', textTransform: 'none' }}
      onClick={() => {
        setLocale(other);
        if (user) {
          void apiRequest('/api/auth/language', { method: 'PUT', body: { language: other } })
            .then((answer) => session.setUser((answer as { user: typeof user }).user))
            .catch(() => undefined);
        }
      }}
    >
      {LOCALE_NAMES[other]}
    </Button>
  );
}

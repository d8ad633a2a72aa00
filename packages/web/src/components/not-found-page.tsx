import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { MESSAGES, SUPPORT_EMAIL } from '@bm/domain';
import { RocketAnimation } from './rocket-animation.tsx';
import { usePageTitle } from './use-page-title.ts';
import { useSay, useT } from '../i18n/use-t.ts';
import { commonMessages } from './messages.ts';

/** The fallback page for unknown paths and records (spec 2.4). */
export function NotFoundPage() {
  const t = useT(commonMessages);
  const say = useSay();
  usePageTitle(say(MESSAGES.notFoundTitle));
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 6, md: 10 }, px: 2, maxWidth: 640, mx: 'auto' }}>
      <RocketAnimation />
      <Typography variant="h3" component="h1" sx={{ mt: 4, mb: 2, fontWeight: 700 }}>
        {say(MESSAGES.notFoundTitle)}
      </Typography>
      <Typography variant="h6" component="p" sx={{ mb: 3 }}>
        {say(MESSAGES.notFoundText)}
      </Typography>
      <Typography sx={{ mb: 4 }} color="text.secondary">
        {t('notFoundHelp')} <Link href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Link>.
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {t('backToProducts')}
      </Button>
    </Box>
  );
}

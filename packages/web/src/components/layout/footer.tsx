import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import { Link as RouterLink } from 'react-router';
import { EXTERNAL_LINKS, PRODUCT_TITLE, SUPPORT_EMAIL, VANCOUVER_ADDRESS } from '@bm/domain';
import { useCurrentUser } from '../../lib/session.ts';
import { useLegalDialog } from './use-legal-dialog.tsx';
import { useT } from '../../i18n/use-t.ts';
import { footerMessages } from './messages.ts';

const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;
const footerLink = { color: 'inherit', underline: 'hover' } as const;

/** The footer of spec 2.3. */
export function Footer() {
  const { user } = useCurrentUser();
  const legal = useLegalDialog();
  const t = useT(footerMessages);
  const year = new Date().getFullYear();

  return (
    <Box
      component="footer"
      sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', mt: 'auto', pt: 5, pb: 3 }}
    >
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1.5fr' },
          }}
        >
          <Box>
            <Typography variant="h6" component="p" sx={{ fontWeight: 700, mb: 1 }}>
              {PRODUCT_TITLE}
            </Typography>
            <Typography variant="body2" sx={{ opacity: 0.9, maxWidth: 420 }}>
              {t('tagline')}
            </Typography>
            <Link
              href={EXTERNAL_LINKS.linkedIn}
              {...NEW_TAB}
              {...footerLink}
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 2 }}
            >
              <LinkedInIcon aria-hidden /> {t('linkedIn')}
            </Link>
          </Box>
          <Stack component="nav" aria-label={t('company')} spacing={1}>
            <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700 }}>
              {t('company')}
            </Typography>
            <Link href={EXTERNAL_LINKS.ourStory} {...NEW_TAB} {...footerLink}>
              {t('ourStory')}
            </Link>
            <Link href={EXTERNAL_LINKS.pressAndMagazine} {...NEW_TAB} {...footerLink}>
              {t('press')}
            </Link>
          </Stack>
          <Stack spacing={1}>
            <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700 }}>
              {t('contact')}
            </Typography>
            <Link href={`mailto:${SUPPORT_EMAIL}`} {...footerLink}>
              {SUPPORT_EMAIL}
            </Link>
            <Typography variant="body2" component="address" sx={{ fontStyle: 'normal' }}>
              {VANCOUVER_ADDRESS}
            </Typography>
            {user === null && (
              <Box sx={{ pt: 1 }}>
                <Button component={RouterLink} to="/signup" variant="contained" color="secondary">
                  {t('register')}
                </Button>
              </Box>
            )}
          </Stack>
        </Box>
        <Box
          sx={{
            mt: 4,
            pt: 2,
            borderTop: 1,
            borderColor: 'rgba(255,255,255,0.24)',
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            alignItems: 'center',
            justifyContent: 'space-between',
          }}
        >
          <Typography variant="body2">{t('rights', { year: String(year), title: PRODUCT_TITLE })}</Typography>
          <Stack direction="row" spacing={2}>
            <Link
              component="button"
              type="button"
              variant="body2"
              {...footerLink}
              onClick={() => legal.open('terms')}
            >
              {t('terms')}
            </Link>
            <Link
              component="button"
              type="button"
              variant="body2"
              {...footerLink}
              onClick={() => legal.open('privacy')}
            >
              {t('privacy')}
            </Link>
          </Stack>
        </Box>
      </Container>
      {legal.dialog}
    </Box>
  );
}

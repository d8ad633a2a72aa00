import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { usePageTitle } from './use-page-title.ts';
import { useT } from '../i18n/use-t.ts';
import { commonMessages } from './messages.ts';

/** For pages meant for one role: says who they are for instead of showing the page. */
export function RoleOnlyNotice({ title, audience }: { title: string; audience: string }) {
  const t = useT(commonMessages);
  usePageTitle(title);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h3" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      <Alert severity="warning" sx={{ maxWidth: 760 }}>
        {t('roleOnly', { title, audience })}
      </Alert>
    </Container>
  );
}

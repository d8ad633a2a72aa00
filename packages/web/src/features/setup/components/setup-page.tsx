import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { RoleOnlyNotice } from '../../../components/role-only-notice.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { PartnershipForm } from './partnership-form.tsx';
import { PartnershipList } from './partnership-list.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { setupMessages } from './messages.ts';

function SetupPartnership() {
  const t = useT(setupMessages);
  usePageTitle(t('title'));
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {t('title')}
      </Typography>
      <PartnershipForm />
      <PartnershipList />
    </Container>
  );
}

/** /setup (issue 16 item 3): the LaunchpadSetup group only; the server refuses everyone else too. */
export function SetupPage() {
  const { user } = useCurrentUser();
  const t = useT(setupMessages);
  if (!user?.flags.launchpadSetupUser) {
    return <RoleOnlyNotice title={t('title')} audience={t('audience')} />;
  }
  return <SetupPartnership />;
}

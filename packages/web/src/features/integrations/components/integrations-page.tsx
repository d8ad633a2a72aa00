import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { seesIntegrations } from '@bm/domain';
import { RoleOnlyNotice } from '../../../components/role-only-notice.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useT } from '../../../i18n/use-t.ts';
import { integrationsMessages } from '../messages.ts';
import { ApiKeysSection } from './api-keys-section.tsx';
import { EndpointList } from './endpoint-list.tsx';

function Integrations() {
  const t = useT(integrationsMessages);
  usePageTitle(t('title'));
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('intro')}
      </Typography>
      <EndpointList />
      <ApiKeysSection />
    </Container>
  );
}

/** /integrations (issue 28): agency admins (their brokerage's) and super admins; the server refuses others. */
export function IntegrationsPage() {
  const { user } = useCurrentUser();
  const t = useT(integrationsMessages);
  if (!user || !seesIntegrations(user.flags, user.brokerage?.id ?? null)) {
    return <RoleOnlyNotice title={t('title')} audience={t('audience')} />;
  }
  return <Integrations />;
}

import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { RoleOnlyNotice } from '../../../components/role-only-notice.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { JobTools } from './job-tools.tsx';
import { LedgerTools } from './ledger-tools.tsx';
import { ProductTools } from './product-tools.tsx';
import { UserTools } from './user-tools.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { toolboxMessages } from './messages.ts';

function Toolbox() {
  const t = useT(toolboxMessages);
  usePageTitle(t('title'));
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 3 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 0.5 }}>
        {t('title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('intro')}
      </Typography>
      <UserTools />
      <ProductTools />
      <JobTools />
      <LedgerTools />
    </Container>
  );
}

/** /toolbox (issue 16 item 2): super admins only; the server refuses everyone else too. */
export function ToolboxPage() {
  const { user } = useCurrentUser();
  const t = useT(toolboxMessages);
  if (!user?.flags.superadmin) return <RoleOnlyNotice title={t('title')} audience={t('superAdmins')} />;
  return <Toolbox />;
}

import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { CATALOGUE, INSURERS, type CatalogueEntry } from '@bm/domain';
import { NotFoundPage } from '../../../components/not-found-page.tsx';
import { useCurrentUser } from '../../../lib/session.ts';
import { RoleOnlyNotice, UpcomingPage } from './upcoming-page.tsx';

function findProduct(slug: string | undefined): CatalogueEntry | undefined {
  return CATALOGUE.find((entry) => entry.applicationPath === slug || entry.productId === slug);
}

/** /products/{slug}: the product, and where its quote-and-bind journey will start. */
export function ProductPage() {
  const entry = findProduct(useParams().slug);
  if (!entry) return <NotFoundPage />;
  const insurer = INSURERS.find((item) => item.id === entry.insurerId);
  return (
    <UpcomingPage
      title={entry.name}
      summary={`${entry.description} Underwritten by ${insurer?.name ?? 'a participating insurer'}. Online quoting for this product — eligibility questions, rating and binding — will live here.`}
    >
      <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
        <Button
          component={RouterLink}
          to={`/products/${entry.applicationPath}/application`}
          variant="contained"
        >
          Application
        </Button>
        <Button component={RouterLink} to="/">
          All products
        </Button>
      </Stack>
    </UpcomingPage>
  );
}

/** /products/{productPath}/application: the application form of a product. */
export function ProductApplicationPage() {
  const entry = findProduct(useParams().productPath);
  if (!entry) return <NotFoundPage />;
  return (
    <UpcomingPage
      title={`${entry.name} Application`}
      summary={`The ${entry.name} application will live here: the client’s details and the underwriting questions, a priced quote, and payment to bind the policy.`}
    >
      <Typography sx={{ mt: 3 }}>
        <Button component={RouterLink} to={`/products/${entry.applicationPath}`}>
          Back to {entry.name}
        </Button>
      </Typography>
    </UpcomingPage>
  );
}

export function AnalyticsPage() {
  return (
    <UpcomingPage
      title="Analytics"
      summary="Charts of quotes, bound policies and premium over time, by product and by broker, will live here."
    />
  );
}

export function ReportsPage() {
  return (
    <UpcomingPage
      title="Reports"
      summary="Commission and fee reports by transaction date — policy, product, province, premium, taxes and payout status — with a CSV download, will live here."
    />
  );
}

export function FinancialReportsPage() {
  return (
    <UpcomingPage
      title="Financial Reports"
      summary="Accounting reports of premiums, taxes, fees, net margin and payments to insurers and brokers will live here."
    />
  );
}

export function InvoicesPage() {
  return (
    <UpcomingPage
      title="Invoices"
      summary="Your policies’ invoices — open, paid and void — with links to pay them online will live here."
    />
  );
}

export function NsfPage() {
  return (
    <UpcomingPage
      title="NSF Invoices"
      summary="Invoices for payments returned unpaid (non-sufficient funds), with their pending or completed status, will live here."
    />
  );
}

export function SetupPage() {
  const { user } = useCurrentUser();
  if (!user?.flags.launchpadSetupUser) {
    return <RoleOnlyNotice title="Setup Partnership" audience="partnership setup users" />;
  }
  return (
    <UpcomingPage
      title="Setup Partnership"
      summary="Setting up a partner brokerage — its code, subdomain, products and brokers — will live here."
    />
  );
}

export function FinanceOpsPage() {
  const { user } = useCurrentUser();
  if (!user?.flags.superadmin) return <RoleOnlyNotice title="Finance Ops" audience="super admins" />;
  return (
    <UpcomingPage
      title="Finance Ops"
      summary="Finance operations — connecting the accounting system, recording transactions and reconciling payments — will live here."
    />
  );
}

export function ToolboxPage() {
  const { user } = useCurrentUser();
  if (!user?.flags.superadmin) return <RoleOnlyNotice title="Toolbox" audience="super admins" />;
  return (
    <UpcomingPage
      title="Toolbox"
      summary="Internal tools for super admins — bulk updates, data fixes and support lookups — will live here."
    />
  );
}

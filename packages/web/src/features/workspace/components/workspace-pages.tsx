import { useCurrentUser } from '../../../lib/session.ts';
import { RoleOnlyNotice } from '../../../components/role-only-notice.tsx';
import { UpcomingPage } from './upcoming-page.tsx';

export function AnalyticsPage() {
  return (
    <UpcomingPage
      title="Analytics"
      summary="Charts of quotes, bound policies and premium over time, by product and by broker, will live here."
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

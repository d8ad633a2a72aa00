import { useCurrentUser } from '../../../lib/session.ts';
import { RoleOnlyNotice, UpcomingPage } from './upcoming-page.tsx';

export function AnalyticsPage() {
  return (
    <UpcomingPage
      title="Analytics"
      summary="Charts of quotes, bound policies and premium over time, by product and by broker, will live here."
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

import type { BrokerFlags } from '../roles.ts';

/**
 * Who manages a brokerage's integrations (webhook endpoints and API keys, issue 28): super admins any
 * brokerage's and the platform's (brokerageId null); an agency admin (the Admin group) their own
 * brokerage's only; nobody else.
 */
export function canManageIntegrations(
  flags: Pick<BrokerFlags, 'superadmin' | 'adminUser'>,
  brokerageId: string | null,
  userBrokerageId: string | null,
): boolean {
  if (flags.superadmin) return true;
  if (!flags.adminUser) return false;
  return brokerageId !== null && userBrokerageId !== null && brokerageId === userBrokerageId;
}

/** Whether the user may open the Integrations page at all (for some brokerage or the platform). */
export function seesIntegrations(
  flags: Pick<BrokerFlags, 'superadmin' | 'adminUser'>,
  userBrokerageId: string | null,
): boolean {
  return flags.superadmin || (flags.adminUser && userBrokerageId !== null);
}

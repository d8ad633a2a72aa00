import { EXTERNAL_LINKS, type ExternalLinkKey, type ExternalLinks } from './external-links.ts';
import type { BrokerFlags } from './roles.ts';

export interface NavItem {
  id: string;
  label: string;
  to: string;
  external: boolean;
}

type NavUser = { flags: BrokerFlags } | null;

interface NavRule extends Omit<NavItem, 'to'> {
  /** A route, or the configurable external link it opens. */
  to: string | { link: ExternalLinkKey };
  visible: (user: NavUser, settings: NavSettings) => boolean;
}

const always = () => true;
const signedIn = (user: NavUser) => user !== null;
const superAdmin = (user: NavUser) => user?.flags.superadmin === true;
const financeOps = (user: NavUser) => superAdmin(user) || user?.flags.financialUser === true;

/** Server settings the header depends on (the server's configuration, told to the web with the session). */
export interface NavSettings {
  /**
   * The NSF flag (configuration NSF_NAV_FLAG, default off). Spec 6: NSF Invoices needs SuperAdmin
   * and Apollo only when the item carries the flag; without it every signed-in user sees the item.
   */
  nsfFlag: boolean;
  /** The configured external links (configuration HELP_CENTRE_URL, ...); the defaults when absent. */
  links?: Partial<ExternalLinks>;
}

/**
 * Header navigation in spec order (section 2.2). CRM, Reports and Analytics are signed-in routes
 * (spec 2.1), so a guest is not shown them: only Products.
 */
const NAV_RULES: NavRule[] = [
  { id: 'products', label: 'Products', to: '/', external: false, visible: always },
  { id: 'crm', label: 'CRM', to: '/crm', external: false, visible: signedIn },
  { id: 'reports', label: 'Reports', to: '/reports', external: false, visible: signedIn },
  { id: 'accounting', label: 'Accounting', to: '/financial-reports', external: false, visible: signedIn },
  { id: 'analytics', label: 'Analytics', to: '/analytics', external: false, visible: signedIn },
  { id: 'help', label: 'Help Centre', to: { link: 'helpCentre' }, external: true, visible: signedIn },
  // Spec 2.2 says super admins; issue 15 adds finance staff (the server allows both).
  { id: 'finance-ops', label: 'Finance Ops', to: '/finance-ops', external: false, visible: financeOps },
  {
    id: 'broker-resource',
    label: 'Broker Resource',
    to: { link: 'brokerResource' },
    external: true,
    visible: signedIn,
  },
  {
    id: 'report-claim',
    label: 'Report a claim',
    to: { link: 'reportClaim' },
    external: true,
    visible: signedIn,
  },
  { id: 'toolbox', label: 'Toolbox', to: '/toolbox', external: false, visible: superAdmin },
  { id: 'invoices', label: 'Invoices', to: '/invoices', external: false, visible: signedIn },
  {
    id: 'nsf',
    label: 'NSF Invoices',
    to: '/nsf',
    external: false,
    visible: (user, { nsfFlag }) =>
      user !== null && (!nsfFlag || (user.flags.superadmin && user.flags.agencyUser)),
  },
  {
    id: 'setup',
    label: 'Setup Partnership',
    to: '/setup',
    external: false,
    visible: (user) => user?.flags.launchpadSetupUser === true,
  },
  // Issue 28: agency admins (their brokerage's) and super admins (every one's and the platform's).
  {
    id: 'integrations',
    label: 'Integrations',
    to: '/integrations',
    external: false,
    visible: (user) => user !== null && (user.flags.superadmin || user.flags.adminUser),
  },
];

/** The header's items for `user` (null: a guest) under the server's `settings`, in spec order. */
export function navItemsFor(user: NavUser, settings: NavSettings): NavItem[] {
  return NAV_RULES.filter((rule) => rule.visible(user, settings)).map(({ id, label, to, external }) => ({
    id,
    label,
    to: typeof to === 'string' ? to : (settings.links?.[to.link] ?? EXTERNAL_LINKS[to.link]),
    external,
  }));
}

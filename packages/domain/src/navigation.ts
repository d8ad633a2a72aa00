import type { BrokerFlags } from './roles.ts';

export const EXTERNAL_LINKS = {
  helpCentre: 'https://help.apollocover.example/',
  brokerResource: 'https://brokers.apollocover.example/resources',
  reportClaim: 'https://forms.apollocover.example/report-a-claim',
  freeCeWebinars: 'https://brokers.apollocover.example/free-ce-webinars',
  ourStory: 'https://apollocover.example/our-story',
  pressAndMagazine: 'https://apollocover.example/press',
  linkedIn: 'https://www.linkedin.com/company/apollo-cover-example',
} as const;

export interface NavItem {
  id: string;
  label: string;
  to: string;
  external: boolean;
}

interface NavRule extends NavItem {
  visible: (user: { flags: BrokerFlags } | null) => boolean;
}

const always = () => true;
const signedIn = (user: { flags: BrokerFlags } | null) => user !== null;
const superAdmin = (user: { flags: BrokerFlags } | null) => user?.flags.superadmin === true;

/** NSF Invoices needs SuperAdmin and Apollo only when the item carries the NSF flag, which is not set (spec 6). */
const NSF_FLAG_SET = false;

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
  { id: 'help', label: 'Help Centre', to: EXTERNAL_LINKS.helpCentre, external: true, visible: signedIn },
  { id: 'finance-ops', label: 'Finance Ops', to: '/finance-ops', external: false, visible: superAdmin },
  {
    id: 'broker-resource',
    label: 'Broker Resource',
    to: EXTERNAL_LINKS.brokerResource,
    external: true,
    visible: signedIn,
  },
  {
    id: 'report-claim',
    label: 'Report a claim',
    to: EXTERNAL_LINKS.reportClaim,
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
    visible: (user) => user !== null && (!NSF_FLAG_SET || (user.flags.superadmin && user.flags.agencyUser)),
  },
  {
    id: 'setup',
    label: 'Setup Partnership',
    to: '/setup',
    external: false,
    visible: (user) => user?.flags.launchpadSetupUser === true,
  },
];

export function navItemsFor(user: { flags: BrokerFlags } | null): NavItem[] {
  return NAV_RULES.filter((rule) => rule.visible(user)).map(({ id, label, to, external }) => ({
    id,
    label,
    to,
    external,
  }));
}

export function welcomeText(user: { givenName: string | null; email: string } | null): string {
  return `Welcome, ${user?.givenName || user?.email || 'Guest'}`;
}

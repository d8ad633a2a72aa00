import { defineMessages } from '../../i18n/use-t.ts';

/** The header's navigation items, keyed by the domain's nav item id (navigation.ts names them in English). */
export const navMessages = defineMessages({
  products: { en: 'Products', fr: 'Produits' },
  crm: { en: 'CRM', fr: 'GRC' },
  reports: { en: 'Reports', fr: 'Rapports' },
  accounting: { en: 'Accounting', fr: 'Comptabilité' },
  analytics: { en: 'Analytics', fr: 'Analytique' },
  help: { en: 'Help Centre', fr: 'Centre d’aide' },
  'finance-ops': { en: 'Finance Ops', fr: 'Opérations financières' },
  'broker-resource': { en: 'Broker Resource', fr: 'Ressources pour courtiers' },
  'report-claim': { en: 'Report a claim', fr: 'Déclarer un sinistre' },
  toolbox: { en: 'Toolbox', fr: 'Boîte à outils' },
  invoices: { en: 'Invoices', fr: 'Factures' },
  nsf: { en: 'NSF Invoices', fr: 'Factures NSF' },
  setup: { en: 'Setup Partnership', fr: 'Configurer un partenariat' },
  integrations: { en: 'Integrations', fr: 'Intégrations' },
  opensInNewTab: { en: '(opens in a new tab)', fr: '(s’ouvre dans un nouvel onglet)' },
  mainNavigationMenu: { en: 'Main navigation menu', fr: 'Menu de navigation principal' },
});

export const headerMessages = defineMessages({
  logout: { en: 'Logout', fr: 'Se déconnecter' },
  signIn: { en: 'Sign In', fr: 'Se connecter' },
  openNavigation: { en: 'Open navigation', fr: 'Ouvrir la navigation' },
  yourAccount: { en: 'Your account', fr: 'Votre compte' },
  mainNavigation: { en: 'Main navigation', fr: 'Navigation principale' },
  welcome: { en: 'Welcome, {name}', fr: 'Bienvenue, {name}' },
  guest: { en: 'Guest', fr: 'Invité' },
});

export const welcomeBannerMessages = defineMessages({
  region: { en: 'Welcome', fr: 'Bienvenue' },
  dismiss: { en: 'Dismiss welcome message', fr: 'Fermer le message de bienvenue' },
  title: { en: 'Welcome to the marketplace!', fr: 'Bienvenue sur la place de marché\u00a0!' },
  titleNamed: {
    en: 'Welcome to the marketplace, {name}!',
    fr: 'Bienvenue sur la place de marché, {name}\u00a0!',
  },
  guidesBefore: {
    en: 'Guides on quoting, binding and managing your policies are in the',
    fr: 'Vous trouverez des guides pour soumissionner, lier et gérer vos polices dans le',
  },
  helpCentre: { en: 'Help Centre', fr: 'Centre d’aide' },
});

export const footerMessages = defineMessages({
  tagline: {
    en: 'The online insurance marketplace for brokers: quote, bind and issue commercial and residential policies in minutes, then manage renewals, endorsements, cancellations and invoices from one back-office.',
    fr: 'La place de marché d’assurance en ligne des courtiers\u00a0: soumissionnez, liez et émettez des polices commerciales et résidentielles en quelques minutes, puis gérez renouvellements, avenants, résiliations et factures depuis un seul back-office.',
  },
  linkedIn: { en: 'Follow us on LinkedIn', fr: 'Suivez-nous sur LinkedIn' },
  company: { en: 'Company', fr: 'Entreprise' },
  ourStory: { en: 'Our Story', fr: 'Notre histoire' },
  press: { en: 'Press and Magazine', fr: 'Presse et magazine' },
  contact: { en: 'Contact', fr: 'Contact' },
  register: { en: 'Register Now', fr: 'S’inscrire maintenant' },
  rights: { en: '© {year} {title}. All rights reserved.', fr: '© {year} {title}. Tous droits réservés.' },
  terms: { en: 'Terms & Conditions', fr: 'Conditions d’utilisation' },
  privacy: { en: 'Privacy Policy', fr: 'Politique de confidentialité' },
});

export const cookieMessages = defineMessages({
  region: { en: 'Cookie consent', fr: 'Consentement aux témoins' },
  text: {
    en: 'We use cookies to keep you signed in and the marketplace secure, and one to remember this choice. We do not use advertising cookies. Read our',
    fr: 'Nous utilisons des témoins pour que vous restiez connecté et que la place de marché reste sécurisée, et un autre pour retenir ce choix. Nous n’utilisons aucun témoin publicitaire. Lisez notre',
  },
  privacy: { en: 'Privacy Policy', fr: 'Politique de confidentialité' },
  accept: { en: 'Accept cookies', fr: 'Accepter les témoins' },
});

export const loadingBarMessages = defineMessages({
  loadingPage: { en: 'Loading page', fr: 'Chargement de la page' },
});

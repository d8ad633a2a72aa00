import { defineMessages } from '../../../i18n/use-t.ts';

/** /setup: Setup Partnership's words (the page, the new partner form, the partner list). */
export const setupMessages = defineMessages({
  title: { en: 'Setup Partnership', fr: 'Configurer un partenariat' },
  audience: { en: 'partnership setup users', fr: 'les utilisateurs chargés des partenariats' },
  // The new partner form.
  newHeading: { en: 'New partner brokerage', fr: 'Nouveau cabinet de courtage partenaire' },
  newIntro: {
    en: 'Its brokers sign up with its code (the invitation presets it) and can quote at once.',
    fr: 'Ses courtiers s’inscrivent avec son code (l’invitation le préremplit) et peuvent soumissionner aussitôt.',
  },
  name: { en: 'Brokerage name', fr: 'Nom du cabinet' },
  nameHint: {
    en: 'As brokers and insureds will see it.',
    fr: 'Tel que les courtiers et les assurés le verront.',
  },
  code: { en: 'Sign-up code', fr: 'Code d’inscription' },
  codeHint: {
    en: 'What its brokers type to join it, e.g. NORTHSTAR.',
    fr: 'Ce que ses courtiers saisissent pour s’y joindre, p. ex. NORTHSTAR.',
  },
  subdomain: { en: 'Subdomain', fr: 'Sous-domaine' },
  subdomainHint: {
    en: 'Its address: {subdomain}.apollocover.example',
    fr: 'Son adresse\u00a0: {subdomain}.apollocover.example',
  },
  marketplaceName: { en: 'Marketplace name (optional)', fr: 'Nom de la place de marché (facultatif)' },
  marketplaceHint: {
    en: "Its white-label marketplace: its leads' source reads Marketplace.",
    fr: 'Sa place de marché en marque blanche\u00a0: la source de ses prospects indique Marketplace.',
  },
  province: { en: 'Province', fr: 'Province' },
  provinceHint: { en: 'Where the brokerage is licensed.', fr: 'Là où le cabinet détient son permis.' },
  email: { en: 'Brokerage email (optional)', fr: 'Courriel du cabinet (facultatif)' },
  emailHint: {
    en: 'Where the marketplace writes to the brokerage.',
    fr: 'L’adresse où la place de marché écrit au cabinet.',
  },
  invitations: { en: 'Invite brokers (optional)', fr: 'Inviter des courtiers (facultatif)' },
  invitationsHint: {
    en: 'Email addresses, one per line: each gets an invitation to sign up.',
    fr: 'Adresses courriel, une par ligne\u00a0: chacune reçoit une invitation à s’inscrire.',
  },
  settingUp: { en: 'Setting up…', fr: 'Configuration…' },
  setUp: { en: 'Set up brokerage', fr: 'Configurer le cabinet' },
  /** Said by the form's check (lib/partnership-form.ts builds the English). */
  notAnEmail: { en: 'Not an email address: {address}', fr: 'Adresse courriel non valide\u00a0: {address}' },
  // Products and commissions.
  productsHeading: { en: 'Products and commissions', fr: 'Produits et commissions' },
  productsIntro: {
    en: "Tick the products it may sell. A broker commission between {min} and {max} of premium replaces the product's own ({standard}); leave it empty to keep it.",
    fr: 'Cochez les produits qu’il peut vendre. Une commission de courtier de {min} à {max} de la prime remplace celle du produit ({standard})\u00a0; laissez le champ vide pour la conserver.',
  },
  productsGroup: { en: 'Products it may sell', fr: 'Produits qu’il peut vendre' },
  rateLabel: { en: '{product} commission %', fr: 'Commission {product} (%)' },
  rateEmpty: { en: 'Empty: {standard}', fr: 'Vide\u00a0: {standard}' },
  // The partner list.
  listHeading: { en: 'Partner brokerages', fr: 'Cabinets de courtage partenaires' },
  none: { en: 'No partner brokerage is set up yet.', fr: 'Aucun cabinet partenaire n’est encore configuré.' },
  codeOf: { en: '{name} · code {code}', fr: '{name} · code d’inscription {code}' },
  noSubdomain: { en: 'No subdomain', fr: 'Aucun sous-domaine' },
  marketplaceOf: { en: ' · marketplace {name}', fr: ' · place de marché {name}' },
  setUpOn: {
    en: ' · set up {date} · {count, plural, one {# broker} other {# brokers}}',
    fr: ' · configuré le {date} · {count, plural, one {# courtier} other {# courtiers}}',
  },
  sells: { en: 'Sells {products}', fr: 'Vend {products}' },
  commissionOf: { en: ' · commission {rates}', fr: ' · taux de commission {rates}' },
  invitationsOf: { en: 'Invitations of {name}', fr: 'Invitations de {name}' },
  signedUp: { en: '{email}: signed up {date}', fr: '{email}\u00a0: inscrit le {date}' },
  invited: {
    en: '{email}: invited {date}, not signed up yet',
    fr: '{email}\u00a0: invité le {date}, pas encore inscrit',
  },
  editTermsOf: { en: 'Edit the terms of {name}', fr: 'Modifier les conditions de {name}' },
  editTerms: { en: 'Edit terms', fr: 'Modifier les conditions' },
  inviteTo: { en: 'Invite to {name}', fr: 'Inviter chez {name}' },
  invite: { en: 'Invite', fr: 'Inviter' },
  termsOf: { en: 'Terms of {name}', fr: 'Conditions de {name}' },
  saving: { en: 'Saving…', fr: 'Enregistrement…' },
  saveTerms: { en: 'Save terms', fr: 'Enregistrer les conditions' },
  cancel: { en: 'Cancel', fr: 'Annuler' },
});

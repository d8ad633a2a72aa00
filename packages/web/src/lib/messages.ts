import { defineMessages } from '../i18n/use-t.ts';

/** A policy's status (the domain's POLICY_STATUS_LABELS in both languages), keyed by PolicyStatus. */
export const policyStatusMessages = defineMessages({
  started: { en: 'Started', fr: 'Commencée' },
  indicated: { en: 'Indicated', fr: 'Indication donnée' },
  quoted: { en: 'Quoted', fr: 'Soumissionnée' },
  referred: { en: 'Referred', fr: 'Soumise à la souscription' },
  bound: { en: 'Bound', fr: 'Liée' },
  cancelled: { en: 'Cancelled', fr: 'Résiliée' },
  rejected: { en: 'Rejected', fr: 'Refusée' },
  lapsed: { en: 'Lapsed', fr: 'Échue' },
});

/** A payment plan (policy-labels.ts's PAYMENT_PERIOD_LABELS in both languages), keyed by PaymentPeriod. */
export const paymentPeriodMessages = defineMessages({
  annual: { en: 'Annual', fr: 'Annuel' },
  monthly: { en: 'Monthly', fr: 'Mensuel' },
  instalment: { en: 'Instalment', fr: 'Par versements' },
});

/** A province's or territory's name (the domain's PROVINCE_NAMES in both languages), keyed by Province. */
export const provinceMessages = defineMessages({
  AB: { en: 'Alberta', fr: 'Alberta' },
  BC: { en: 'British Columbia', fr: 'Colombie-Britannique' },
  MB: { en: 'Manitoba', fr: 'Manitoba' },
  NB: { en: 'New Brunswick', fr: 'Nouveau-Brunswick' },
  NL: { en: 'Newfoundland and Labrador', fr: 'Terre-Neuve-et-Labrador' },
  NS: { en: 'Nova Scotia', fr: 'Nouvelle-Écosse' },
  NT: { en: 'Northwest Territories', fr: 'Territoires du Nord-Ouest' },
  NU: { en: 'Nunavut', fr: 'Nunavut' },
  ON: { en: 'Ontario', fr: 'Ontario' },
  PE: { en: 'Prince Edward Island', fr: 'Île-du-Prince-Édouard' },
  QC: { en: 'Quebec', fr: 'Québec' },
  SK: { en: 'Saskatchewan', fr: 'Saskatchewan' },
  YT: { en: 'Yukon', fr: 'Yukon' },
});

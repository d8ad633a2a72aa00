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

import type { BilingualMessage } from '@bm/domain';

/**
 * The declarations page's own words, in English and French side by side (decision 0079): the page is
 * in the insured's language of correspondence. What the page prints from the product and the quote
 * (coverage answers, premium and tax lines, the transaction) is said by the shared texts' French
 * (lib/i18n/shown.ts) and the domain's quoteBreakdown in that language.
 */
export const DECLARATIONS_PDF = {
  docTitle: { en: 'Declarations - {reference}', fr: 'Conditions particulières - {reference}' },
  docSubject: {
    en: '{product} policy declarations for {insured}',
    fr: 'Conditions particulières de la police {product} de {insured}',
  },
  runningHeader: {
    en: '{insurer} | {product} | Policy {reference}',
    fr: '{insurer} | {product} | Police {reference}',
  },
  runningFooter: {
    en: 'Issued through {title}, {address} | {email}',
    fr: 'Émise par l’entremise de {title}, {address} | {email}',
  },
  subtitle: {
    en: 'Policy declarations | Insurer: {insurer}',
    fr: 'Conditions particulières | Assureur\u00a0: {insurer}',
  },
  policyNumber: { en: 'Policy number', fr: 'Numéro de police' },
  pending: { en: 'Pending (application {id})', fr: 'En attente (proposition {id})' },
  insurer: { en: 'Insurer', fr: 'Assureur' },
  transaction: { en: 'Transaction', fr: 'Opération' },
  dateIssued: { en: 'Date issued', fr: 'Date d’émission' },
  namedInsured: { en: 'Named insured', fr: 'Assuré désigné' },
  broker: { en: 'Broker', fr: 'Courtier' },
  policyPeriod: { en: 'Policy period', fr: 'Période d’assurance' },
  effectiveDate: { en: 'Effective date', fr: 'Date d’effet' },
  expiryDate: { en: 'Expiry date', fr: 'Date d’expiration' },
  time: { en: 'Time', fr: 'Heure' },
  timeValue: {
    en: '12:01 a.m. Pacific Time (Vancouver) on the effective date, to 12:01 a.m. on the expiry date',
    fr: '0 h 01, heure du Pacifique (Vancouver), à la date d’effet, jusqu’à 0 h 01 à la date d’expiration',
  },
  coverageDetails: { en: 'Coverage details', fr: 'Détails des garanties' },
  premium: { en: 'Premium', fr: 'Prime' },
  premiumTotal: { en: 'Premium total', fr: 'Total des primes' },
  planTotal: {
    en: 'Total for the {period} payment plan',
    fr: 'Total pour le mode de paiement {period}',
  },
  periodAnnual: { en: 'annual', fr: 'annuel' },
  periodMonthly: { en: 'monthly', fr: 'mensuel' },
  periodInstalment: { en: 'instalment', fr: 'par versements' },
  planTotalNote: {
    en: 'Premium, taxes and fees, including card processing and financing where they apply.',
    fr: 'Prime, taxes et frais, y compris le traitement par carte et le financement, s’il y a lieu.',
  },
  paymentPlan: { en: 'Payment plan', fr: 'Mode de paiement' },
  planAnnual: { en: 'Annual - paid in full', fr: 'Annuel - payé en entier' },
  planMonthly: { en: 'Monthly - 12 monthly payments', fr: 'Mensuel - 12 paiements mensuels' },
  planInstalment: {
    en: 'Instalment - 4 quarterly payments',
    fr: 'Par versements - 4 paiements trimestriels',
  },
  totalPayable: { en: 'Total payable', fr: 'Total à payer' },
  paymentSchedule: { en: 'Payment schedule', fr: 'Calendrier des paiements' },
  payment: { en: 'Payment', fr: 'Paiement' },
  dueDate: { en: 'Due date', fr: 'Date d’échéance' },
  amount: { en: 'Amount', fr: 'Montant' },
  atBind: { en: '1 (at bind)', fr: '1 (à la liaison de la police)' },
  scheduleNote: {
    en: 'Payments are charged to the card on file on their due dates. A missed payment may add a missed payment fee and can lead to cancellation for non-payment.',
    fr: 'Les paiements sont portés à la carte enregistrée à leur date d’échéance. Un paiement manqué peut entraîner des frais de paiement manqué et mener à la résiliation pour non-paiement.',
  },
  important: { en: 'Important', fr: 'Avis important' },
  returnOfPremium: {
    en: 'Return of premium on cancellation: {text}',
    fr: 'Remboursement de la prime à la résiliation\u00a0: {text}',
  },
  formsPart: {
    en: 'This declarations page forms part of policy {reference} and must be read together with the policy wording (Policy-Wording-{reference}.pdf), its endorsements and any certificates issued under it. Please check it carefully and tell your broker at once if anything is wrong.',
    fr: 'Les présentes conditions particulières font partie de la police {reference} et doivent être lues avec le libellé de la police (Policy-Wording-{reference}.pdf), ses avenants et tout certificat émis en vertu de celle-ci. Veuillez les vérifier attentivement et aviser immédiatement votre courtier de toute erreur.',
  },
  authorized: { en: 'Authorized representative, {insurer}', fr: 'Représentant autorisé, {insurer}' },
} as const satisfies Record<string, BilingualMessage>;

/** The words the declarations model puts together (declarations-model.ts), in both languages. */
export const DECLARATIONS_MODEL_WORDS = {
  effective: { en: '{type} effective {date}', fr: '{type} en vigueur le {date}' },
  because: { en: '{change} ({reason})', fr: '{change} ({reason})' },
  planChange: { en: 'Payment plan change', fr: 'Changement de mode de paiement' },
  otherTaxesAndFees: { en: 'Other taxes and fees', fr: 'Autres taxes et frais' },
  insurerOnFile: { en: 'Insurer on file', fr: 'Assureur au dossier' },
} as const satisfies Record<string, BilingualMessage>;

/** RETURN_OF_PREMIUM (return-of-premium.ts) in French, paragraph for paragraph. */
export const RETURN_OF_PREMIUM_FR = [
  'Si vous résiliez cette police, nous conservons la prime acquise pour les jours où elle était en vigueur, au taux à court terme, et remboursons le reste. Si nous résilions cette police, nous remboursons la prime non acquise, au prorata des jours restants de la période d’assurance.',
  'Lorsque la prime minimale conservée (PMC) s’applique, 100\u00a0% de la prime de la police est conservée et rien n’est remboursé; tout solde impayé demeure exigible. Une résiliation depuis l’origine, à la date d’effet de la police, rembourse la totalité de la prime, des taxes et des frais.',
  'Les taxes sur la prime suivent la prime. Les frais de transaction, de traitement par carte et de financement sont entièrement acquis lorsqu’ils sont facturés, sauf s’ils sont annulés.',
] as const;

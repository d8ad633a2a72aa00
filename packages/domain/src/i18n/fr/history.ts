import { PAYMENT_PERIOD_LABELS } from '../../analytics.ts';
import { PAYMENT_PERIODS } from '../../statuses.ts';
import type { BilingualMessage } from '../translate.ts';

/**
 * The French of what the server writes into a policy's history rows (policy_transactions): each row's
 * type, and the reasons and descriptions it composes itself. The rows keep their English (they are
 * data, and the reports and the commission rules read the types); these pairs translate them where
 * they are shown. A row's type is a label (HISTORY_TYPE_PAIRS, among the domain's labels: the reports'
 * drill-downs name a transaction by it too); the reasons and descriptions are the history's own
 * catalogue (`HISTORY_MESSAGE_PAIRS`), read by the record's history card (web `useSayHistory`) and its
 * CSV export (server `historyTextIn`) alone: a composed text is an ICU pattern (its values, a number, a
 * day, a name, carried over), and elsewhere a user's own words could read as one ("Moved to the moon").
 * The transaction types (New Business, Renewal…) are in ./labels.ts; a reason the user picked from a
 * list (a cancellation or an endorsement reason) is a label there too. Free text a user typed is shown
 * as typed. The server's test (history-types) checks that every row type it writes has its French here.
 */
const pairs = (entries: Record<string, string>): BilingualMessage[] =>
  Object.entries(entries).map(([en, fr]) => ({ en, fr }));

export const HISTORY_TYPE_PAIRS = pairs({
  'Correspondence Language': 'Langue de correspondance',
  'Additional Insured': 'Assuré additionnel',
  'Documents Emailed': 'Documents envoyés par courriel',
  'Payment by Link': 'Paiement par lien',
  Refund: 'Remboursement',
  'Void Invoice': 'Facture annulée',
  'Sales Status': 'Statut de vente',
  'Account Note': 'Note au compte',
  'Lapse Reopened': 'Police échue rouverte',
  'Custom Premium': 'Prime personnalisée',
  'Pay In Full': 'Paiement en entier',
  'Overdue Invoices Paid': 'Factures en souffrance payées',
  'Credit Applied': 'Crédit appliqué',
  'Finance Adjustment': 'Ajustement financier',
  'Off-Platform Payment': 'Paiement hors plateforme',
  'Extension Review': 'Prolongation soumise à la souscription',
  'Extension Review Priced': 'Prolongation tarifée par la souscription',
  'Extension Review Declined': 'Prolongation refusée par la souscription',
  'Payment Plan Change': 'Changement de mode de paiement',
  'Manual Invoice': 'Facture manuelle',
  'Payment Collected': 'Paiement perçu',
  'Payment Declined': 'Paiement refusé',
  'Notice of Cancellation': 'Avis de résiliation',
  'NSF Invoice': 'Facture pour provision insuffisante (NSF)',
  'Lead Transfer': 'Transfert de prospect',
  Transfer: 'Transfert',
  'Extended Reporting Period': 'Période de déclaration prolongée (PDP)',
  'Renewal Offered': 'Renouvellement offert',
  'Renewal Stopped': 'Renouvellement arrêté',
  'Bind Stopped': 'Liaison arrêtée',
  'Renewal Declined': 'Renouvellement refusé',
  // 'Lapsed': the policy status's label (./labels.ts, « Échue »).
});

export const HISTORY_TEXT_PAIRS = pairs({
  // Reasons the server writes
  'Additional insured certificate': 'Certificat d’assuré additionnel',
  'Payment by link': 'Paiement par lien',
  'Missed payment fee refunded': 'Frais de paiement manqué remboursés',
  'Internal note': 'Note interne',
  'Lapsed policy opened': 'Police échue rouverte',
  'Pay in full': 'Paiement en entier',
  'Overdue invoices paid': 'Factures en souffrance payées',
  'Paid outside the card processor': 'Payé hors du processeur de paiement',
  Charge: 'Débit',
  Credit: 'Crédit',
  'Extension referred to underwriting': 'Prolongation soumise à la souscription',
  'Manual bind': 'Liaison manuelle',
  'Bound online with card payment': 'Liée en ligne avec paiement par carte',
  'Scheduled payment': 'Paiement prévu',
  'Endorsement request (policy portal)': 'Demande d’avenant (portail de la police)',
  'Not renewed': 'Non renouvelée',
  'Moved to {product}': 'Déplacé vers {product}',
  'Moved from {product}': 'Déplacé depuis {product}',
  // Descriptions the server composes
  'Renewal moved with the policy': 'Renouvellement transféré avec la police',
  'Certificate of insurance for {name}': 'Certificat d’assurance de {name}',
  '{count} document emailed to {to}': '{count} document envoyé par courriel à {to}',
  '{count} documents emailed to {to}': '{count} documents envoyés par courriel à {to}',
  'Not renewed within {days} days of expiry': 'Non renouvelée dans les {days} jours suivant l’expiration',
  'Renewal of policy {policy} from {day}.': 'Renouvellement de la police {policy} à compter du {day}.',
  'Extended by {months} month(s), from {from} to {to}.': 'Prolongée de {months} mois, du {from} au {to}.',

  'Extension priced by underwriting': 'Prolongation tarifée par la souscription',
  'Extension declined by underwriting': 'Prolongation refusée par la souscription',
  'Retry {attempt} of a declined payment': 'Nouvelle tentative {attempt} d’un paiement refusé',
  'Invoice {number} paid by card': 'Facture {number} payée par carte',
  'Invoice {number} paid by card with its missed payment fee':
    'Facture {number} payée par carte avec ses frais de paiement manqué',
  'Extended reporting period of {years} year, {from} to {to}':
    'Période de déclaration prolongée de {years} an, du {from} au {to}',
  'Extended reporting period of {years} years, {from} to {to}':
    'Période de déclaration prolongée de {years} ans, du {from} au {to}',
  'Paid {count} open invoice(s) in full; financing fee of the instalments not yet due not charged.':
    '{count} facture(s) ouverte(s) payée(s) en entier\u00a0; les frais de financement des versements non échus ne sont pas facturés.',
  'Paid {count} overdue invoice(s) with a saved card in one charge':
    '{count} facture(s) en souffrance payée(s) avec une carte enregistrée en un seul débit',
  'Paid {count} overdue invoice(s) with a new card, now the card on file, in one charge':
    '{count} facture(s) en souffrance payée(s) avec une nouvelle carte, désormais la carte au dossier, en un seul débit',
});

/** A declined collection's description: the invoice, then what followed (collections/collect-service.ts). */
function declinedPairs(): BilingualMessage[] {
  const steps = [
    { en: '; missed payment fee added', fr: '\u00a0; frais de paiement manqué ajoutés' },
    { en: '; payment link emailed to {to}', fr: '\u00a0; lien de paiement envoyé par courriel à {to}' },
    {
      en: '; notice of cancellation for non-payment sent by registered mail',
      fr: '\u00a0; avis de résiliation pour non-paiement envoyé par courrier recommandé',
    },
  ];
  return [0, 1, 2, 3, 4, 5, 6, 7].map((mask) => {
    const taken = steps.filter((_, i) => mask & (1 << i));
    return {
      en: `Invoice {number} declined (attempt {attempt})${taken.map((step) => step.en).join('')}`,
      fr: `Facture {number} refusée (tentative {attempt})${taken.map((step) => step.fr).join('')}`,
    };
  });
}

/**
 * The texts that name a status or a payment plan inside them, in French by those labels' own French
 * (`labels`: the domain's status and payment period pairs, ./labels.ts). A plan change names the plans
 * by their codes (from monthly to instalment), said in French by the plans' labels (PAYMENT_PERIOD_LABELS).
 */
function namingPairs(labels: readonly BilingualMessage[]): BilingualMessage[] {
  const fr = (en: string) => labels.find((pair) => pair.en === en)?.fr ?? en;
  const statuses = ['Started', 'Indicated', 'Quoted', 'Referred', 'Bound'];
  const periods = PAYMENT_PERIODS;
  return [
    ...statuses.map((status) => ({
      en: `Renewal offered for the term starting {day} (${status}).`,
      fr: `Renouvellement offert pour la période d’assurance commençant le {day} (${fr(status)}).`,
    })),
    ...periods.flatMap((from) =>
      periods
        .filter((to) => to !== from)
        .map((to) => ({
          en: `Payment plan changed from ${from} to ${to}`,
          fr: `Mode de paiement passé de «\u00a0${fr(PAYMENT_PERIOD_LABELS[from]).toLowerCase()}\u00a0» à «\u00a0${fr(PAYMENT_PERIOD_LABELS[to]).toLowerCase()}\u00a0»`,
        })),
    ),
  ];
}

/**
 * The reasons and descriptions the server composes into a history row, with their French: the history's
 * own catalogue; `labels`, the status and payment period pairs some texts name.
 */
export function historyTextPairs(labels: readonly BilingualMessage[]): BilingualMessage[] {
  return [...HISTORY_TEXT_PAIRS, ...declinedPairs(), ...namingPairs(labels)];
}

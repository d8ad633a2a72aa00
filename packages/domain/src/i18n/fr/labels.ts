import { REVIEW_BELOW_PERCENT_COMPLETED } from '../../extension/details.ts';
import type { BilingualMessage } from '../translate.ts';
import { JOURNAL_LABEL_PAIRS } from './journal.ts';
import { HISTORY_TYPE_PAIRS } from './history.ts';
import { WEBHOOK_LABEL_PAIRS } from './webhooks.ts';

/**
 * The French of the domain's labels: statuses, invoice kinds and types, payment periods, provinces and
 * the reasons of each change, as the screens, exports and history show them. The English is the domain's
 * own (stored values stay English: these pairs only translate what is shown). A label the same in both
 * languages (Ontario) is left out. `npm test` checks every label list is covered
 * (scripts/i18n: labels).
 */
const labels = (pairs: Record<string, string>): BilingualMessage[] =>
  Object.entries(pairs).map(([en, fr]) => ({ en, fr }));

export const STATUS_LABEL_PAIRS = labels({
  // POLICY_STATUS_LABELS
  Started: 'Commencée',
  Indicated: 'Indication donnée',
  Quoted: 'Soumissionnée',
  Referred: 'Soumise à la souscription',
  Bound: 'Liée',
  Cancelled: 'Résiliée',
  Rejected: 'Refusée',
  Lapsed: 'Échue',
  // INVOICE_STATUS_LABELS
  Open: 'Ouverte',
  Paid: 'Payée',
  Void: 'Annulée',
  // PAYMENT_PERIOD_LABELS
  Annual: 'Annuel',
  Monthly: 'Mensuel',
  'Quarterly instalments': 'Versements trimestriels',
  // RECONCILIATION_PROBLEM_LABELS: their twin is in fr/reports.ts.
  // ELIGIBILITY_LABELS
  'Ineligible: Exceeds limits': 'Non admissible\u00a0: dépasse les limites',
  Eligible: 'Admissible',
  Ineligible: 'Non admissible',
  'No Coverage': 'Aucune garantie',
  'No Deductible': 'Aucune franchise',
  // TRANSACTION_TYPES (Endorsement, Reinstatement and Extension: their invoice types' French below)
  'New Business': 'Affaire nouvelle',
  Renewal: 'Renouvellement',
  Cancellation: 'Résiliation',
  // APPLICATION_SOURCES (Launchpad is a name; the commission report's lead source says these)
  Broker: 'Courtier',
  Agency: 'Agence',
  Marketplace: 'Place de marché',
});

export const INVOICE_LABEL_PAIRS = labels({
  // INVOICE_KINDS
  'Plan payments': 'Paiements du mode de paiement',
  Endorsements: 'Avenants',
  Cancellations: 'Résiliations',
  Reinstatements: 'Remises en vigueur',
  'Missed payment fees': 'Frais de paiement manqué',
  'Manual invoices': 'Factures manuelles',
  'Custom premiums': 'Primes personnalisées',
  Extensions: 'Prolongations',
  'Extended reporting periods': 'Périodes de déclaration prolongées',
  'Finance adjustments': 'Ajustements financiers',
  // invoiceTypeLabel of each type
  Premium: 'Prime',
  Subscription: 'Abonnement',
  Endorsement: 'Avenant',
  'Endorsement refund': 'Remboursement d’avenant',
  'Cancellation balance': 'Solde de résiliation',
  'Cancellation refund': 'Remboursement de résiliation',
  Reinstatement: 'Remise en vigueur',
  'Missed payment fee': 'Frais de paiement manqué',
  Manual: 'Manuelle',
  'Custom premium': 'Prime personnalisée',
  Extension: 'Prolongation',
  'Extended reporting period': 'Période de déclaration prolongée',
  'Finance adjustment': 'Ajustement financier',
  // MANUAL_INVOICE_REASONS
  'Multiple invoices': 'Factures multiples',
  'Error refund': 'Remboursement d’une erreur',
  'Lost dispute': 'Litige perdu',
  'Requested card': 'Carte demandée',
  ERP: 'PDP',
  'Registered letter': 'Lettre recommandée',
});

export const PROVINCE_LABEL_PAIRS = labels({
  'British Columbia': 'Colombie-Britannique',
  'New Brunswick': 'Nouveau-Brunswick',
  'Newfoundland and Labrador': 'Terre-Neuve-et-Labrador',
  'Nova Scotia': 'Nouvelle-Écosse',
  'Northwest Territories': 'Territoires du Nord-Ouest',
  'Prince Edward Island': 'Île-du-Prince-Édouard',
  Quebec: 'Québec',
});

export const REASON_LABEL_PAIRS = labels({
  // CANCELLATION_OPTION_LABELS
  'SHORT RATE': 'TAUX À COURT TERME',
  'PRO RATA': 'AU PRORATA',
  MRP: 'PMC',
  FLAT: 'DEPUIS L’ORIGINE',
  // CANCELLATION_REASONS
  'Cancelled by Insurer': 'Résiliée par l’assureur',
  'Client Deceased': 'Client décédé',
  'Commercial No Longer in Business': 'Commercial – entreprise qui a cessé ses activités',
  'Commercial Coverage Placed Elsewhere': 'Commercial – assurance placée ailleurs',
  'Disputes and AR Cancellations': 'Litiges et résiliations pour comptes clients',
  'Property Sold': 'Propriété vendue',
  'Purchased in Error': 'Achetée par erreur',
  'Tenant Bundling with Auto Insurance': 'Locataire – regroupement avec l’assurance auto',
  'Tenant Bought a Condo/Home': 'Locataire – achat d’un condo ou d’une maison',
  'Tenant Duplicate Policy': 'Locataire – police en double',
  'Tenant Does Not Want Insurance': 'Locataire – ne veut pas d’assurance',
  'Tenant Moved': 'Locataire – déménagement',
  'Tenant Moved In with Family': 'Locataire – emménagement avec sa famille',
  'Tenant Moved Out of Country': 'Locataire – départ du pays',
  'Tenant Coverage Placed Elsewhere': 'Locataire – assurance placée ailleurs',
  'Tenant Policy Rewrite': 'Locataire – police réémise',
  'Wrong Policy Sold': 'Mauvaise police vendue',
  Other: 'Autre',
  // CANCELLATION_DESCRIPTIONS, BROKER_CANCELLATION_DESCRIPTION
  'Policy Cancellation': 'Résiliation de la police',
  'Policy Cancellation (MRP Applied)': 'Résiliation de la police (PMC appliquée)',
  'Policy Cancellation for Non-Payment': 'Résiliation de la police pour non-paiement',
  'Policy Cancellation for Non-Payment (MRP Applied)':
    'Résiliation de la police pour non-paiement (PMC appliquée)',
  'Policy Cancellation by Insurer': 'Résiliation de la police par l’assureur',
  'Flat Cancellation': 'Résiliation depuis l’origine',
  'broker cancelled': 'résiliée par le courtier',
  // ENDORSEMENT_REASONS
  'Amend Named Insured': 'Modifier l’assuré désigné',
  'Add Named Insured': 'Ajouter un assuré désigné',
  'Amend Effective Date': 'Modifier la date d’effet',
  'Amend Insured Personal Contact Info': 'Modifier les coordonnées de l’assuré',
  'Change/Add Operations': 'Modifier ou ajouter des activités',
  'Change of Mailing Address': 'Changement d’adresse postale',
  'Increase Limit/Add Coverage': 'Augmenter la limite ou ajouter une garantie',
  'Request Waiver of Subrogation': 'Demander une renonciation à la subrogation',
  'Request Monthly Payment Payout': 'Demander le versement des paiements mensuels',
  'Risk Location Change': 'Changement d’emplacement du risque',
  'Typo Fix - Named Insured': 'Correction de coquille - assuré désigné',
  'Typo Fix - Email': 'Correction de coquille - courriel',
  'Typo Fix - Address': 'Correction de coquille - adresse',
  'Typo Fix - Phone': 'Correction de coquille - téléphone',
  'Add Additional Insured': 'Ajouter un assuré additionnel',
  'Add Loss Payee': 'Ajouter un bénéficiaire en cas de sinistre',
  'Add Mortgagee': 'Ajouter un créancier hypothécaire',
  'Amend Risk Location': 'Modifier l’emplacement du risque',
  'Add Roommate': 'Ajouter un colocataire',
  'Add/Increase Contractors Equipment Floater':
    'Ajouter ou augmenter l’assurance flottante du matériel d’entrepreneur',
  // EXTENSION_REASONS, DELAY_REASONS, EXTENSION_REVIEW_LABELS
  'Construction has not started': 'Les travaux n’ont pas commencé',
  'Construction is under way and needs more time': 'Les travaux sont en cours et demandent plus de temps',
  'Construction has stopped': 'Les travaux sont arrêtés',
  'Construction is complete, awaiting sale or occupancy':
    'Les travaux sont terminés, en attente de vente ou d’occupation',
  Supplies: 'Approvisionnement',
  Weather: 'Météo',
  'Losses or claims reported': 'Pertes ou sinistres déclarés',
  'Change in the project scope': 'Changement de l’envergure du projet',
  [`Less than ${REVIEW_BELOW_PERCENT_COMPLETED}% completed`]: `Moins de ${REVIEW_BELOW_PERCENT_COMPLETED}\u00a0% achevé`,
  'The building is occupied': 'Le bâtiment est occupé',
  'The limit asked for differs from the policy limit': 'La limite demandée diffère de celle de la police',
  // DECLINE_REASONS, STOP_REASONS, stop initiators
  Price: 'Prix',
  'No longer a tenant': 'N’est plus locataire',
  'Renting but no insurance': 'Locataire sans assurance',
  'Inadequate coverage': 'Garanties insuffisantes',
  'Placed coverage elsewhere': 'Assurance placée ailleurs',
  'Insured under a different policy': 'Assuré par une autre police',
  'No longer support the class': 'Catégorie de risque plus offerte',
  'Material change in risk': 'Modification importante du risque',
  'Non-disclosure': 'Non-divulgation',
  'Underwriting reason': 'Motif de souscription',
  'Request by client': 'Demande du client',
  Insurer: 'Assureur',
  // TRANSFER_REASONS
  'Broker no longer works there': 'Le courtier n’y travaille plus',
  'Ownership of account has changed within brokerage': 'Le compte a changé de titulaire au sein du cabinet',
  'Previous brokerage not eligible to quote': 'Le cabinet précédent ne peut pas soumissionner',
  'Temporary ownership change': 'Changement temporaire de titulaire',
  'Assign launchpad lead to broker': 'Attribuer une piste Launchpad au courtier',
  'Brokerage acquisition': 'Acquisition du cabinet',
  'Broker listed under wrong brokerage': 'Courtier inscrit au mauvais cabinet',
  'Broker not logged in, bound on agency by mistake':
    'Courtier non connecté, police liée par erreur à l’agence',
  // ERP_REASONS
  'Closed down': 'Fermeture de l’entreprise',
  Bankruptcy: 'Faillite',
  'Owner retired and ceased operations': 'Retraite du propriétaire et cessation des activités',
  'Owner passed away': 'Décès du propriétaire',
  // REINSTATEMENT_REASONS
  'Processing Error': 'Erreur de traitement',
  'Approval from Insurer / Product Director': 'Approbation de l’assureur ou du directeur de produit',
  // LOSS_REASONS and their prompts
  'Price too high': 'Prix trop élevé',
  'Price too low': 'Prix trop bas',
  'Not eligible for this product': 'Non admissible à ce produit',
  'Client no longer needs insurance': 'Le client n’a plus besoin d’assurance',
  'Client stopped responding': 'Le client ne répond plus',
  'Duplicate application': 'Proposition en double',
  'Target premium': 'Prime visée',
  'Coverage / limit required': 'Garantie ou limite requise',
  'Why could the account not be bound?': 'Pourquoi le compte n’a-t-il pas pu être lié\u00a0?',
});

/** Every label pair of the domain. */
export const LABEL_PAIRS: BilingualMessage[] = [
  ...STATUS_LABEL_PAIRS,
  ...INVOICE_LABEL_PAIRS,
  ...PROVINCE_LABEL_PAIRS,
  ...REASON_LABEL_PAIRS,
  ...JOURNAL_LABEL_PAIRS,
  ...HISTORY_TYPE_PAIRS,
  ...WEBHOOK_LABEL_PAIRS,
];

import type { AccountingReportKind } from '../../accounting/report-kinds.ts';
import type { RECONCILIATION_PROBLEM_LABELS } from '../../journal/reconciliation.ts';
import type { FrenchOf } from '../twins.ts';

/** The French of one accounting report's definition (accounting/report-kinds.ts): figures by their key. */
export interface AccountingReportDefinitionFr {
  title: string;
  groupHeader: string;
  summary: string;
  figures: Readonly<Record<string, string>>;
}

/** The French of the accounting reports on /financial-reports (names, row and column headers, summaries). */
export const ACCOUNTING_REPORT_DEFINITIONS_FR: Record<AccountingReportKind, AccountingReportDefinitionFr> = {
  premium: {
    title: 'Primes souscrites, acquises et non acquises',
    groupHeader: 'Mois',
    figures: {
      written: 'Primes souscrites',
      earned: 'Primes acquises',
      unearned: 'Primes non acquises (fin du mois)',
    },
    summary:
      'Souscrites le mois où une transaction a été comptabilisée\u00a0; acquises au prorata des jours, de la date d’effet à l’expiration\u00a0; les primes non acquises sont les primes souscrites à ce jour moins les primes acquises à ce jour.',
  },
  taxes: {
    title: 'Taxes perçues et à payer',
    groupHeader: 'Province',
    figures: {
      premiumTax: 'Taxe sur les primes',
      gstHst: 'TPS/TVH',
      pst: 'TVP',
      total: 'Total à payer',
    },
    summary:
      'La taxe sur les primes d’assurance sur les primes, la TPS/TVH et la TVP sur les frais, selon la province du risque.',
  },
  'tax-authorities': {
    title: 'Taxes dues par administration fiscale',
    groupHeader: 'Administration et mois',
    figures: {
      collected: 'Taxes perçues',
      returned: 'Taxes remboursées',
      payable: 'Montant net dû',
    },
    summary:
      'Par administration fiscale et par mois de Vancouver (docs/decisions/0058)\u00a0: la TPS/TVH sur les frais à l’Agence du revenu du Canada\u00a0; la taxe sur les primes et la TVP, la TVD ou la TVQ à l’administration de la province. Le montant net dû est ce qu’ont enregistré les comptes de taxes de cette administration au journal.',
  },
  commissions: {
    title: 'Commissions à payer aux courtiers',
    groupHeader: 'Cabinet de courtage',
    figures: {
      commission: 'Commission',
      paid: 'Versé',
      payable: 'À payer',
    },
    summary:
      'La commission du courtier sur chaque transaction, moins ce qu’ont payé les versements aux cabinets de courtage finalisés.',
  },
  insurers: {
    title: 'Primes à payer aux assureurs',
    groupHeader: 'Assureur',
    figures: {
      insurerPremium: 'Prime de l’assureur',
      paid: 'Versé',
      payable: 'À payer',
    },
    summary:
      'Les primes moins les commissions du courtier et de l’agent général, moins ce qu’ont payé les versements aux assureurs finalisés.',
  },
  'refunds-fees': {
    title: 'Remboursements et frais',
    groupHeader: 'Mois',
    figures: {
      refunds: 'Remboursements versés',
      fees: 'Frais facturés',
    },
    summary:
      'Les remboursements versés aux assurés (par carte et manuels) et les frais facturés, par mois de Vancouver.',
  },
};

/** The French of the commission report's column headers (reports/report-columns.ts), by column key. */
export const COMMISSION_REPORT_HEADERS_FR: Readonly<Record<string, string>> = {
  policyNumber: 'Numéro de police',
  product: 'Produit',
  province: 'Province',
  transactionDate: 'Date de la transaction',
  type: 'Type',
  brokerage: 'Cabinet de courtage',
  broker: 'Courtier',
  leadSource: 'Source du prospect',
  effectiveDate: 'Date d’effet',
  paymentPeriod: 'Mode de paiement',
  insurer: 'Assureur',
  premium: 'Prime totale de la police',
  brokerPremium: 'Prime du courtier',
  commissions: 'Commissions',
  taxRate: 'Taux de taxe',
  taxes: 'Taxes',
  fees: 'Frais',
  providerFees: 'Frais du fournisseur',
  financingFees: 'Frais de financement',
  transactionFees: 'Frais de transaction',
  pst: 'TVP',
  netMargin: 'Marge nette',
  netMarginPercentage: 'Marge nette (%)',
  totalCharged: 'Total facturé',
  customerId: 'ID client',
  insurerPayment: 'Paiement à l’assureur',
  brokerPayment: 'Paiement au courtier',
  payoutAmount: 'Montant du versement',
  payoutStatus: 'Statut du versement',
};

/** The French of a card reconciliation's problems (journal/reconciliation.ts). */
export const RECONCILIATION_PROBLEM_LABELS_FR: FrenchOf<typeof RECONCILIATION_PROBLEM_LABELS> = {
  missingHere: 'Absent de notre côté',
  missingAtProcessor: 'Absent chez le processeur',
  amountDiffers: 'Montant différent',
};

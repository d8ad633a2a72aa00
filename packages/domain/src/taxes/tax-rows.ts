import { PROVINCES, type Province } from '../provinces.ts';
import { taxAuthorityOf } from './authorities.ts';

/**
 * Taxes charged to the insured, as dated rows (shared/reference/domain-facts.md, "Premium taxes and
 * fees in Canada (dated, by product class)"; docs/decisions/0054): province x product tax class x
 * component x kind (federal GST/HST, provincial PST/RST/QST or premium tax), each with its rate,
 * the days it is in force, the authority it is owed to and its public source. Every combination has
 * exactly one row in force on every day from TAX_RULES_FROM (premium rows from
 * PREMIUM_TAX_RULES_FROM); a rate of 0 is a row too, with the reason nothing is charged.
 */

/** The kind of insurance, for the taxes: home and tenant (personal property) or commercial lines. */
export const TAX_CLASSES = ['personalProperty', 'commercialPropertyLiability'] as const;
export type TaxClass = (typeof TAX_CLASSES)[number];

/** What an amount pays for: the premium or one of the fees the product charges. */
export const TAX_COMPONENTS = [
  'premium',
  'transactionFee',
  'customFee',
  'saasFee',
  'cardSurcharge',
  'financingFee',
  'missedPaymentFee',
] as const;
export type TaxComponent = (typeof TAX_COMPONENTS)[number];

/** Federal: GST/HST (Canada Revenue Agency). Provincial: PST, RST, QST or a premium tax. */
export const TAX_KINDS = ['federal', 'provincial'] as const;
export type TaxKind = (typeof TAX_KINDS)[number];

export interface TaxRow {
  province: Province;
  taxClass: TaxClass;
  component: TaxComponent;
  kind: TaxKind;
  /** The tax's name as a line shows it, e.g. "HST", "Quebec tax on insurance premiums". */
  name: string;
  /** Its French name (issue 27), e.g. "TVH", "Taxe sur les primes d’assurance du Québec". */
  nameFr: string;
  rate: number;
  /** First day in force, YYYY-MM-DD. */
  effectiveFrom: string;
  /** Last day in force, YYYY-MM-DD; null while in force. */
  effectiveTo: string | null;
  /** Who the tax is owed to (and whom the return is filed with): authorities.ts. */
  authority: string;
  /** The authority's French name. */
  authorityFr: string;
  /** The public source of the rate (or of the reason nothing is charged). */
  source: string;
}

/** Every province, class and component has one row per kind in force on every day from this one. */
export const TAX_RULES_FROM = '2017-08-01';
/** The premium rows reach further back: to Manitoba's RST on insurance (2012-07-15). */
export const PREMIUM_TAX_RULES_FROM = '2012-07-15';

const SOURCES = {
  gst: 'Canada Revenue Agency, "GST/HST rates" table: GST 5% since 2008-01-01',
  hstOn: 'Canada Revenue Agency, "GST/HST rates" table: HST Ontario 13% since 2010-07-01',
  hst15:
    'Canada Revenue Agency, "GST/HST rates" table: HST 15% in New Brunswick and Newfoundland and Labrador since 2016-07-01, Prince Edward Island since 2016-10-01',
  hstNs:
    'Canada Revenue Agency, "GST/HST rates" table: HST Nova Scotia 15% since 2010-07-01, 14% from 2025-04-01 (domain-facts.md)',
  bcPst: 'British Columbia Ministry of Finance, Provincial Sales Tax Act: PST 7% since 2013-04-01',
  mbRst:
    'Manitoba Finance, Retail Sales Tax Act: RST on property and liability insurance since 2012-07-15 at 7%, 8% from 2013-07-01, 7% again from 2019-07-01 (domain-facts.md)',
  skPst: 'Saskatchewan Provincial Sales Tax Act: PST 6% since 2017-03-23',
  skPremium:
    'Saskatchewan Provincial Sales Tax Act: 6% PST on property and casualty premiums since 2017-08-01; none before (domain-facts.md)',
  qst: 'Revenu Québec, Act respecting the Québec sales tax: QST 9.975% since 2013-01-01',
  qcPremium:
    'Revenu Québec, "Tax on Insurance Premiums"; Taxation Act T-0.1 s.512: 9% on premiums paid to 2026-12-31; Bill 99 (assented 2025-10-28): 9.975% on premiums paid from 2027-01-01, each instalment at the rate in force when it is paid (domain-facts.md)',
  onPremium:
    'Ontario Ministry of Finance, RST guide for insurance (2013): 8% retail sales tax on property and liability premiums; NSF fees and reasonable financing fees not taxed (domain-facts.md)',
  nlPremium:
    'Newfoundland and Labrador Department of Finance, "RST on insurance premiums" FAQ: 15% RST on property and casualty premiums (domain-facts.md)',
  nlHome:
    'NL Reg. 53/23 (Budget 2023, made permanent): no RST on home and tenant insurance since 2022-04-07 (domain-facts.md)',
  nlFee:
    'Newfoundland and Labrador Department of Finance, "RST on insurance premiums" FAQ; IBAN 2016: the 15% RST applies to transaction fees associated with a taxable policy and is owed to the province, not as HST (domain-facts.md)',
  nlPersonalFee:
    "CRA GST/HST rates table (HST 15%, Newfoundland and Labrador): a fee on a policy the RST no longer taxes (since 2022-04-07) is a fee for a service and carries the HST like every other province's fee (docs/decisions/0054)",
  insuranceExempt:
    'Excise Tax Act, Schedule V, Part VII: insurance is an exempt financial service, no GST/HST on premiums',
  noPremiumTax: 'domain-facts.md: no premium tax is charged to the insured in this province',
  noPstOnFees: 'domain-facts.md: the province charges no separate sales tax on this fee',
  financing:
    'Excise Tax Act, Schedule V, Part VII (lending and financing charges are exempt financial services); Ontario Ministry of Finance RST guide for insurance (2013): reasonable financing fees not taxed',
  missedPayment:
    'Ontario Ministry of Finance RST guide for insurance (2013): NSF fees not taxed; a charge for a dishonoured payment is not consideration for a supply under the Excise Tax Act (no GST/HST)',
  saas: 'Fee schedule (house rule): the platform fee is charged as is, with no tax line (rating/fee-schedule.ts)',
  cardFederal:
    'Fee schedule (house rule): the card surcharge carries no GST/HST line; the card surcharge itself is rating/fee-schedule.ts',
} as const;

/** One rate of a tax over a span of days. */
interface Period {
  from: string;
  to: string | null;
  rate: number;
  source: string;
}

/** A tax: its name and its dated rates (its authority follows from its kind and province). */
interface DatedTax {
  kind: TaxKind;
  name: string;
  nameFr: string;
  periods: readonly Period[];
}

const since = (from: string, rate: number, source: string): Period => ({ from, to: null, rate, source });
const between = (from: string, to: string, rate: number, source: string): Period => ({
  from,
  to,
  rate,
  source,
});

const GST: DatedTax = {
  kind: 'federal',
  name: 'GST',
  nameFr: 'TPS',
  periods: [since('2008-01-01', 0.05, SOURCES.gst)],
};
const hst = (periods: Period[]): DatedTax => ({
  kind: 'federal',
  name: 'HST',
  nameFr: 'TVH',
  periods,
});

/** GST or HST on a fee for services, by province. */
const FEDERAL_ON_FEES: Record<Province, DatedTax> = {
  AB: GST,
  BC: GST,
  MB: GST,
  NB: hst([since('2016-07-01', 0.15, SOURCES.hst15)]),
  NL: hst([since('2016-07-01', 0.15, SOURCES.hst15)]),
  NS: hst([
    between('2010-07-01', '2025-03-31', 0.15, SOURCES.hstNs),
    since('2025-04-01', 0.14, SOURCES.hstNs),
  ]),
  NT: GST,
  NU: GST,
  ON: hst([since('2010-07-01', 0.13, SOURCES.hstOn)]),
  PE: hst([since('2016-10-01', 0.15, SOURCES.hst15)]),
  QC: GST,
  SK: GST,
  YT: GST,
};

const MB_RST_PERIODS = [
  between('2012-07-15', '2013-06-30', 0.07, SOURCES.mbRst),
  between('2013-07-01', '2019-06-30', 0.08, SOURCES.mbRst),
  since('2019-07-01', 0.07, SOURCES.mbRst),
];

const none = (kind: TaxKind, province: Province, from: string, source: string): DatedTax => ({
  kind,
  name: kind === 'federal' ? 'GST/HST' : 'Provincial tax',
  nameFr: kind === 'federal' ? 'TPS/TVH' : 'Taxe provinciale',
  periods: [since(from, 0, source)],
});

/** PST, RST or QST on a fee for services, where the province charges one. */
function provincialOnFees(province: Province): DatedTax {
  switch (province) {
    case 'BC':
      return {
        kind: 'provincial',
        name: 'PST',
        nameFr: 'TVP',
        periods: [since('2013-04-01', 0.07, SOURCES.bcPst)],
      };
    case 'MB':
      return { kind: 'provincial', name: 'RST', nameFr: 'TVD', periods: MB_RST_PERIODS };
    case 'SK':
      return {
        kind: 'provincial',
        name: 'PST',
        nameFr: 'TVP',
        periods: [since('2017-03-23', 0.06, SOURCES.skPst)],
      };
    case 'QC':
      return {
        kind: 'provincial',
        name: 'QST',
        nameFr: 'TVQ',
        periods: [since('2013-01-01', 0.09975, SOURCES.qst)],
      };
    default:
      return none('provincial', province, '2010-07-01', SOURCES.noPstOnFees);
  }
}

const NL_RST_NAME = 'NL retail sales tax';
const NL_RST_NAME_FR = 'Taxe de vente au détail de T.-N.-L.';
const NL_HOME_EXEMPT_FROM = '2022-04-07';
const NL_HOME_LAST_TAXED = '2022-04-06';

/** The provincial tax on premiums (federal: none, insurance is exempt), by province and class. */
function premiumTax(province: Province, taxClass: TaxClass): DatedTax {
  const from = PREMIUM_TAX_RULES_FROM;
  switch (province) {
    case 'ON':
      return {
        kind: 'provincial',
        name: 'Ontario retail sales tax on insurance premiums',
        nameFr: 'Taxe de vente au détail de l’Ontario sur les primes d’assurance',
        periods: [since(from, 0.08, SOURCES.onPremium)],
      };
    case 'QC':
      return {
        kind: 'provincial',
        name: 'Quebec tax on insurance premiums',
        nameFr: 'Taxe sur les primes d’assurance du Québec',
        periods: [
          between(from, '2026-12-31', 0.09, SOURCES.qcPremium),
          since('2027-01-01', 0.09975, SOURCES.qcPremium),
        ],
      };
    case 'MB':
      return {
        kind: 'provincial',
        name: 'Manitoba retail sales tax on insurance',
        nameFr: 'Taxe sur les ventes au détail du Manitoba applicable à l’assurance',
        periods: MB_RST_PERIODS,
      };
    case 'SK':
      return {
        kind: 'provincial',
        name: 'Saskatchewan PST on insurance premiums',
        nameFr: 'TVP de la Saskatchewan sur les primes d’assurance',
        periods: [
          between(from, '2017-07-31', 0, SOURCES.skPremium),
          since('2017-08-01', 0.06, SOURCES.skPremium),
        ],
      };
    case 'NL':
      return {
        kind: 'provincial',
        name: NL_RST_NAME,
        nameFr: NL_RST_NAME_FR,
        periods:
          taxClass === 'personalProperty'
            ? [
                between(from, NL_HOME_LAST_TAXED, 0.15, SOURCES.nlPremium),
                since(NL_HOME_EXEMPT_FROM, 0, SOURCES.nlHome),
              ]
            : [since(from, 0.15, SOURCES.nlPremium)],
      };
    default:
      return none('provincial', province, from, SOURCES.noPremiumTax);
  }
}

/**
 * The transaction (or custom broker) fee's taxes. Everywhere but NL: GST/HST and the province's
 * PST/RST/QST on a fee for services. NL: a fee associated with a taxable policy carries the 15% RST
 * owed to the province instead of HST; a fee on a policy the RST does not tax (home and tenant since
 * 2022-04-07) carries the HST (docs/decisions/0054).
 */
function feeTaxes(province: Province, taxClass: TaxClass): DatedTax[] {
  if (province !== 'NL') return [FEDERAL_ON_FEES[province], provincialOnFees(province)];
  const rst = (periods: Period[]): DatedTax => ({
    kind: 'provincial',
    name: NL_RST_NAME,
    nameFr: NL_RST_NAME_FR,
    periods,
  });
  if (taxClass === 'commercialPropertyLiability') {
    return [
      none('federal', province, '2016-07-01', SOURCES.nlFee),
      rst([since('2016-07-01', 0.15, SOURCES.nlFee)]),
    ];
  }
  return [
    hst([
      between('2016-07-01', NL_HOME_LAST_TAXED, 0, SOURCES.nlFee),
      since(NL_HOME_EXEMPT_FROM, 0.15, SOURCES.nlPersonalFee),
    ]),
    rst([
      between('2016-07-01', NL_HOME_LAST_TAXED, 0.15, SOURCES.nlFee),
      since(NL_HOME_EXEMPT_FROM, 0, SOURCES.nlHome),
    ]),
  ];
}

function taxesOf(province: Province, taxClass: TaxClass, component: TaxComponent): DatedTax[] {
  switch (component) {
    case 'premium':
      return [
        none('federal', province, PREMIUM_TAX_RULES_FROM, SOURCES.insuranceExempt),
        premiumTax(province, taxClass),
      ];
    case 'transactionFee':
    case 'customFee':
      return feeTaxes(province, taxClass);
    case 'cardSurcharge':
      // As the fee schedule has always taxed the card fee: the province's PST/RST/QST, no GST/HST.
      return [none('federal', province, '2010-07-01', SOURCES.cardFederal), provincialOnFees(province)];
    case 'financingFee':
      return [
        none('federal', province, '2008-01-01', SOURCES.financing),
        none('provincial', province, '2008-01-01', SOURCES.financing),
      ];
    case 'missedPaymentFee':
      return [
        none('federal', province, '2008-01-01', SOURCES.missedPayment),
        none('provincial', province, '2008-01-01', SOURCES.missedPayment),
      ];
    case 'saasFee':
      return [
        none('federal', province, '2008-01-01', SOURCES.saas),
        none('provincial', province, '2008-01-01', SOURCES.saas),
      ];
  }
}

function rowsOf(province: Province, taxClass: TaxClass, component: TaxComponent): TaxRow[] {
  return taxesOf(province, taxClass, component).flatMap((tax) => {
    const authority = taxAuthorityOf(province, tax.kind);
    return tax.periods.map((period) => ({
      province,
      taxClass,
      component,
      kind: tax.kind,
      name: tax.name,
      nameFr: tax.nameFr,
      rate: period.rate,
      effectiveFrom: period.from,
      effectiveTo: period.to,
      authority: authority.name,
      authorityFr: authority.nameFr,
      source: period.source,
    }));
  });
}

/** Every dated tax row: every province x tax class x component x kind. */
export const TAX_ROWS: readonly TaxRow[] = PROVINCES.flatMap((province) =>
  TAX_CLASSES.flatMap((taxClass) =>
    TAX_COMPONENTS.flatMap((component) => rowsOf(province, taxClass, component)),
  ),
);

/**
 * The tax class of every catalogue product, as data: the tenants products insure a home's contents
 * (personal property); every other product is a commercial property or liability line
 * (catalogue.ts, lineOfBusiness).
 */
export const PRODUCT_TAX_CLASSES: Readonly<Record<string, TaxClass>> = {
  tenants: 'personalProperty',
  'tenants-plus': 'personalProperty',
  'student-tenants': 'personalProperty',
  'builders-risk': 'commercialPropertyLiability',
  'course-of-construction': 'commercialPropertyLiability',
  contractors: 'commercialPropertyLiability',
  'contractors-equipment': 'commercialPropertyLiability',
  'trade-contractors': 'commercialPropertyLiability',
  'custom-business': 'commercialPropertyLiability',
  'private-dno': 'commercialPropertyLiability',
  'technology-eo': 'commercialPropertyLiability',
  'life-agents': 'commercialPropertyLiability',
  'health-fitness-individual': 'commercialPropertyLiability',
  'health-fitness-premises': 'commercialPropertyLiability',
};

/** A product's tax class; a product not in the table is taxed as a commercial line. */
export function taxClassOf(productId: string): TaxClass {
  return Object.hasOwn(PRODUCT_TAX_CLASSES, productId)
    ? (PRODUCT_TAX_CLASSES[productId] as TaxClass)
    : 'commercialPropertyLiability';
}

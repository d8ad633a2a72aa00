export const PROVINCES = [
  'AB',
  'BC',
  'MB',
  'NB',
  'NL',
  'NS',
  'NT',
  'NU',
  'ON',
  'PE',
  'QC',
  'SK',
  'YT',
] as const;
export type Province = (typeof PROVINCES)[number];

export const PROVINCE_NAMES: Record<Province, string> = {
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia',
  NT: 'Northwest Territories',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
};

/**
 * First letter of a Canadian postal code -> province (Canada Post forward sortation areas).
 * X is shared by the Northwest Territories and Nunavut; X0A-X0C are Nunavut.
 */
const POSTAL_LETTER_TO_PROVINCE: Record<string, Province> = {
  A: 'NL',
  B: 'NS',
  C: 'PE',
  E: 'NB',
  G: 'QC',
  H: 'QC',
  J: 'QC',
  K: 'ON',
  L: 'ON',
  M: 'ON',
  N: 'ON',
  P: 'ON',
  R: 'MB',
  S: 'SK',
  T: 'AB',
  V: 'BC',
  X: 'NT',
  Y: 'YT',
};

const POSTAL_CODE = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i;

export function isValidPostalCode(value: string): boolean {
  return POSTAL_CODE.test(value.trim());
}

export function normalisePostalCode(value: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  return compact.length === 6 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : compact;
}

export function provinceFromPostalCode(value: string): Province | null {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  if (!compact) return null;
  if (/^X0[ABC]/.test(compact)) return 'NU';
  return POSTAL_LETTER_TO_PROVINCE[compact[0] ?? ''] ?? null;
}

/**
 * Taxes per province, as data (shared/reference/domain-facts.md, "Premium taxes and fees in Canada").
 * premiumTaxRate: sales tax charged to the insured on property and casualty premiums.
 *   ON 8% RST on insurance premiums (Ontario Retail Sales Tax Act, s. 2(2)); QC 9% tax on insurance
 *   premiums (Revenu Québec, Act respecting the Québec sales tax, s. 230); MB 7% RST on property
 *   insurance (Manitoba Retail Sales Tax Act, since 2013); SK 6% PST on P&C premiums (Saskatchewan
 *   Provincial Sales Tax Act, since 2017); NL 15% retail sales tax on insurance (NL Retail Sales Tax
 *   Act). Others: none.
 * gstRate: GST or HST on fees for services (Canada Revenue Agency GST/HST rates table: 5% GST;
 *   HST 13% ON, 15% NB/NL/PE, 14% NS from 2025-04-01).
 * pstRate: provincial sales tax on fees where a separate PST applies (BC 7% PST, MB 7% RST,
 *   SK 6% PST, QC 9.975% QST; provincial government rate pages).
 */
export interface ProvinceTaxes {
  premiumTaxRate: number;
  gstRate: number;
  pstRate: number;
}

export const PROVINCE_TAXES: Record<Province, ProvinceTaxes> = {
  AB: { premiumTaxRate: 0, gstRate: 0.05, pstRate: 0 },
  BC: { premiumTaxRate: 0, gstRate: 0.05, pstRate: 0.07 },
  MB: { premiumTaxRate: 0.07, gstRate: 0.05, pstRate: 0.07 },
  NB: { premiumTaxRate: 0, gstRate: 0.15, pstRate: 0 },
  NL: { premiumTaxRate: 0.15, gstRate: 0.15, pstRate: 0 },
  NS: { premiumTaxRate: 0, gstRate: 0.14, pstRate: 0 },
  NT: { premiumTaxRate: 0, gstRate: 0.05, pstRate: 0 },
  NU: { premiumTaxRate: 0, gstRate: 0.05, pstRate: 0 },
  ON: { premiumTaxRate: 0.08, gstRate: 0.13, pstRate: 0 },
  PE: { premiumTaxRate: 0, gstRate: 0.15, pstRate: 0 },
  QC: { premiumTaxRate: 0.09, gstRate: 0.05, pstRate: 0.09975 },
  SK: { premiumTaxRate: 0.06, gstRate: 0.05, pstRate: 0.06 },
  YT: { premiumTaxRate: 0, gstRate: 0.05, pstRate: 0 },
};

import type { Cents } from '../money.ts';
import { PROVINCES, type Province } from '../provinces.ts';

/**
 * Who each tax figure is owed to (issue 24 item 1; docs/decisions/0058), keyed on (province, level):
 * - federal: GST/HST on fees (the stored `gstHst`, `transactionFeeGST`-like figures) is owed to the
 *   Canada Revenue Agency, which administers the GST and the HST (Excise Tax Act, Part IX;
 *   canada.ca "GST/HST for businesses");
 * - provincial: premium tax and the provincial sales taxes on fees (the stored `taxes` and `pst`
 *   figures: PST, RST, QST, NL's RST on a fee) are owed to the province's finance authority
 *   (shared/reference/domain-facts.md, "Premium taxes and fees in Canada": Ontario Ministry of
 *   Finance RST guide for insurance; Revenu Québec "Tax on Insurance Premiums" and QST; Manitoba
 *   Finance RST; Saskatchewan Finance PST; BC Ministry of Finance PST; NL Department of Finance
 *   "RST on insurance premiums").
 * Checked November 2026. One small table so that the dated tax rows (domain taxes/) can later name
 * these authorities.
 */
export type TaxLevel = 'federal' | 'provincial';

export interface TaxAuthority {
  /** Stable key: CRA, or the province code of its provincial authority (XX: no province recorded). */
  id: string;
  name: string;
}

export const CANADA_REVENUE_AGENCY: TaxAuthority = { id: 'CRA', name: 'Canada Revenue Agency' };

/** The finance authority of each province or territory (its government's own name for it). */
export const PROVINCIAL_TAX_AUTHORITIES: Readonly<Record<Province, TaxAuthority>> = {
  AB: { id: 'AB', name: 'Alberta Treasury Board and Finance' },
  BC: { id: 'BC', name: 'BC Ministry of Finance' },
  MB: { id: 'MB', name: 'Manitoba Finance' },
  NB: { id: 'NB', name: 'New Brunswick Department of Finance and Treasury Board' },
  NL: { id: 'NL', name: 'Newfoundland and Labrador Department of Finance' },
  NS: { id: 'NS', name: 'Nova Scotia Department of Finance and Treasury Board' },
  NT: { id: 'NT', name: 'Northwest Territories Department of Finance' },
  NU: { id: 'NU', name: 'Nunavut Department of Finance' },
  ON: { id: 'ON', name: 'Ontario Ministry of Finance' },
  PE: { id: 'PE', name: 'Prince Edward Island Department of Finance' },
  QC: { id: 'QC', name: 'Revenu Québec' },
  SK: { id: 'SK', name: 'Saskatchewan Ministry of Finance' },
  YT: { id: 'YT', name: 'Yukon Department of Finance' },
};

/** A provincial figure of a record with no province: shown apart, to correct, never dropped. */
export const UNKNOWN_PROVINCE_AUTHORITY: TaxAuthority = { id: 'XX', name: 'Province not recorded' };

/** Every authority, in the report's order: the CRA, then the provinces, then the unknown one. */
export const TAX_AUTHORITIES: readonly TaxAuthority[] = [
  CANADA_REVENUE_AGENCY,
  ...PROVINCES.map((province) => PROVINCIAL_TAX_AUTHORITIES[province]),
  UNKNOWN_PROVINCE_AUTHORITY,
];

const isProvince = (value: string): value is Province => (PROVINCES as readonly string[]).includes(value);

/** The authority a figure of this level in this province is owed to. */
export function taxAuthorityOf(province: string | null | undefined, level: TaxLevel): TaxAuthority {
  if (level === 'federal') return CANADA_REVENUE_AGENCY;
  const code = (province ?? '').trim().toUpperCase();
  return isProvince(code) ? PROVINCIAL_TAX_AUTHORITIES[code] : UNKNOWN_PROVINCE_AUTHORITY;
}

export function taxAuthorityById(id: string): TaxAuthority | undefined {
  return TAX_AUTHORITIES.find((authority) => authority.id === id);
}

/** The tax figures of a transaction (the commission report's, decision 0039), signed cents. */
export interface TaxFigures {
  /** Premium tax: provincial. */
  taxes: Cents;
  /** PST, RST or QST on fees: provincial. */
  pst: Cents;
  /** GST/HST on fees: federal (absent on rows written before decision 0043). */
  gstHst?: Cents;
}

/** What one transaction moved for each authority: collected (charged) and returned, both >= 0. */
export interface AuthorityMovement {
  authority: TaxAuthority;
  collected: Cents;
  returned: Cents;
}

/**
 * The transaction's tax by authority. Each figure on its own: a positive one is collected, a
 * negative one returned (a cancellation returns premium tax while it may keep a fee's tax), so that
 * collected - returned is the net the journal's tax payable accounts of that authority moved.
 */
export function taxByAuthority(
  province: string | null | undefined,
  figures: TaxFigures,
): AuthorityMovement[] {
  const parts: [TaxAuthority, Cents][] = [
    [taxAuthorityOf(province, 'provincial'), figures.taxes],
    [taxAuthorityOf(province, 'provincial'), figures.pst],
    [taxAuthorityOf(province, 'federal'), figures.gstHst ?? 0],
  ];
  const byId = new Map<string, AuthorityMovement>();
  for (const [authority, amount] of parts) {
    if (!Number.isSafeInteger(amount)) throw new RangeError(`Tax figures are whole cents, got ${amount}`);
    if (amount === 0) continue;
    const movement = byId.get(authority.id) ?? { authority, collected: 0, returned: 0 };
    if (amount > 0) movement.collected += amount;
    else movement.returned -= amount;
    byId.set(authority.id, movement);
  }
  return [...byId.values()];
}

/**
 * The authority a journal account is owed to (journal/accounts.ts): premium tax (2200-P) and PST
 * (2210-P) to the province's, GST/HST (2220-P, kept per province of the risk) to the CRA; null for
 * an account that is not a tax liability. Each tax account belongs to exactly one authority, so the
 * journal's tax payable per authority is a sum of its accounts.
 */
export function taxAuthorityOfAccount(code: string): TaxAuthority | null {
  const match = /^(2200|2210|2220)-(.+)$/.exec(code);
  if (!match) return null;
  return taxAuthorityOf(match[2], match[1] === '2220' ? 'federal' : 'provincial');
}

import { PROVINCES, type Province } from '../provinces.ts';

/**
 * Who each tax is owed to, and whom its return is filed with (issue 24 item 1; docs/decisions/0058):
 * the one home of the tax authorities. Federal (GST/HST) to the Canada Revenue Agency, which
 * administers the GST and the HST (Excise Tax Act, Part IX; canada.ca "GST/HST for businesses");
 * provincial (premium tax, PST, RST, QST) to the province's finance authority
 * (shared/reference/domain-facts.md, "Premium taxes and fees in Canada": Ontario Ministry of Finance
 * RST guide for insurance; Revenu Québec "Tax on Insurance Premiums" and QST; Manitoba Finance RST;
 * Saskatchewan Finance PST; BC Ministry of Finance PST; NL Department of Finance "RST on insurance
 * premiums"). The dated tax rows (tax-rows.ts) name their authority from here; the tax report and
 * the journal's tax accounts group by it. Checked November 2026.
 */
export type TaxLevel = 'federal' | 'provincial';

export interface TaxAuthority {
  /** Stable key: CRA, or the province code of its provincial authority (XX: no province recorded). */
  id: string;
  name: string;
  /** Its French name (issue 27): the authority's own, where it has one. */
  nameFr: string;
}

export const CANADA_REVENUE_AGENCY: TaxAuthority = {
  id: 'CRA',
  name: 'Canada Revenue Agency',
  nameFr: 'Agence du revenu du Canada',
};

/** The finance authority of each province or territory (its government's own name for it). */
export const PROVINCIAL_TAX_AUTHORITIES: Readonly<Record<Province, TaxAuthority>> = {
  AB: {
    id: 'AB',
    name: 'Alberta Treasury Board and Finance',
    nameFr: 'Conseil du Trésor et Finances de l’Alberta',
  },
  BC: {
    id: 'BC',
    name: 'BC Ministry of Finance',
    nameFr: 'Ministère des Finances de la Colombie-Britannique',
  },
  MB: {
    id: 'MB',
    name: 'Manitoba Finance',
    nameFr: 'Finances Manitoba',
  },
  NB: {
    id: 'NB',
    name: 'New Brunswick Department of Finance and Treasury Board',
    nameFr: 'Ministère des Finances et du Conseil du Trésor du Nouveau-Brunswick',
  },
  NL: {
    id: 'NL',
    name: 'Newfoundland and Labrador Department of Finance',
    nameFr: 'Ministère des Finances de Terre-Neuve-et-Labrador',
  },
  NS: {
    id: 'NS',
    name: 'Nova Scotia Department of Finance and Treasury Board',
    nameFr: 'Ministère des Finances et du Conseil du Trésor de la Nouvelle-Écosse',
  },
  NT: {
    id: 'NT',
    name: 'Northwest Territories Department of Finance',
    nameFr: 'Ministère des Finances des Territoires du Nord-Ouest',
  },
  NU: {
    id: 'NU',
    name: 'Nunavut Department of Finance',
    nameFr: 'Ministère des Finances du Nunavut',
  },
  ON: {
    id: 'ON',
    name: 'Ontario Ministry of Finance',
    nameFr: 'Ministère des Finances de l’Ontario',
  },
  PE: {
    id: 'PE',
    name: 'Prince Edward Island Department of Finance',
    nameFr: 'Ministère des Finances de l’Île-du-Prince-Édouard',
  },
  QC: {
    id: 'QC',
    name: 'Revenu Québec',
    nameFr: 'Revenu Québec',
  },
  SK: {
    id: 'SK',
    name: 'Saskatchewan Ministry of Finance',
    nameFr: 'Ministère des Finances de la Saskatchewan',
  },
  YT: {
    id: 'YT',
    name: 'Yukon Department of Finance',
    nameFr: 'Ministère des Finances du Yukon',
  },
};

/** A provincial figure of a record with no province: shown apart, to correct, never dropped. */
export const UNKNOWN_PROVINCE_AUTHORITY: TaxAuthority = {
  id: 'XX',
  name: 'Province not recorded',
  nameFr: 'Province non enregistrée',
};

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

/**
 * The chart of accounts of the marketplace's journal (issue 15 item 4; docs/decisions/0044). Codes
 * are the usual numbering (1xxx assets, 2xxx liabilities, 4xxx revenue, 6xxx expenses); taxes
 * payable have one account per province.
 */
export type AccountType = 'asset' | 'liability' | 'revenue' | 'expense';

export interface Account {
  code: string;
  name: string;
  type: AccountType;
}

export const ACCOUNTS = {
  bank: { code: '1000', name: 'Bank', type: 'asset' },
  cardClearing: { code: '1010', name: 'Card processor clearing', type: 'asset' },
  receivable: { code: '1100', name: 'Premium receivable from insureds', type: 'asset' },
  premiumPayable: { code: '2100', name: 'Premium payable to insurers', type: 'liability' },
  commissionPayable: { code: '2110', name: 'Commission payable to brokers', type: 'liability' },
  /** Figures that do not add up (total charged against premium, taxes and fees): to investigate. */
  suspense: { code: '2900', name: 'Suspense: unexplained differences', type: 'liability' },
  mgaRevenue: { code: '4000', name: 'MGA commission revenue', type: 'revenue' },
  feeRevenue: { code: '4100', name: 'Fee revenue', type: 'revenue' },
  /** Finance adjustments and manual invoices: amounts charged or credited outside premium, taxes and fees. */
  adjustments: { code: '4200', name: 'Finance adjustments and manual charges', type: 'revenue' },
  badDebt: { code: '6100', name: 'Bad debt expense', type: 'expense' },
} as const satisfies Record<string, Account>;

const provinceCode = (province: string | null | undefined) => (province ?? '').trim().toUpperCase() || 'XX';

/** Premium tax payable in a province (2200-BC, ...). */
export function premiumTaxPayable(province: string | null | undefined): Account {
  const code = provinceCode(province);
  return { code: `2200-${code}`, name: `Premium tax payable ${code}`, type: 'liability' };
}

/** PST on fees payable in a province (2210-BC, ...). */
export function pstPayable(province: string | null | undefined): Account {
  const code = provinceCode(province);
  return { code: `2210-${code}`, name: `PST payable ${code}`, type: 'liability' };
}

/** GST/HST on fees payable in a province (2220-ON, ...): federal, but kept per province as the tax report shows it. */
export function gstHstPayable(province: string | null | undefined): Account {
  const code = provinceCode(province);
  return { code: `2220-${code}`, name: `GST/HST payable ${code}`, type: 'liability' };
}

import type { Cents } from '../money.ts';
import { taxAuthorityOf, type TaxAuthority } from '../taxes/authorities.ts';

// The tax figures of transactions and journal accounts by authority (taxes/authorities.ts), for the
// tax report and its tie to the journal (docs/decisions/0058).

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

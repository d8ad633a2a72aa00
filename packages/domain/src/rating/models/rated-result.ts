import { roundCents, sumCents, type Cents } from '../../money.ts';
import type { PremiumLine, RatedPremiums } from '../types.ts';

/** A premium line before rounding: `amount` in (fractional) cents. */
export interface DraftLine {
  key: string;
  label: string;
  amount: number;
}

/** The label suffix of the line that carries a minimum premium shortfall. */
export const MINIMUM_PREMIUM_NOTE = ' (minimum premium applied)';

/** A result that cannot be priced online: no figures, the reasons for the broker. */
export function unpricedResult(reasons: readonly string[]): RatedPremiums {
  return { priced: false, premiums: [], unpricedReasons: [...new Set(reasons)] };
}

/**
 * A priced result: each line rounded once to the cent; lines that round to zero are dropped,
 * except the first (the product's main line). When the lines add up to less than the minimum
 * premium, the shortfall is added to the main line, whose label says so.
 */
export function pricedResult(lines: readonly DraftLine[], minimumPremium: Cents): RatedPremiums {
  const rounded: PremiumLine[] = lines
    .map((line) => ({ key: line.key, label: line.label, amount: roundCents(line.amount) }))
    .filter((line, index) => index === 0 || line.amount !== 0);
  const [main] = rounded;
  if (!main) return unpricedResult(['The answers give no premium lines.']);
  const shortfall = minimumPremium - sumCents(rounded.map((line) => line.amount));
  if (shortfall > 0) {
    rounded[0] = { ...main, label: `${main.label}${MINIMUM_PREMIUM_NOTE}`, amount: main.amount + shortfall };
  }
  return { priced: true, premiums: rounded, unpricedReasons: [] };
}

import type { CancellationRecordResponse } from '@bm/contracts';
import type { CancellationRecord } from '@bm/domain';

type Line = CancellationRecordResponse['transactionData']['returnPremiumLines'][number];

/** 'equipmentFloaterPremium' -> 'Equipment floater premium', for a line the quote does not name. */
const labelOfKey = (key: string) => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * Every return premium line of a cancellation record, labelled as the policy's quote labels its
 * premium lines (issue 24 item 7: the record showed four fixed lines, so a contractors policy's
 * equipment floater return was missing and the lines did not add up to the premiums total).
 */
export function returnPremiumLines(record: CancellationRecord, quote: unknown): Line[] {
  const premiums = (quote as { premiums?: { key: string; label: string }[] } | null)?.premiums ?? [];
  const labels = new Map(premiums.map((line) => [line.key, line.label]));
  return Object.entries(record.returnPremiums).map(([key, amount]) => ({
    key,
    label: labels.get(key) ?? labelOfKey(key),
    amount,
  }));
}

import type { applications, tickets } from './schema.ts';

type ApplicationRow = typeof applications.$inferInsert;
type TicketRow = typeof tickets.$inferInsert;

/** The fixed id of the k-th seeded ticket: ten digits like HubSpot's, below ticket_number_seq. */
export function seedTicketId(k: number): string {
  return String(1_000_000_001 + k);
}

const DAY_MS = 86_400_000;
/** When the general ticket was opened (fixed, like every seeded value). */
const GENERAL_TICKET_AT = new Date(Date.UTC(2026, 9, 1, 17, 0, 0));

/** How many seeded tickets name a policy. */
export const SEED_POLICY_TICKETS = 4;

const SUBJECTS = [
  (policy: string) => `Policy change request: ${policy}`,
  (policy: string) => `${policy} - add additional insured`,
  (policy: string) => `Change of mailing address for ${policy}`,
  (policy: string) => `Cancellation request ${policy}`,
] as const;

/**
 * Support tickets of the local ticket service: one per given bound policy whose subject contains its
 * policy number, then one general ticket that names no policy (found, but matching none).
 */
export function seedTicketRows(policies: readonly ApplicationRow[]): TicketRow[] {
  const rows: TicketRow[] = policies.slice(0, SUBJECTS.length).map((policy, k) => {
    const policyNumber = policy.policyNumber ?? '';
    const at = policy.boundDate ?? policy.createdAt ?? new Date(0);
    return {
      id: seedTicketId(k),
      subject: SUBJECTS[k]!(policyNumber),
      content: `The broker asked for a change to policy ${policyNumber} (${policy.insuredName ?? ''}).`,
      status: k === SUBJECTS.length - 1 ? 'closed' : 'open',
      applicationId: policy.id,
      createdAt: new Date(at.getTime() + 30 * DAY_MS),
    };
  });
  // A fixed id whatever the number of policies, so that seeding again never gives it another.
  rows.push({
    id: seedTicketId(SUBJECTS.length),
    subject: 'General question about commission payouts',
    content: 'When are broker commissions paid out each month?',
    status: 'open',
    applicationId: null,
    createdAt: GENERAL_TICKET_AT,
  });
  return rows;
}

// Exactly once, counted after each write scenario: the simulated processor's own charges and refunds
// (sim_charges, sim_refunds) against the app's payments and refunds rows.
import type pg from 'pg';
import { windowParams, writtenInWindow } from './writes-rows.ts';

export interface OnceCount {
  /** Succeeded processor charges on the scenario's applications. */
  charges: number;
  /** Succeeded payments rows on them. */
  payments: number;
  /** Charges with exactly one succeeded payment naming them (and that payment naming no other charge). */
  chargedOnce: number;
  /** Succeeded payments with no charge behind them. */
  paymentsWithoutCharge: number;
  /** Succeeded payments with no ledger entry naming them. */
  paymentsOffLedger: number;
  /** Processor refunds of those charges. */
  refunds: number;
  /** Succeeded refunds rows on the applications. */
  refundRows: number;
  /** Processor refunds with exactly one succeeded refunds row naming them. */
  refundedOnce: number;
  /** Succeeded refunds rows with no processor refund behind them. */
  refundRowsWithoutRefund: number;
  /** Succeeded refunds rows with no ledger entry naming them. */
  refundsOffLedger: number;
}

export const exactlyOnce = (c: OnceCount) =>
  c.chargedOnce === c.charges &&
  c.payments === c.charges &&
  c.paymentsWithoutCharge === 0 &&
  c.paymentsOffLedger === 0 &&
  c.refundedOnce === c.refunds &&
  c.refundRows === c.refunds &&
  c.refundRowsWithoutRefund === 0 &&
  c.refundsOffLedger === 0;

/** Whether the row version `alias` was written in the window ($2 start, $3 span), or no window ($4). */
const inWindow = (alias: string) => `(not $4::bool or ${writtenInWindow(alias, '$2', '$3')})`;

/**
 * Counts the charges and refunds of `applicationIds` against their payments, refunds and ledger;
 * with `window` (transaction ids [from, to), 64-bit), only the charges, payments and refunds rows
 * those transactions wrote (a job's run on policies charged before it).
 */
export async function countOnce(
  client: pg.ClientBase,
  applicationIds: string[],
  window?: { from: bigint; to: bigint },
): Promise<OnceCount> {
  const result = await client.query<Record<keyof OnceCount, number>>(
    `with ids as (select unnest($1::uuid[]) as id),
     charges as (
       select c.* from sim_charges c
       where c.status = 'succeeded' and (c.metadata->>'applicationId') in (select id::text from ids)
         and ${inWindow('c')}),
     pays as (
       select p.* from payments p
       where p.status = 'succeeded' and p.application_id in (select id from ids) and ${inWindow('p')}),
     sim_refs as (select r.* from sim_refunds r where r.charge_id in (select id from charges) and ${inWindow('r')}),
     refs as (
       select r.* from refunds r
       where r.status = 'succeeded' and r.application_id in (select id from ids) and not r.manual
         and ${inWindow('r')})
     select
       (select count(*) from charges)::int as charges,
       (select count(*) from pays)::int as payments,
       (select count(*) from charges c
         where (select count(*) from pays p where p.provider_charge_id = c.id) = 1)::int as "chargedOnce",
       (select count(*) from pays p
         where not exists (select 1 from charges c where c.id = p.provider_charge_id))::int
         as "paymentsWithoutCharge",
       (select count(*) from pays p
         where not exists (select 1 from ledger_entries l where l.payment_id = p.id))::int
         as "paymentsOffLedger",
       (select count(*) from sim_refs)::int as refunds,
       (select count(*) from refs)::int as "refundRows",
       (select count(*) from sim_refs s
         where (select count(*) from refs r where r.provider_refund_id = s.id) = 1)::int as "refundedOnce",
       (select count(*) from refs r
         where not exists (select 1 from sim_refs s where s.id = r.provider_refund_id))::int
         as "refundRowsWithoutRefund",
       (select count(*) from refs r
         where not exists (select 1 from ledger_entries l where l.refund_id = r.id))::int
         as "refundsOffLedger"`,
    [applicationIds, ...(window ? windowParams(window.from, window.to) : ['0', '0']), window !== undefined],
  );
  return result.rows[0]!;
}

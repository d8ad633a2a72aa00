import { WRITE_FLOWS, type WritesRun } from './writes.ts';
import { JOB_TITLES, type JobPhase, type JobsRun } from './writes-jobs.ts';
import { exactlyOnce } from './writes-once.ts';

const ms = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));
const rate = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));

/** The "Writes" section of the bench report. */
export function writesSection(run: WritesRun): string[] {
  const lines = [
    '## Writes (quote-bind-and-pay, endorsement, cancellation)',
    '',
    `Issue 29 item 3 (decision 0099). On a throw-away copy of the bench database (\`CREATE DATABASE … TEMPLATE\`, dropped afterwards) the app server takes ${run.iterations} flows per phase, one at a time and then ten at a time: the demo broker starts a tenants application, saves the form, quotes it, makes a card token on the simulated processor and binds and pays annually; the super admin raises the contents limit of a policy bound so (priced, then saved and charged to the card on file) and cancels another (figures, then saved with a refund to the card)${run.setupBinds > 0 ? `; ${run.setupBinds} policies for the cancellations were bound before their phases, untimed` : ''}.`,
    "The ceiling: the rows the phase wrote (every live row version whose `xmin` is a transaction of the phase, in every table: inserts and updates, the processor's own tables and the sessions included), written again into a second copy taken before the first phase, by bare `pg` transactions (one `INSERT … SELECT … FROM jsonb_populate_recordset` per table for new rows, one `UPDATE … FROM` for rows the copy already held), the rows split into as many transactions as the phase had flows (a flow's application together), at the same concurrency, with `session_replication_role = replica` (no triggers, no foreign key checks). It leaves out everything but the writing: the requests, the reads, the pricing, the processor calls, the row locks and the statements one by one.",
    '"Exactly once" counts after each phase, on the phase\'s applications: every succeeded processor charge named by exactly one succeeded payment and every succeeded payment by a charge and by a ledger entry; every processor refund by exactly one succeeded refund row, and every succeeded refund row by a processor refund and by a ledger entry.',
    '',
    '| Flow | at once | flows | flows/s | p50 ms | p95 ms | p99 ms | rows written (tables) | ceiling tx/s | ceiling p50 ms | ceiling p95 ms | ceiling p99 ms | ceiling rows | charges / payments | refunds / refund rows | exactly once |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const p of run.phases) {
    const { app, ceiling, once } = p;
    lines.push(
      `| ${WRITE_FLOWS[p.kind]} | ${app.concurrency} | ${app.flows} | ${rate(app.flowsPerSecond)} | ${ms(app.flow.p50)} | ${ms(app.flow.p95)} | ${ms(app.flow.p99)} | ${p.rows} (${p.tables}) | ${rate(ceiling.perSecond)} | ${ms(ceiling.p50)} | ${ms(ceiling.p95)} | ${ms(ceiling.p99)} | ${ceiling.rows} | ${once.charges} / ${once.payments} | ${once.refunds} / ${once.refundRows} | ${exactlyOnce(once) ? 'yes' : '**no**'} |`,
    );
  }
  lines.push('', 'Per request (ms, p50 / p95 / p99):', '');
  lines.push('| Flow | at once | requests |', '|---|---:|---|');
  for (const p of run.phases) {
    const steps = p.app.steps
      .map((s) => `${s.step} ${ms(s.timing.p50)} / ${ms(s.timing.p95)} / ${ms(s.timing.p99)}`)
      .join('; ');
    lines.push(`| ${WRITE_FLOWS[p.kind]} | ${p.app.concurrency} | ${steps} |`);
  }
  lines.push('', 'Rows written per table (the phase ten at a time, each flow):', '');
  for (const p of run.phases.filter((phase) => phase.app.concurrency > 1)) {
    const tables = p.byTable.map((t) => `${t.table} ${(t.rows / p.app.flows).toFixed(1)}`).join(', ');
    lines.push(`- ${WRITE_FLOWS[p.kind]}: ${tables}.`);
  }
  lines.push('', ...jobsSection(run.jobs));
  return lines;
}

/** What a job did, from its summary: the collections' instalments, else the summary's counts. */
function did(phase: JobPhase): string {
  const s = phase.summary;
  if (phase.job === 'collections') {
    return `${s.attempted} instalments attempted (${s.paid} paid, ${s.declined} declined, ${s.nsfOpened} NSF opened, ${s.noticesSent} notices); ${rate(Number(s.attempted) / phase.seconds)} instalments/s`;
  }
  return Object.entries(s)
    .map(([key, value]) => `${key} ${Array.isArray(value) ? value.join(', ') : String(value)}`)
    .join('; ');
}

/** The jobs' part of the "Writes" section. */
function jobsSection(jobs: JobsRun): string[] {
  const lines = [
    `### The collections run (as of ${jobs.asOf}) and the month-end jobs (as of ${jobs.monthEnd})`,
    '',
    `After the flows, on the same copy with no server running, each job runs once through the product's own job list (\`jobs/app-jobs.ts\`: what the scheduler, the toolbox's "Run now" and \`npm run job\` run), as of noon in Vancouver on ${jobs.asOf}: the first day by which at least the instalments asked for fall due (the job looked at ${jobs.due} open instalments within its look-ahead of the annual plan's 7 days and attempted those whose schedule asks for an attempt by then, every attempt missed since the seed made on the run, as the job does after nights it did not run). The month-end jobs then run as of noon on ${jobs.monthEnd}, the first of the month after, and close the months ended by then. The ceiling writes the job's rows (read back by \`xmin\` as above) again into the second copy in **one** bare transaction. "Exactly once" for the collections run counts the charges and payments its own transactions wrote.`,
    '',
    '| Job | seconds | what it did | rows written (tables) | ceiling seconds (one transaction) | ÷ ceiling | charges / payments | exactly once |',
    '|---|---:|---|---:|---:|---:|---:|---|',
  ];
  for (const p of jobs.phases) {
    const ratio = p.rows > 0 && p.seconds > 0 ? (p.ceiling.seconds / p.seconds).toFixed(2) : '–';
    const once = p.once ? `${p.once.charges} / ${p.once.payments}` : '';
    const exact = p.once ? (exactlyOnce(p.once) ? 'yes' : '**no**') : '';
    lines.push(
      `| ${JOB_TITLES[p.job]} | ${p.seconds.toFixed(2)} | ${did(p)} | ${p.rows} (${p.tables}) | ${p.ceiling.seconds.toFixed(2)} | ${ratio} | ${once} | ${exact} |`,
    );
  }
  lines.push('', 'Rows written per table (each job):', '');
  for (const p of jobs.phases) {
    lines.push(
      `- ${JOB_TITLES[p.job]}: ${p.byTable.map((t) => `${t.table} ${t.rows}`).join(', ') || 'none'}.`,
    );
  }
  return lines;
}

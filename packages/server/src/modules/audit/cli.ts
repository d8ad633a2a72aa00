import { parseArgs } from 'node:util';
import { formatCad } from '@bm/domain';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { auditMoney, moneyAddsUp } from './money-audit.ts';

// `npm run audit:money [-- --no-journal]`: checks every policy's money against its ledger and the
// journal as a whole, on the database the server uses (DATABASE_URL, or the embedded one in
// DATA_DIR: stop the server first, the embedded database has one user at a time). Prints each
// finding and exits 1 when there is one (docs/decisions/0064).
const { values } = parseArgs({ options: { 'no-journal': { type: 'boolean', default: false } } });
const config = loadConfig();
const database = await openDatabase(config);
await database.migrate();
const started = Date.now();
const report = await auditMoney(database.db, {
  journal: !values['no-journal'],
  onProgress: (done) => process.stdout.write(`\rAudited ${done.toLocaleString('en-CA')} policies…`),
});
const show = (value: number | string) => (typeof value === 'number' ? formatCad(value) : value);
process.stdout.write('\n');
for (const finding of report.findings)
  console.log(
    `${finding.policyNumber ?? finding.applicationId}: ${finding.check}: expected ${show(finding.expected)}, found ${show(finding.actual)}`,
  );
const { journal } = report;
if (journal.journaled !== null) console.log(`Journaled ${journal.journaled} pending sources first.`);
if (journal.pendingSources > 0)
  console.log(`${journal.pendingSources} sources not yet journaled: the receivable was not checked.`);
if (journal.unbalancedEntries > 0)
  console.log(`${journal.unbalancedEntries} journal entries do not balance.`);
if (journal.suspense !== 0) console.log(`The journal holds ${formatCad(journal.suspense)} in suspense.`);
const ok = moneyAddsUp(report);
console.log(
  `${report.policies.toLocaleString('en-CA')} policies with money audited in ${((Date.now() - started) / 1000).toFixed(1)} s: ${
    ok ? 'everything adds up.' : `${report.findings.length} findings.`
  }`,
);
await database.close();
process.exit(ok ? 0 : 1);

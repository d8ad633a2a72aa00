// Fails when db/schema.ts has changes that no migration captures (drizzle-kit would generate a new one).
import { execSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const migrations = path.join(root, 'packages/server/src/db/migrations');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'drift-'));
const out = path.join(tmp, 'migrations');
cpSync(migrations, out, { recursive: true });
const config = path.join(tmp, 'drizzle.config.mjs');
writeFileSync(
  config,
  `export default { dialect: 'postgresql', schema: ${JSON.stringify(path.join(root, 'packages/server/src/db/schema.ts'))}, out: ${JSON.stringify(out)} };\n`,
);
const before = readdirSync(out).length;
execSync(`npx drizzle-kit generate --config ${config} --name drift`, { cwd: root, stdio: 'pipe' });
const after = readdirSync(out).length;
if (after !== before) {
  console.error('Schema drift: db/schema.ts has changes without a migration. Run `npm run db:generate`.');
  process.exit(1);
}
console.log('Schema and migrations agree.');

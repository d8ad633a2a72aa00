// `npm run openapi:lint`: builds the app in this process, writes the OpenAPI document that /api/docs
// serves to a file and lints it with Redocly (redocly.yaml: the recommended rules, warnings failing
// as errors). `npm run openapi:lint -- --out openapi.json` keeps the document. Exits 1 on a problem.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../packages/server/src/app.ts';
import { loadConfig } from '../packages/server/src/config.ts';
import { openPglite } from '../packages/server/src/db/client.ts';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { out: { type: 'string' } } });
const work = mkdtempSync(path.join(tmpdir(), 'bm-openapi-'));
const file = values.out ? path.resolve(values.out) : path.join(work, 'openapi.json');

// The document comes from the routes alone: an empty in-memory database is enough to build the app.
const database = await openPglite(null);
const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  WEB_DIST: path.join(work, 'no-web-app'),
  STORAGE_DIR: path.join(work, 'files'),
  ...(process.env.PUBLIC_URL ? { PUBLIC_URL: process.env.PUBLIC_URL } : {}),
} as NodeJS.ProcessEnv);
const app = await buildApp({ config, database, logger: false });
await app.ready();
writeFileSync(file, `${JSON.stringify(app.swagger(), null, 2)}\n`);
await app.close();
await database.close();

const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
const lint = spawnSync(process.execPath, [cli, 'lint', file, '--config', path.join(root, 'redocly.yaml')], {
  stdio: 'inherit',
  env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
});
if (values.out) console.log(`OpenAPI document: ${file}`);
rmSync(work, { recursive: true, force: true });
process.exit(lint.status ?? 1);

// Proves each lint zone fires (docs/decisions/0024-lint-zones.md), and the server's walls
// (docs/decisions/0072-server-module-walls.md): ESLint runs on eslint-fixtures/ with the zones built
// for that folder; every file that breaks a zone must be reported by the expected rule, and every
// file that keeps to the zones must pass.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const fixtures = fileURLToPath(new URL('../eslint-fixtures/', import.meta.url));
const names = 'no-restricted-imports';
const paths = 'import-x/no-restricted-paths';
const dynamic = 'no-restricted-syntax';
const cycle = 'import-x/no-cycle';
const long = 'max-lines';

/** Each fixture and the rules that must report it ([] = it keeps to the zones). */
const expected: Record<string, string[]> = {
  'packages/domain/src/index.ts': [],
  'packages/domain/src/money.ts': [],
  'packages/domain/src/money.test.ts': [],
  'packages/domain/src/rounding.ts': [],
  'packages/domain/src/imports-fastify.ts': [names],
  'packages/domain/src/imports-node-fs.ts': [names],
  'packages/domain/src/imports-react-type.ts': [names],
  'packages/domain/src/imports-vitest-outside-a-test.ts': [names],
  'packages/domain/src/imports-dynamically.ts': [dynamic],
  'packages/domain/src/imports-contracts-by-name.ts': [names],
  'packages/domain/src/imports-contracts-by-path.ts': [paths],
  'packages/domain/src/imports-server-by-path.ts': [paths],

  'packages/contracts/src/common.ts': [],
  'packages/contracts/src/quote.ts': [],
  'packages/contracts/src/imports-react.ts': [names],
  'packages/contracts/src/imports-domain-by-path.ts': [paths],
  'packages/contracts/src/imports-server-by-name.ts': [names],

  'packages/server/src/app.ts': [],
  'packages/server/src/imports-web-by-path.ts': [paths],
  'packages/server/src/imports-web-by-name.ts': [names],
  'packages/server/src/imports-e2e.ts': [paths],
  'packages/server/src/modules/quotes/index.ts': [],
  'packages/server/src/modules/quotes/service.ts': [],
  'packages/server/src/modules/quotes/repository.ts': [],
  'packages/server/src/modules/billing/index.ts': [],
  'packages/server/src/modules/billing/charge.ts': [],
  'packages/server/src/modules/billing/reaches-inside-quotes.ts': [paths],
  'packages/server/src/jobs/bill-quotes.ts': [],
  'packages/server/src/jobs/reaches-inside-a-module.ts': [paths],
  'packages/server/test/quotes.test.ts': [],
  'packages/server/src/fixtures/circle-a.ts': [cycle],
  'packages/server/src/fixtures/circle-b.ts': [cycle],
  'packages/server/src/lib/too-long.ts': [long],
  'packages/server/src/lib/long-with-comments.ts': [],

  'packages/web/src/lib/api-client.ts': [],
  'packages/web/src/components/submit-button.tsx': [],
  'packages/web/src/features/crm/api/get-record.ts': [],
  'packages/web/src/features/crm/components/record/record-panel.tsx': [],
  'packages/web/src/features/quotes/api/get-quote.ts': [],
  'packages/web/src/features/quotes/components/imports-crm.tsx': [paths],
  'packages/web/src/features/quotes/api/reaches-crm-the-long-way.ts': [paths],
  'packages/web/src/features/quotes/api/imports-crm-by-alias.ts': [paths],
  'packages/web/src/features/quotes/api/imports-server-by-path.ts': [paths],
  'packages/web/src/features/quotes/api/imports-server-by-name.ts': [names],
  'packages/web/src/imports-e2e.ts': [paths],
  'packages/web/src/components/imports-a-feature.tsx': [paths],
  'packages/web/src/lib/imports-a-feature.ts': [paths],

  'e2e/helpers.ts': [],
};

const fixtureFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? fixtureFiles(path.join(dir, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [path.relative(fixtures, path.join(dir, entry.name)).split(path.sep).join('/')]
        : [],
  );

describe('lint zones', () => {
  let reports: Map<string, ESLint.LintResult>;

  beforeAll(async () => {
    const eslint = new ESLint({ cwd: fixtures, overrideConfigFile: path.join(fixtures, 'eslint.config.js') });
    const results = await eslint.lintFiles(['.']);
    reports = new Map(
      results.map((result) => [path.relative(fixtures, result.filePath).split(path.sep).join('/'), result]),
    );
  }, 60_000);

  it('has an expectation for every fixture', () => {
    expect(fixtureFiles(fixtures).sort()).toEqual(Object.keys(expected).sort());
  });

  it.each(Object.entries(expected))('%s → %j', (file, rules) => {
    const report = reports.get(file);
    expect(report, `${file} was not linted`).toBeDefined();
    const messages = report?.messages ?? [];
    const problems = messages.map((message) => `${message.ruleId ?? 'fatal'}: ${message.message}`);
    expect(
      [...new Set(messages.map((message) => message.ruleId ?? 'fatal'))].sort(),
      problems.join('\n'),
    ).toEqual(rules);
    // Each zone's report points to its decision record (0024, or 0072 for the server's walls), so
    // whoever meets it knows why; the circle and length rules speak for themselves.
    for (const message of messages) {
      if (message.ruleId === cycle || message.ruleId === long) continue;
      expect(message.message).toMatch(/docs\/decisions\/(0024-lint-zones|0072-server-module-walls)\.md/);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { defaultCorrespondenceLocale } from '@bm/domain';
import type { Database } from '../src/db/client.ts';
import { migrateUpTo } from './helpers/migrations.ts';
import { openTestDatabase } from './helpers/test-app.ts';

/**
 * Migration 0032 gives the applications written before it their language of correspondence by
 * their province (decision 0079, "Whose language"): French for a Quebec address, English elsewhere
 * and without one, none of them chosen by a user. Rows are written as of migration 0031, then the
 * upgrade runs.
 */
let database: Database;
let drop: () => Promise<void>;

/** Each old row's province and the language it must get. */
const rows: Record<string, [province: string | null, language: 'fr-CA' | 'en-CA']> = {
  '00000000-0000-4000-8000-000000000321': ['QC', 'fr-CA'],
  '00000000-0000-4000-8000-000000000322': [' qc ', 'fr-CA'],
  '00000000-0000-4000-8000-000000000323': ['ON', 'en-CA'],
  '00000000-0000-4000-8000-000000000324': ['NB', 'en-CA'],
  '00000000-0000-4000-8000-000000000325': [null, 'en-CA'],
};

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase('unmigrated'));
  await migrateUpTo(database, '0031_user_language');
  const brokerage = '00000000-0000-4000-8000-000000000320';
  await database.db.execute(
    sql`insert into brokerages (id, code, name) values (${brokerage}, 'OLD', 'Old Brokerage')`,
  );
  await database.db.execute(sql`
    insert into products (id, name, insurer_id, line_of_business, application_path)
    values ('old-tenants', 'Old Tenants', 'old-insurer', 'Tenants', '/apply/old-tenants')`);
  for (const [id, [province]] of Object.entries(rows))
    await database.db.execute(sql`
      insert into applications (id, status, product_id, product_name, brokerage_id, brokerage_name, province)
      values (${id}, 'Bound', 'old-tenants', 'Old Tenants', ${brokerage}, 'Old Brokerage', ${province})`);
  await database.migrate();
}, 60_000);
afterAll(() => drop?.());

describe('migration 0032 (language of correspondence)', () => {
  it('gives French to a Quebec address and English elsewhere, as nobody’s choice', async () => {
    const { rows: migrated } = (await database.db.execute(sql`
      select id, correspondence_language, correspondence_language_chosen from applications`)) as unknown as {
      rows: { id: string; correspondence_language: string; correspondence_language_chosen: boolean }[];
    };
    const byId = Object.fromEntries(migrated.map((row) => [row.id, row]));
    expect(Object.keys(byId).sort()).toEqual(Object.keys(rows).sort());
    for (const [id, [province, language]] of Object.entries(rows)) {
      expect(byId[id], `province ${province}`).toEqual({
        id,
        correspondence_language: language,
        correspondence_language_chosen: false,
      });
      // The same rule as new records get (domain defaultCorrespondenceLocale).
      expect(language).toBe(defaultCorrespondenceLocale(province));
    }
  });
});

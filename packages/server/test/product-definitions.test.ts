import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Application,
  ApplicationDefinition,
  ApplicationSaveResponse,
  ProductDetail,
} from '@bm/contracts';
import { PRODUCT_DEFINITIONS } from '@bm/domain';
import { eq } from 'drizzle-orm';
import { applications, products, productVersions } from '../src/db/schema.ts';
import { productVersionId, publishedVersion } from '../src/modules/products/index.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// Published definitions are kept in memory by version id; which version is current is read from
// the products row every time (docs/decisions/0097-published-definitions-cached-by-version.md).

let t: TestApp;
let broker = '';
const code = PRODUCT_DEFINITIONS.tenants!;
const codeVersionId = productVersionId('tenants', code.version);

beforeAll(async () => {
  t = await createTestApp();
  broker = await sessionCookie(t.db, 'broker');
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: broker } });
const firstTitle = async (url: string) =>
  ((await get(url)).json() as ProductDetail | ApplicationDefinition).definition.pages[0]!.title;

/** Publishes a version as an administrator in any process would: a new row, then current_version_id. */
async function publish(version: string, title: string): Promise<string> {
  const definition = {
    ...code,
    version,
    pages: code.pages.map((p, i) => (i === 0 ? { ...p, title } : p)),
  };
  const [row] = await t.db
    .insert(productVersions)
    .values({ productId: 'tenants', version, definition, publishedAt: new Date() })
    .returning();
  await makeCurrent(row!.id);
  return row!.id;
}
const makeCurrent = (versionId: string) =>
  t.db.update(products).set({ currentVersionId: versionId }).where(eq(products.id, 'tenants'));

async function saveNew(): Promise<Application> {
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/applications/${crypto.randomUUID()}`,
    headers: { cookie: broker },
    payload: { productId: 'tenants', currentPage: 0, form: {}, productVersionSeen: null },
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as ApplicationSaveResponse).application;
}

describe('the current definition after a publish', () => {
  it('is served at once, though the previous one was read (and kept) just before', async () => {
    const pinned = await saveNew();
    expect(pinned.productVersionId).toBe(codeVersionId);
    const legacy = await saveNew();
    // A record from before versions were pinned follows the product's current version.
    await t.db
      .update(applications)
      .set({ productVersionId: null })
      .where(eq(applications.id, legacy.applicationId));
    expect(await firstTitle('/api/products/tenants')).toBe(code.pages[0]!.title);
    expect(await firstTitle(`/api/applications/${legacy.applicationId}/definition`)).toBe(
      code.pages[0]!.title,
    );

    const newer = await publish('9.1', 'Renamed first page');
    try {
      expect(await firstTitle('/api/products/tenants')).toBe('Renamed first page');
      expect(await firstTitle(`/api/applications/${legacy.applicationId}/definition`)).toBe(
        'Renamed first page',
      );
      const started = await saveNew();
      expect(started.productVersionId).toBe(newer);
      expect(await firstTitle(`/api/applications/${started.applicationId}/definition`)).toBe(
        'Renamed first page',
      );

      // The record started before the publish keeps its version, saved and quoted again.
      expect(await firstTitle(`/api/applications/${pinned.applicationId}/definition`)).toBe(
        code.pages[0]!.title,
      );
      const resaved = await t.app.inject({
        method: 'PUT',
        url: `/api/applications/${pinned.applicationId}`,
        headers: { cookie: broker },
        payload: { productId: 'tenants', currentPage: 0, form: {}, productVersionSeen: code.version },
      });
      expect((resaved.json() as ApplicationSaveResponse).application.productVersionId).toBe(codeVersionId);
      const quoted = await t.app.inject({
        method: 'POST',
        url: `/api/applications/${pinned.applicationId}/quote`,
        headers: { cookie: broker },
      });
      expect(quoted.statusCode).toBe(200);

      // Going back to a version already kept is seen at once too.
      await makeCurrent(codeVersionId);
      expect(await firstTitle('/api/products/tenants')).toBe(code.pages[0]!.title);
      expect((await saveNew()).productVersionId).toBe(codeVersionId);
    } finally {
      await makeCurrent(codeVersionId);
    }
  });
});

describe('publishedVersion', () => {
  it('reads a version row once: a second read is served from memory, frozen', async () => {
    const id = await publish('9.2', 'Kept title');
    await makeCurrent(codeVersionId);
    const first = await publishedVersion(t.db, id);
    expect(first?.definition.pages[0]!.title).toBe('Kept title');
    // Published rows are never written again; this write only shows the second read skips the row.
    const [row] = await t.db.select().from(productVersions).where(eq(productVersions.id, id));
    const changed = row!.definition as typeof code;
    await t.db
      .update(productVersions)
      .set({ definition: { ...changed, pages: [{ ...changed.pages[0]!, title: 'Written over' }] } })
      .where(eq(productVersions.id, id));
    const second = await publishedVersion(t.db, id);
    expect(second).toBe(first);
    expect(second?.definition.pages[0]!.title).toBe('Kept title');
    expect(Object.isFrozen(second!.definition.pages[0])).toBe(true);
  });

  it('does not remember an unknown id: a version published after a miss is found', async () => {
    const id = crypto.randomUUID();
    expect(await publishedVersion(t.db, id)).toBeNull();
    await t.db
      .insert(productVersions)
      .values({ id, productId: 'tenants', version: '9.3', definition: code, publishedAt: new Date() });
    expect((await publishedVersion(t.db, id))?.version).toBe('9.3');
  });
});

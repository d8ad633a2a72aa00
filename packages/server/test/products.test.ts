import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Application,
  ApplicationDefinition,
  ProductDetail,
  ProductListResponse,
  ProductSummary,
} from '@bm/contracts';
import { CATALOGUE, PRODUCT_DEFINITIONS } from '@bm/domain';
import { eq } from 'drizzle-orm';
import { products, productVersions } from '../src/db/schema.ts';
import { syncProductCatalogue } from '../src/modules/products/sync.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let broker = '';

beforeAll(async () => {
  t = await createTestApp();
  broker = await sessionCookie(t.db, 'broker');
});
afterAll(() => t?.close());

async function allPages(query = ''): Promise<{ items: ProductSummary[]; pages: number }> {
  const items: ProductSummary[] = [];
  let token: string | null = null;
  let pages = 0;
  do {
    const url: string = `/api/products?limit=5${query}${token ? `&nextToken=${encodeURIComponent(token)}` : ''}`;
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    const body = response.json() as ProductListResponse;
    items.push(...body.items);
    token = body.nextToken;
    pages += 1;
  } while (token);
  return { items, pages };
}

describe('GET /api/products', () => {
  it('pages through the whole catalogue with nextToken, signed out too', async () => {
    const { items, pages } = await allPages();
    expect(pages).toBe(Math.ceil(CATALOGUE.length / 5));
    expect(items.map((p) => p.productId).sort()).toEqual(CATALOGUE.map((c) => c.productId).sort());
    const tenants = items.find((p) => p.productId === 'tenants')!;
    expect(tenants).toMatchObject({
      name: 'Tenants Insurance',
      applicationPath: 'tenants',
      insurerName: 'Laurentian General Insurance',
      version: PRODUCT_DEFINITIONS.tenants!.version,
      enabled: true,
    });
  });

  it("filters to one insurer's products", async () => {
    const { items } = await allPages('&insurerId=prairie-specialty');
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((p) => p.insurerId === 'prairie-specialty')).toBe(true);
  });

  it('refuses a forged nextToken with a message', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/products?nextToken=%%%' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('nextToken is not valid');
  });
});

describe('GET /api/products/{productId}', () => {
  it('answers the current definition with its pages to a signed-in user', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/products/tenants',
      headers: { cookie: broker },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as ProductDetail;
    expect(body.definition.productId).toBe('tenants');
    expect(body.definition.pages.length).toBeGreaterThan(1);
    expect(body.definition.pages.map((p) => p.title)).toEqual(
      PRODUCT_DEFINITIONS.tenants!.pages.map((p) => p.title),
    );
  });

  it('answers 401 signed out and 404 for an unknown product', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/products/tenants' })).statusCode).toBe(401);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/products/nope',
      headers: { cookie: broker },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Product not found' });
  });
});

describe('syncProductCatalogue', () => {
  it('is idempotent: a second run adds no versions', async () => {
    const before = await t.db.select().from(productVersions);
    await syncProductCatalogue(t.db);
    const after = await t.db.select().from(productVersions);
    expect(after.length).toBe(before.length);
    expect(after.length).toBe(Object.keys(PRODUCT_DEFINITIONS).length);
  });
});

describe('GET /api/applications/{id}/definition', () => {
  it('answers the version the record was started on, after a newer one is published', async () => {
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: { cookie: broker },
      payload: { productId: 'tenants' },
    });
    expect(started.statusCode).toBe(201);
    const record = started.json() as Application;

    const code = PRODUCT_DEFINITIONS.tenants!;
    const renamed = {
      ...code,
      version: '9.0',
      pages: code.pages.map((p, i) => (i === 0 ? { ...p, title: 'Renamed first page' } : p)),
    };
    const [newer] = await t.db
      .insert(productVersions)
      .values({ productId: 'tenants', version: '9.0', definition: renamed, publishedAt: new Date() })
      .returning();
    await t.db.update(products).set({ currentVersionId: newer!.id }).where(eq(products.id, 'tenants'));
    try {
      const current = await t.app.inject({
        method: 'GET',
        url: '/api/products/tenants',
        headers: { cookie: broker },
      });
      expect((current.json() as ProductDetail).definition.pages[0]!.title).toBe('Renamed first page');

      const response = await t.app.inject({
        method: 'GET',
        url: `/api/applications/${record.applicationId}/definition`,
        headers: { cookie: broker },
      });
      expect(response.statusCode).toBe(200);
      const pinned = response.json() as ApplicationDefinition;
      expect(pinned.versionId).toBe(record.productVersionId);
      expect(pinned.definition.version).toBe(code.version);
      expect(pinned.definition.pages[0]!.title).toBe(code.pages[0]!.title);
    } finally {
      await t.db
        .update(products)
        .set({ currentVersionId: record.productVersionId })
        .where(eq(products.id, 'tenants'));
      await t.db.delete(productVersions).where(eq(productVersions.id, newer!.id));
    }
  });

  it('answers 403 to a broker of another brokerage and 404 for an unknown record', async () => {
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: { cookie: broker },
      payload: { productId: 'tenants' },
    });
    const { applicationId } = started.json() as Application;
    const other = await sessionCookie(t.db, 'broker2');
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/applications/${applicationId}/definition`,
      headers: { cookie: other },
    });
    expect(foreign.statusCode).toBe(403);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/applications/00000000-0000-4000-8000-00000000abcd/definition',
      headers: { cookie: broker },
    });
    expect(missing.statusCode).toBe(404);
  });
});

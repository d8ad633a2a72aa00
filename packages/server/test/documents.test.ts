import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildQuote, formatCad, type Quote } from '@bm/domain';
import { applications, documents, policyTransactions } from '../src/db/schema.ts';
import { BROKERAGE_IDS, DEMO_USERS } from '../src/db/seed-data.ts';
import { S3Client } from '@aws-sdk/client-s3';
import {
  createLocalDiskStorage,
  createS3Storage,
  InvalidStorageKeyError,
} from '../src/integrations/storage/index.ts';
import { generatePolicyDocuments } from '../src/modules/documents/generate.ts';
import type { DocumentRow } from '../src/modules/documents/repository.ts';
import { SEEDED } from './helpers/seeded.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let clock = new Date();
let rows: DocumentRow[] = [];
const cookies = { broker: '', broker2: '', admin: '' };

const policy = SEEDED.find(
  (a) =>
    a.brokerageId === BROKERAGE_IDS.maple &&
    a.status === 'bound' &&
    a.policyNumber &&
    a.productId === 'contractors',
)!;
const policyNumber = policy.policyNumber!;
// 21:30 on 9 March in Vancouver, already 10 March in UTC: the key takes the Vancouver day.
const boundAt = new Date('2026-03-10T05:30:00Z');
const quote: Quote = buildQuote({
  productId: policy.productId,
  productVersion: '1.0.0',
  province: 'ON',
  rated: {
    priced: true,
    premiums: [
      { key: 'liabilityPremium', label: 'Commercial general liability', amount: 1_234_00 },
      { key: 'equipmentFloaterPremium', label: 'Contractors equipment floater', amount: 250_00 },
    ],
    unpricedReasons: [],
  },
});

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

async function pdfText(bytes: Uint8Array): Promise<{ text: string; pages: number }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str);
  }
  return { text: parts.join(' '), pages: pdf.numPages };
}

async function linkFor(key: string, cookie: string) {
  const response = await get(`/api/documents/${key.split('/').map(encodeURIComponent).join('/')}`, cookie);
  expect(response.statusCode).toBe(200);
  return response.json() as { url: string; expiresAt: string };
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  for (const key of Object.keys(cookies) as (keyof typeof cookies)[]) {
    cookies[key] = await sessionCookie(t.db, key);
  }
  await t.db
    .update(applications)
    .set({
      quote,
      paymentPeriod: 'monthly',
      premiumsSum: quote.premiumsSum,
      totalPremium: quote.total.monthly,
      form: {
        ...(policy.form as Record<string, unknown>),
        operations: 'General Contracting,Renovations',
        'liability-limit': 2_000_000,
      },
    })
    .where(eq(applications.id, policy.id!));
  rows = await generatePolicyDocuments(t.db, t.app.storage, {
    applicationId: policy.id!,
    userId: DEMO_USERS.broker.id,
    boundAt,
  });
});
afterAll(() => t?.close());

describe('generatePolicyDocuments', () => {
  it('stores the declarations and the wording under the spec path key', () => {
    expect(rows.map((r) => r.key)).toEqual([
      `${policyNumber}/20260309/Declarations-${policyNumber}.pdf`,
      `${policyNumber}/20260309/Policy-Wording-${policyNumber}.pdf`,
    ]);
    expect(rows.map((r) => r.kind)).toEqual(['declarations', 'policy-wording']);
    for (const row of rows) {
      expect(row).toMatchObject({
        applicationId: policy.id,
        contentType: 'application/pdf',
        storage: 'local',
      });
      expect(row.createdBy).toBe(DEMO_USERS.broker.id);
      expect(row.sizeBytes).toBeGreaterThan(1000);
    }
  });

  it('writes declarations that name the policy, the insured and the total in CAD', async () => {
    const bytes = (await t.app.storage.get(rows[0]!.key))!;
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(rows[0]!.sha256);
    const { text } = await pdfText(bytes);
    expect(text).toContain(policyNumber);
    expect(text).toContain(policy.insuredName!);
    expect(text).toContain(formatCad(quote.total.monthly));
    expect(text).toContain(formatCad(quote.premiumsSum));
    expect(text).toContain('Commercial general liability');
    expect(text).toContain('Maple Leaf Brokers');
    expect(text).toContain('Monthly');
    // The schedule: 12 payments, the first at bind.
    expect(text).toContain(formatCad(quote.schedule.monthly[1]!.amount));
    expect(text).toContain('General Contracting, Renovations');
    // Under its question heading (from the product definition when it has one).
    expect(text).toMatch(/Liability limit[^$]*\$2,000,000/);
  });

  it('writes a multi-page wording with the return of premium condition', async () => {
    const { text, pages } = await pdfText((await t.app.storage.get(rows[1]!.key))!);
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain(policyNumber);
    // Was 'Fully earned premium (100% minimum premium)': no premium returned, which the
    // cancellation rules the product applies contradict (short rate, pro rata, flat return some).
    expect(text).toContain('Return of premium on cancellation');
    expect(text).not.toContain('no premium is returned');
    expect(text).toContain('Contractors provisions');
    for (const part of ['Insuring agreements', 'Definitions', 'Exclusions', 'Conditions'])
      expect(text).toContain(part);
  });

  it('reads the older quote summaries of the demo seed too, and keys by application id without a policy number', async () => {
    const seeded = SEEDED.find(
      (a) => a.id !== policy.id && a.status === 'bound' && a.paymentPeriod === 'instalment' && a.quote,
    )!;
    await t.db.update(applications).set({ policyNumber: null }).where(eq(applications.id, seeded.id!));
    const [declarations] = await generatePolicyDocuments(t.db, t.app.storage, {
      applicationId: seeded.id!,
      userId: null,
      boundAt: seeded.boundDate!,
    });
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Vancouver' })
      .format(seeded.boundDate!)
      .replaceAll('-', '');
    expect(declarations!.key).toBe(`${seeded.id}/${day}/Declarations-${seeded.id}.pdf`);
    const { text } = await pdfText((await t.app.storage.get(declarations!.key))!);
    expect(text).toContain(seeded.insuredName!);
    expect(text).toContain(formatCad(seeded.totalPremium!));
    expect(text).toContain('Payment schedule');
  });

  it('says what the cancellation rules return, as the product computes them', async () => {
    const { text } = await pdfText((await t.app.storage.get(rows[0]!.key))!);
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).not.toContain('no premium is returned');
    for (const rule of [
      'at the short rate',
      'pro rata',
      'minimum retained premium (MRP)',
      'A flat cancellation',
    ])
      expect(flat).toContain(rule);
  });

  it('names the latest endorsement as the transaction, no longer New Business', async () => {
    const before = await pdfText((await t.app.storage.get(rows[0]!.key))!);
    expect(before.text).toMatch(/Transaction\s+(New Business|Renewal)/);
    await t.db.insert(policyTransactions).values({
      applicationId: policy.id!,
      type: 'Endorsement',
      userId: DEMO_USERS.admin.id,
      effectiveDate: new Date('2026-06-15T07:01:00Z'),
      reason: 'Change of Mailing Address',
      createdAt: new Date('2026-06-10T17:00:00Z'),
    });
    // The documents are issued again after the change; the later tests read these rows.
    rows = await generatePolicyDocuments(t.db, t.app.storage, {
      applicationId: policy.id!,
      userId: DEMO_USERS.broker.id,
      boundAt,
    });
    const { text } = await pdfText((await t.app.storage.get(rows[0]!.key))!);
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Transaction Endorsement effective 2026-06-15 (Change of Mailing Address)');
    expect(flat).not.toMatch(/Transaction (New Business|Renewal)/);
  });

  it('replaces the rows of the same keys when documents are generated again', async () => {
    const again = await generatePolicyDocuments(t.db, t.app.storage, {
      applicationId: policy.id!,
      userId: DEMO_USERS.admin.id,
      boundAt,
    });
    expect(again.map((r) => r.id)).toEqual(rows.map((r) => r.id));
    const stored = await t.db.select().from(documents).where(eq(documents.applicationId, policy.id!));
    expect(stored).toHaveLength(2);
    expect(stored.every((r) => r.createdBy === DEMO_USERS.admin.id)).toBe(true);
  });
});

describe('GET /api/applications/{id}/documents', () => {
  it("lists a record's documents with their sizes", async () => {
    const response = await get(`/api/applications/${policy.id}/documents`, cookies.broker);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(
      rows.map((r) => ({ Key: r.key, Name: r.name, LastModified: expect.any(String), Size: r.sizeBytes })),
    );
    for (const item of response.json() as { LastModified: string }[]) {
      expect(new Date(item.LastModified).toISOString()).toBe(item.LastModified);
    }
  });

  it("answers 403 to a broker of another brokerage, 404 and 401 like the record's route", async () => {
    const other = await get(`/api/applications/${policy.id}/documents`, cookies.broker2);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ message: 'You do not have access to this record.' });
    const unknown = await get(
      '/api/applications/00000000-0000-4000-a000-0000000fffff/documents',
      cookies.admin,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Application not found' });
    expect((await get(`/api/applications/${policy.id}/documents`)).statusCode).toBe(401);
  });
});

describe('document download links', () => {
  it('gives the viewer a short-lived link that downloads the PDF', async () => {
    const link = await linkFor(rows[0]!.key, cookies.broker);
    expect(link.url).toMatch(/^\/api\/files\/[\w-]+\.[\w-]+$/);
    expect(new Date(link.expiresAt).getTime() - clock.getTime()).toBeLessThanOrEqual(300_000);
    expect(new Date(link.expiresAt).getTime() - clock.getTime()).toBeGreaterThan(299_000);
    const file = await get(link.url, cookies.broker);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain(
      `attachment; filename="Declarations-${policyNumber}.pdf"`,
    );
    expect(createHash('sha256').update(file.rawPayload).digest('hex')).toBe(rows[0]!.sha256);
  });

  it('takes the key with its slashes URL-encoded too', async () => {
    const response = await get(`/api/documents/${encodeURIComponent(rows[1]!.key)}`, cookies.admin);
    expect(response.statusCode).toBe(200);
    expect((await get(response.json().url, cookies.admin)).statusCode).toBe(200);
  });

  it("refuses a link to other brokerages' brokers and unknown keys", async () => {
    const other = await get(`/api/documents/${rows[0]!.key}`, cookies.broker2);
    expect(other.statusCode).toBe(403);
    const unknown = await get(`/api/documents/${policyNumber}/20260309/Nothing.pdf`, cookies.admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Document not found' });
    expect((await get(`/api/documents/${rows[0]!.key}`)).statusCode).toBe(401);
  });

  it('does not work for another signed-in user, signed out, or altered', async () => {
    const { url } = await linkFor(rows[0]!.key, cookies.broker);
    const leaked = await get(url, cookies.admin);
    expect(leaked.statusCode).toBe(403);
    expect(leaked.json()).toEqual({ message: 'This download link was issued to another user.' });
    expect((await get(url)).statusCode).toBe(401);
    const [payload, mac] = url.slice('/api/files/'.length).split('.');
    const forged = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload!, 'base64url').toString()),
        u: DEMO_USERS.admin.id,
      }),
    ).toString('base64url');
    const altered = await get(`/api/files/${forged}.${mac}`, cookies.admin);
    expect(altered.statusCode).toBe(403);
    expect(altered.json()).toEqual({ message: 'This download link is not valid.' });
  });

  it('stops working when it expires', async () => {
    const { url, expiresAt } = await linkFor(rows[0]!.key, cookies.broker);
    const issuedAt = clock;
    try {
      clock = new Date(new Date(expiresAt).getTime() - 1000);
      expect((await get(url, cookies.broker)).statusCode).toBe(200);
      clock = new Date(expiresAt);
      const expired = await get(url, cookies.broker);
      expect(expired.statusCode).toBe(410);
      expect(expired.json()).toEqual({
        message: 'This download link has expired. Please request a new one.',
      });
    } finally {
      clock = issuedAt;
    }
  });
});

describe('OpenAPI', () => {
  it('documents the three routes', async () => {
    const response = await get('/api/docs');
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths as Record<string, unknown>);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/applications/{applicationId}/documents',
        expect.stringMatching(/^\/api\/documents\//),
        expect.stringMatching(/^\/api\/files\//),
      ]),
    );
  });
});

describe('local disk storage', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'bm-storage-'));
  const storage = createLocalDiskStorage(root);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('stores, reads and deletes files by key', async () => {
    const bytes = new TextEncoder().encode('hello');
    expect(await storage.put('a/b/hello.txt', bytes, 'text/plain')).toEqual({
      size: 5,
      sha256: createHash('sha256').update('hello').digest('hex'),
    });
    expect(Buffer.from((await storage.get('a/b/hello.txt'))!).toString()).toBe('hello');
    await storage.delete('a/b/hello.txt');
    expect(await storage.get('a/b/hello.txt')).toBeNull();
    expect(await storage.signedUrl('a/b/hello.txt', 60, 'hello.txt')).toBeNull();
  });

  it("refuses keys that could leave its folder ('..', absolute, backslashes, empty parts)", async () => {
    for (const key of [
      '..',
      '../escape.txt',
      'a/../../escape.txt',
      '/etc/passwd',
      'a\\..\\b',
      'a//b',
      'a/./b',
      '',
    ]) {
      await expect(storage.put(key, new Uint8Array([1]), 'text/plain')).rejects.toBeInstanceOf(
        InvalidStorageKeyError,
      );
      await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    }
  });
});

describe('S3 storage', () => {
  // Presigning is local computation: no bucket or network needed. (The SDK's notice that its 2027
  // releases need Node 22 is not this test's business.)
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const client = new S3Client({
    region: 'ca-central-1',
    credentials: { accessKeyId: 'AKIAEXAMPLEEXAMPLE00', secretAccessKey: 'example-secret-key' },
  });
  const storage = createS3Storage({ bucket: 'bm-documents', region: 'ca-central-1', client });

  it('presigns a GET that expires and names the download as an attachment', async () => {
    const url = new URL(
      (await storage.signedUrl('CON-1/20260309/Declarations-CON-1.pdf', 300, 'Declarations-CON-1.pdf'))!,
    );
    expect(url.hostname).toBe('bm-documents.s3.ca-central-1.amazonaws.com');
    expect(url.pathname).toBe('/CON-1/20260309/Declarations-CON-1.pdf');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(url.searchParams.get('response-content-disposition')).toBe(
      `attachment; filename="Declarations-CON-1.pdf"; filename*=UTF-8''Declarations-CON-1.pdf`,
    );
  });

  it('refuses the same keys as local storage', async () => {
    await expect(storage.signedUrl('a/../b', 60, 'b')).rejects.toBeInstanceOf(InvalidStorageKeyError);
  });
});

import { eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentList, EmailDocumentsResponse } from '@bm/contracts';
import { documentJobs, documents } from '../src/db/schema.ts';
import { BROKERAGE_IDS } from '../src/db/seed-data.ts';
import type { FileStorage } from '../src/integrations/storage/index.ts';
import { SEEDED, type SeededApplication } from './helpers/seeded.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * Issue 12 item 5: the demo seed binds policies without documents; their declarations and wording
 * are rendered, as a bind renders them, the first time the record's documents are read
 * (docs/decisions/0022).
 */
let t: TestApp;
const cookies = { broker: '', broker2: '', admin: '' };

const inMaple = (status: string) =>
  SEEDED.filter(
    (a) => a.brokerageId === BROKERAGE_IDS.maple && a.status === status && a.policyNumber && a.boundDate,
  );
const [bound, boundTwice, boundFailing, boundForeign] = inMaple('bound');
const cancelled = inMaple('cancelled')[0]!;
const lapsed = SEEDED.find((a) => a.status === 'lapsed' && a.policyNumber && a.boundDate)!;
const quoted = SEEDED.find((a) => a.brokerageId === BROKERAGE_IDS.maple && a.status === 'quoted')!;

/** Counts the files written under each policy number (the storage itself is the real local one). */
const written = new Map<string, number>();

beforeAll(async () => {
  t = await createTestApp();
  for (const key of Object.keys(cookies) as (keyof typeof cookies)[])
    cookies[key] = await sessionCookie(t.db, key);
  const storage = t.app.storage as { put: FileStorage['put'] };
  const put = storage.put.bind(storage);
  storage.put = (key, bytes, contentType) => {
    const reference = key.split('/')[0]!;
    written.set(reference, (written.get(reference) ?? 0) + 1);
    return put(key, bytes, contentType);
  };
});
afterAll(() => t?.close());

const get = (url: string, cookie = cookies.broker) =>
  t.app.inject({ method: 'GET', url, headers: { cookie } });
const listDocuments = async (id: string, cookie = cookies.broker) => {
  const response = await get(`/api/applications/${id}/documents`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as DocumentList;
};
const jobsOf = (id: string) => t.db.select().from(documentJobs).where(eq(documentJobs.applicationId, id));
const rowsOf = (id: string) => t.db.select().from(documents).where(eq(documents.applicationId, id));

async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str);
  }
  return parts.join(' ');
}

/** Downloads a listed document through its short-lived link, as the Documents card does. */
async function download(key: string): Promise<Uint8Array> {
  const link = await get(`/api/documents/${key.split('/').map(encodeURIComponent).join('/')}`);
  expect(link.statusCode, link.body).toBe(200);
  const file = await get(link.json().url);
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toBe('application/pdf');
  return new Uint8Array(file.rawPayload);
}

const vancouverDay = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Vancouver' }).format(at).replaceAll('-', '');

const expectedKeys = (policy: SeededApplication) => {
  const day = vancouverDay(policy.boundDate!);
  return [
    `${policy.policyNumber}/${day}/Declarations-${policy.policyNumber}.pdf`,
    `${policy.policyNumber}/${day}/Policy-Wording-${policy.policyNumber}.pdf`,
  ];
};

describe('the documents of a seeded policy', () => {
  it('are rendered on the first read: declarations and wording, readable PDFs of the policy', async () => {
    expect(await rowsOf(bound!.id!)).toEqual([]);
    expect(await jobsOf(bound!.id!)).toEqual([]);

    const listed = await listDocuments(bound!.id!);
    expect(listed.map((d) => d.Key)).toEqual(expectedKeys(bound!));
    const [declarations, wording] = await Promise.all(listed.map((d) => download(d.Key)));
    expect(declarations!.byteLength).toBe(listed[0]!.Size);
    const declared = await pdfText(declarations!);
    expect(declared).toContain(bound!.policyNumber!);
    expect(declared).toContain(bound!.insuredName!);
    expect(await pdfText(wording!)).toContain(bound!.policyNumber!);

    const rows = await rowsOf(bound!.id!);
    expect(rows.map((row) => row.kind).sort()).toEqual(['declarations', 'policy-wording']);
    expect(rows.every((row) => row.createdBy === null)).toBe(true);
    const jobs = await jobsOf(bound!.id!);
    expect(jobs).toMatchObject([{ status: 'done', attempts: 1, changeId: null, userId: null }]);
    expect(jobs[0]!.boundAt.toISOString()).toBe(bound!.boundDate!.toISOString());
  });

  it('are not rendered again by a second read', async () => {
    const before = await rowsOf(bound!.id!);
    const writes = written.get(bound!.policyNumber!);
    expect(writes).toBe(2);
    const again = await listDocuments(bound!.id!);
    expect(again.map((d) => d.Key)).toEqual(expectedKeys(bound!));
    expect(written.get(bound!.policyNumber!)).toBe(writes);
    expect(await rowsOf(bound!.id!)).toEqual(before);
    expect(await jobsOf(bound!.id!)).toHaveLength(1);
  });

  it('are rendered once when two reads arrive together', async () => {
    const [first, second] = await Promise.all([
      listDocuments(boundTwice!.id!),
      listDocuments(boundTwice!.id!, cookies.admin),
    ]);
    expect(first!.map((d) => d.Key)).toEqual(expectedKeys(boundTwice!));
    expect(second!.map((d) => d.Key)).toEqual(expectedKeys(boundTwice!));
    expect(written.get(boundTwice!.policyNumber!)).toBe(2);
    expect(await jobsOf(boundTwice!.id!)).toMatchObject([{ status: 'done', attempts: 1 }]);
  });

  it('can be emailed once listed, as the Email documents dialog does', async () => {
    const keys = (await listDocuments(bound!.id!)).map((d) => d.Key);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/applications/${bound!.id}/email?type=customerDocument`,
      headers: { cookie: cookies.broker },
      payload: { filenames: keys },
    });
    expect(response.statusCode, response.body).toBe(200);
    const sent = response.json() as EmailDocumentsResponse;
    expect(sent.filenames).toEqual(keys.map((key) => key.split('/').at(-1)));
    const email = await t.lastEmailTo(sent.to);
    expect(email?.attachments).toHaveLength(2);
  });

  it('are rendered for cancelled and lapsed policies too, never for an application not issued', async () => {
    expect((await listDocuments(cancelled.id!)).map((d) => d.Key)).toEqual(expectedKeys(cancelled));
    expect((await listDocuments(lapsed.id!, cookies.admin)).map((d) => d.Key)).toEqual(expectedKeys(lapsed));
    expect(await listDocuments(quoted.id!)).toEqual([]);
    expect(await jobsOf(quoted.id!)).toEqual([]);
  });

  it('are neither rendered nor queued for a caller who may not see the record', async () => {
    const response = await get(`/api/applications/${boundForeign!.id}/documents`, cookies.broker2);
    expect(response.statusCode).toBe(403);
    expect(await jobsOf(boundForeign!.id!)).toEqual([]);
  });

  it('answer the list without them when rendering fails, and render on a later read', async () => {
    const storage = t.app.storage as { put: FileStorage['put'] };
    const put = storage.put;
    storage.put = () => Promise.reject(new Error('disk full'));
    try {
      expect(await listDocuments(boundFailing!.id!)).toEqual([]);
    } finally {
      storage.put = put;
    }
    expect(await jobsOf(boundFailing!.id!)).toMatchObject([
      { status: 'pending', attempts: 1, lastError: 'disk full' },
    ]);
    expect((await listDocuments(boundFailing!.id!)).map((d) => d.Key)).toEqual(expectedKeys(boundFailing!));
    expect(await jobsOf(boundFailing!.id!)).toMatchObject([{ status: 'done', attempts: 2 }]);
  });
});

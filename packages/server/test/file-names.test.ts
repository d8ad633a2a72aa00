import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AddNoteResponse,
  Application,
  CancellationPremiumsResponse,
  DocumentList,
  EmailDocumentsResponse,
  NoteList,
  UploadedFile,
} from '@bm/contracts';
import { documents, notes, policyTransactions } from '../src/db/schema.ts';
import { DEMO_USERS } from '../src/db/seed-data.ts';
import { bindPolicy } from './helpers/bind.ts';
import { contractorsForm, dayFromToday, tenantsForm } from './helpers/forms.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * Issue 12 item 4: a file name never keeps Unicode control or format characters, wherever it is
 * stored or shown (docs/decisions/0022). U+202E made `invoice\u202Efdp.html` read 'invoicelmth.pdf'.
 */
let t: TestApp;
let broker = '';
let agency = '';
let policy: Application;
let pdf: Uint8Array;

/** What the browser sends: bidi override and isolate, zero-width space, BOM, next line (C1). */
const SPOOFED = 'invoice\u202Efdp\u200B\u2066\uFEFF\u0085.html';
const SPOOFED_PDF = '\u202Dsigned\u202E form\u200B\u2069 .pdf';
const CLEAN_PDF = 'signed form .pdf';

beforeAll(async () => {
  t = await createTestApp();
  broker = await sessionCookie(t.db, 'broker');
  agency = await sessionCookie(t.db, 'agency');
  policy = await bindPolicy(t, broker, 'contractors', contractorsForm(), 'annual');
  const document = await PDFDocument.create();
  document.addPage().drawText('Signed cancellation request');
  pdf = await document.save();
});
afterAll(() => t?.close());

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: Record<string, unknown>,
  cookie = broker,
) => t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

/** A quoted lead of the agency user's: only agency users attach files to notes. */
async function agencyLead(): Promise<string> {
  const started = await call('POST', '/api/applications', { productId: 'tenants' }, agency);
  expect(started.statusCode, started.body).toBe(201);
  const id = (started.json() as Application).applicationId;
  const saved = await call(
    'PUT',
    `/api/applications/${id}`,
    {
      productId: 'tenants',
      currentPage: 4,
      form: tenantsForm(),
      productVersionSeen: '1.0',
      paymentPeriod: 'annual',
    },
    agency,
  );
  expect(saved.statusCode, saved.body).toBe(200);
  return id;
}

async function upload(
  id: string,
  fileName: string,
  bytes: Uint8Array | string,
  pdfOnly = false,
  cookie = broker,
) {
  const boundary = `----bm-test-${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/applications/${id}/uploads${pdfOnly ? '?pdfOnly=true' : ''}`,
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as UploadedFile;
}

/** The name a download is saved under: the exact (UTF-8) one of its Content-Disposition. */
async function downloadName(key: string): Promise<{ exact: string; header: string }> {
  const link = await call('GET', `/api/documents/${key.split('/').map(encodeURIComponent).join('/')}`);
  expect(link.statusCode, link.body).toBe(200);
  const file = await call('GET', link.json().url);
  expect(file.statusCode, file.body).toBe(200);
  const header = String(file.headers['content-disposition']);
  const encoded = /filename\*=UTF-8''(.+)$/.exec(header)?.[1] ?? '';
  return { exact: decodeURIComponent(encoded), header };
}

/** A documents row as one stored before names were cleaned, with its file. */
async function storedBeforeTheFix(applicationId: string, name: string): Promise<string> {
  const key = `${applicationId}/uploads/${randomUUID()}-legacy.pdf`;
  const stored = await t.app.storage.put(key, pdf, 'application/pdf');
  await t.db.insert(documents).values({
    applicationId,
    key,
    name,
    kind: 'upload',
    contentType: 'application/pdf',
    sizeBytes: stored.size,
    sha256: stored.sha256,
    storage: t.app.storage.kind,
    createdBy: DEMO_USERS.broker.id,
  });
  return key;
}

describe('uploaded file names', () => {
  it('stores, answers and downloads a name without its bidi, zero-width and control characters', async () => {
    const uploaded = await upload(policy.applicationId, SPOOFED, 'not a pdf');
    expect(uploaded.name).toBe('invoicefdp.html');
    expect(uploaded.path).toMatch(/\/uploads\/[0-9a-f-]{36}-invoicefdp\.html$/);
    const [row] = await t.db.select().from(documents).where(eq(documents.key, uploaded.path));
    expect(row!.name).toBe('invoicefdp.html');

    const { exact, header } = await downloadName(uploaded.path);
    expect(exact).toBe('invoicefdp.html');
    expect(header).toContain('filename="invoicefdp.html"');
  });

  it('lists and downloads a file under the name it was uploaded with, two of one name under their own keys', async () => {
    const name = 'Reçu été (Copie) v2.pdf';
    const first = await upload(policy.applicationId, name, pdf);
    const second = await upload(policy.applicationId, name, pdf);
    expect(first.name).toBe(name);
    expect(second.path).not.toBe(first.path);
    const listed = await call('GET', `/api/applications/${policy.applicationId}/documents`);
    expect(listed.statusCode, listed.body).toBe(200);
    const rows = (listed.json() as DocumentList).filter((d) => d.Key === first.path || d.Key === second.path);
    // Not the key's upper-case or id-prefixed ASCII form: the name as uploaded, for both.
    expect(rows.map((row) => row.Name)).toEqual([name, name]);
    const { exact, header } = await downloadName(second.path);
    expect(exact).toBe(name);
    expect(header).toContain('filename="Re_u _t_ (Copie) v2.pdf"');
  });

  it('falls back to a name when nothing is left of it', async () => {
    const uploaded = await upload(policy.applicationId, '\u202E\u200B\u2066', 'bytes');
    expect(uploaded.name).toBe('file');
  });

  it('lists a note attachment under its clean name', async () => {
    const lead = await agencyLead();
    const file = await upload(lead, SPOOFED_PDF, pdf, true, agency);
    expect(file.name).toBe(CLEAN_PDF);
    const saved = await call(
      'POST',
      `/api/applications/${lead}/notes`,
      { comment: 'Signed form attached.', uploadedFiles: [{ path: file.path, name: SPOOFED_PDF }] },
      agency,
    );
    expect(saved.statusCode, saved.body).toBe(201);
    expect((saved.json() as AddNoteResponse).note.uploadedFiles[0]!.name).toBe(CLEAN_PDF);
    const notes = (
      await call('GET', `/api/applications/${lead}/notes`, undefined, agency)
    ).json() as NoteList;
    const listed = notes.flatMap((note) => note.uploadedFiles).find((f) => f.path === file.path);
    expect(listed?.name).toBe(CLEAN_PDF);
  });

  it('cleans a name stored before the fix wherever it is shown: notes, download, email, history', async () => {
    const legacyName = `\u0001${SPOOFED_PDF}\u009b`;
    const lead = await agencyLead();
    const noteFile = await storedBeforeTheFix(lead, legacyName);
    const saved = await call(
      'POST',
      `/api/applications/${lead}/notes`,
      { comment: 'An old upload.', uploadedFiles: [{ path: noteFile, name: 'what the browser says.pdf' }] },
      agency,
    );
    expect(saved.statusCode, saved.body).toBe(201);
    expect((saved.json() as AddNoteResponse).note.uploadedFiles[0]!.name).toBe(CLEAN_PDF);
    // A note saved before the fix kept the name it was given: it lists clean too.
    const [note] = await t.db.select().from(notes).where(eq(notes.applicationId, lead));
    await t.db
      .update(notes)
      .set({ uploadedFiles: [{ path: noteFile, name: legacyName, size: pdf.byteLength }] })
      .where(eq(notes.id, note!.id));
    const listed = (
      await call('GET', `/api/applications/${lead}/notes`, undefined, agency)
    ).json() as NoteList;
    expect(listed.flatMap((n) => n.uploadedFiles).map((file) => file.name)).toEqual([CLEAN_PDF]);

    const key = await storedBeforeTheFix(policy.applicationId, legacyName);
    expect((await downloadName(key)).exact).toBe(CLEAN_PDF);

    const emailed = await call(
      'POST',
      `/api/applications/${policy.applicationId}/email?type=customerDocument`,
      {
        filenames: [key],
      },
    );
    expect(emailed.statusCode, emailed.body).toBe(200);
    const sent = emailed.json() as EmailDocumentsResponse;
    expect(sent.filenames).toEqual([CLEAN_PDF]);
    const email = await t.lastEmailTo(sent.to);
    expect(email?.attachments).toEqual([{ filename: CLEAN_PDF, documentKey: key }]);
    expect(email?.textBody).toContain(`- ${CLEAN_PDF} (`);
    expect(email?.textBody).not.toMatch(/[\u202D\u202E\u200B\u2069]/);
    const [row] = await t.db
      .select()
      .from(policyTransactions)
      .where(
        and(
          eq(policyTransactions.applicationId, policy.applicationId),
          eq(policyTransactions.type, 'Documents Emailed'),
        ),
      );
    expect(row?.details).toMatchObject({ filenames: [CLEAN_PDF] });
  });

  it("records a broker's signed cancellation form under its clean name", async () => {
    const bound = await bindPolicy(t, broker, 'tenants', tenantsForm(), 'annual');
    const file = await upload(bound.applicationId, SPOOFED_PDF, pdf, true);
    const day = dayFromToday(20);
    const figures = (
      await call('POST', `/api/applications/${bound.applicationId}/cancellation/premiums`, {
        cancEffectiveDate: day,
        cancOption: 'shortrate',
      })
    ).json() as CancellationPremiumsResponse;
    const saved = await call('POST', `/api/applications/${bound.applicationId}/endorsement`, {
      cancellation: {
        cancEffectiveDate: day,
        cancOption: 'shortrate',
        cancellationReason: 'Tenant Moved',
        cancellationOption: 'broker cancelled',
        expectedRefundDue: figures.refundDue,
        expectedAmountOwing: figures.amountOwing,
        // As a client may send it: the name it chose, spoofing characters and all.
        uploadedFiles: [{ path: file.path, name: SPOOFED_PDF }],
      },
      idempotencyKey: randomUUID(),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [row] = await t.db
      .select()
      .from(policyTransactions)
      .where(
        and(
          eq(policyTransactions.applicationId, bound.applicationId),
          eq(policyTransactions.type, 'Cancellation'),
        ),
      );
    expect(row?.details).toMatchObject({ uploadedFiles: [{ path: file.path, name: CLEAN_PDF }] });
  });
});

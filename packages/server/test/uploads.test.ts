import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@bm/contracts';
import { auditLog, documents } from '../src/db/schema.ts';
import { BROKERAGE_IDS, DEMO_USERS } from '../src/db/seed-data.ts';
import { SEEDED } from './helpers/seeded.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
const cookies = { broker: '', broker2: '', admin: '' };
let signedForm: Uint8Array;

const policy = SEEDED.find(
  (a) => a.brokerageId === BROKERAGE_IDS.maple && a.status === 'bound' && a.policyNumber,
)!;
const started = SEEDED.find((a) => a.brokerageId === BROKERAGE_IDS.maple && !a.policyNumber)!;

beforeAll(async () => {
  t = await createTestApp();
  for (const key of Object.keys(cookies) as (keyof typeof cookies)[])
    cookies[key] = await sessionCookie(t.db, key);
  const pdf = await PDFDocument.create();
  const page = pdf.addPage();
  page.drawText(`Signed cancellation request for ${policy.policyNumber}`, {
    x: 50,
    y: 700,
    font: await pdf.embedFont(StandardFonts.Helvetica),
  });
  signedForm = await pdf.save();
});
afterAll(() => t?.close());

interface Part {
  fileName: string;
  contentType: string;
  bytes: Uint8Array | string;
}

/** A multipart/form-data body with one `file` part per entry (and an optional text field). */
function multipart(parts: Part[], fields: Record<string, string> = {}) {
  const boundary = `----bm-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${part.fileName}"\r\nContent-Type: ${part.contentType}\r\n\r\n`,
      ),
      Buffer.from(part.bytes),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

function upload(applicationId: string, parts: Part[], options: { cookie?: string; pdfOnly?: boolean } = {}) {
  const { body, contentType } = multipart(parts);
  const cookie = options.cookie ?? cookies.broker;
  return t.app.inject({
    method: 'POST',
    url: `/api/applications/${applicationId}/uploads${options.pdfOnly ? '?pdfOnly=true' : ''}`,
    headers: { 'content-type': contentType, ...(cookie ? { cookie } : {}) },
    payload: body,
  });
}

const uploadsOf = (applicationId: string) =>
  t.db
    .select()
    .from(documents)
    .where(and(eq(documents.applicationId, applicationId), eq(documents.kind, 'upload')));

const pdfPart = (bytes: Uint8Array | string, fileName = 'Signed cancellation form.pdf'): Part => ({
  fileName,
  contentType: 'application/pdf',
  bytes,
});

describe('POST /api/applications/{applicationId}/uploads', () => {
  it('stores a real PDF under the policy number with a documents row, and answers path, name and size', async () => {
    const response = await upload(policy.id!, [pdfPart(signedForm)], { pdfOnly: true });
    expect(response.statusCode, response.body).toBe(201);
    const uploaded = response.json() as { path: string; name: string; size: number };
    expect(uploaded).toEqual({
      path: expect.stringMatching(
        new RegExp(`^${policy.policyNumber}/uploads/[0-9a-f-]{36}-Signed-cancellation-form\\.pdf$`),
      ),
      name: 'Signed cancellation form.pdf',
      size: signedForm.byteLength,
    });
    expect(Buffer.from((await t.app.storage.get(uploaded.path))!)).toEqual(Buffer.from(signedForm));
    const [row] = await t.db.select().from(documents).where(eq(documents.key, uploaded.path));
    expect(row).toMatchObject({
      applicationId: policy.id,
      kind: 'upload',
      name: 'Signed cancellation form.pdf',
      contentType: 'application/pdf',
      sizeBytes: signedForm.byteLength,
      createdBy: DEMO_USERS.broker.id,
    });
    // The record's documents list it, and a download link can be made for it.
    const list = await t.app.inject({
      url: `/api/applications/${policy.id}/documents`,
      headers: { cookie: cookies.broker },
    });
    expect(list.json().map((d: { Key: string }) => d.Key)).toContain(uploaded.path);
    const link = await t.app.inject({
      url: `/api/documents/${uploaded.path.split('/').map(encodeURIComponent).join('/')}`,
      headers: { cookie: cookies.broker },
    });
    expect(link.statusCode).toBe(200);
  });

  it("dates its audit row by the app's clock, as every audit row is (the demo's story uploads on its own days)", async () => {
    const at = new Date('2026-01-15T21:00:00.000Z');
    const other = await createTestApp({ now: () => at });
    try {
      const { body, contentType } = multipart([pdfPart(signedForm)]);
      const response = await other.app.inject({
        method: 'POST',
        url: `/api/applications/${policy.id}/uploads?pdfOnly=true`,
        headers: { 'content-type': contentType, cookie: await sessionCookie(other.db, 'broker') },
        payload: body,
      });
      expect(response.statusCode, response.body).toBe(201);
      const [row] = await other.db
        .select({ createdAt: auditLog.createdAt })
        .from(auditLog)
        .where(and(eq(auditLog.action, 'application.upload'), eq(auditLog.entityId, policy.id!)));
      expect(row?.createdAt.toISOString()).toBe(at.toISOString());
    } finally {
      await other.close();
    }
  });

  it("refuses a text file renamed .pdf, and a fake PDF header, with 'Not a valid file type', storing nothing", async () => {
    const before = (await uploadsOf(policy.id!)).length;
    for (const bytes of ['Please cancel my policy. Signed, J. Rivera', '%PDF-1.7\nnot really a pdf\n%%EOF']) {
      const response = await upload(policy.id!, [pdfPart(bytes, 'cancellation.pdf')], { pdfOnly: true });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Not a valid file type' });
    }
    expect(await uploadsOf(policy.id!)).toHaveLength(before);
  });

  it('takes any file without pdfOnly, served as what its content is, never as its declared type', async () => {
    const response = await upload(started.id!, [
      {
        fileName: '../../etc/notes <draft>.html',
        contentType: 'text/html',
        bytes: '<script>alert(1)</script>',
      },
    ]);
    expect(response.statusCode).toBe(201);
    const uploaded = response.json();
    expect(uploaded.name).toBe('notes <draft>.html');
    expect(uploaded.path).toMatch(new RegExp(`^${started.id}/uploads/[0-9a-f-]{36}-notes-draft-.html$`));
    const [row] = await t.db.select().from(documents).where(eq(documents.key, uploaded.path));
    expect(row!.contentType).toBe('application/octet-stream');
    // A PDF is recognised as one even when declared otherwise.
    const pdf = await upload(started.id!, [
      { fileName: 'scan', contentType: 'text/plain', bytes: signedForm },
    ]);
    const [pdfRow] = await t.db.select().from(documents).where(eq(documents.key, pdf.json().path));
    expect(pdfRow!.contentType).toBe('application/pdf');
  });

  it('refuses a file over 10 MB with 413, storing nothing', async () => {
    const before = (await uploadsOf(policy.id!)).length;
    const big = new Uint8Array(UPLOAD_MAX_BYTES + 1);
    big.set(signedForm);
    const response = await upload(policy.id!, [pdfPart(big)]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The file exceeds the 10MB limit allowed for uploads.' });
    expect(await uploadsOf(policy.id!)).toHaveLength(before);
  });

  it("refuses another brokerage's broker with 403, storing nothing; staff of every brokerage may upload", async () => {
    const before = (await uploadsOf(policy.id!)).length;
    const response = await upload(policy.id!, [pdfPart(signedForm)], {
      cookie: cookies.broker2,
      pdfOnly: true,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'You do not have access to this record.' });
    expect(await uploadsOf(policy.id!)).toHaveLength(before);
    const admin = await upload(policy.id!, [pdfPart(signedForm)], { cookie: cookies.admin, pdfOnly: true });
    expect(admin.statusCode).toBe(201);
  });

  it('answers 401 signed out, 404 for an unknown record and 400 without a file or multipart body', async () => {
    expect((await upload(policy.id!, [pdfPart(signedForm)], { cookie: '' })).statusCode).toBe(401);
    const unknown = await upload('00000000-0000-4000-a000-0000000fffff', [pdfPart(signedForm)]);
    expect(unknown.statusCode).toBe(404);
    const noFile = await upload(policy.id!, []);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toEqual({ message: 'No file was uploaded.' });
    const empty = await upload(policy.id!, [pdfPart('')]);
    expect(empty.statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/applications/${policy.id}/uploads`,
      headers: { cookie: cookies.broker },
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ message: 'Send the file as multipart/form-data.' });
  });

  it('answers 400 with a message, storing nothing, when the multipart body is cut off or malformed', async () => {
    const before = (await uploadsOf(policy.id!)).length;
    const { body, contentType } = multipart([pdfPart(signedForm)]);
    const boundary = contentType.split('boundary=')[1]!;
    const cases: { body: Buffer | string; contentType: string }[] = [
      // Cut off inside the file part, and right after its first boundary.
      { body: body.subarray(0, Math.floor(body.length / 2)), contentType },
      { body: body.subarray(0, body.indexOf('\r\n\r\n') + 10), contentType },
      { body: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filena`, contentType },
      // No boundary in the Content-Type.
      { body, contentType: 'multipart/form-data' },
      { body: 'garbage', contentType: 'multipart/form-data' },
    ];
    for (const [n, sent] of cases.entries()) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/applications/${policy.id}/uploads`,
        headers: { 'content-type': sent.contentType, cookie: cookies.broker },
        payload: sent.body,
      });
      expect(response.statusCode, `case ${n}: ${response.body}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `case ${n}: ${response.body}`).toBeLessThan(500);
      expect(typeof response.json().message).toBe('string');
    }
    expect(await uploadsOf(policy.id!)).toHaveLength(before);
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/docs', headers: { cookie: cookies.broker } })).json();
    const operation = doc.paths['/api/applications/{applicationId}/uploads'].post;
    expect(operation.tags).toEqual(['documents']);
    expect(operation.summary).toBeTruthy();
  });
});

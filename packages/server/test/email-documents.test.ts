import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Application, DocumentList, EmailDocumentsResponse, UploadedFile } from '@bm/contracts';
import { EMAIL_DOCUMENTS_MESSAGES, MESSAGES } from '@bm/domain';
import { auditLog, emailOutbox, policyTransactions } from '../src/db/schema.ts';
import { BROKERAGE_IDS } from '../src/db/seed-data.ts';
import { createEmailTransport, mailOptions } from '../src/integrations/email/email-service.ts';
import { ACTION_NOT_ALLOWED } from '../src/modules/policies/access.ts';
import { bindPolicy } from './helpers/bind.ts';
import { contractorsForm } from './helpers/forms.ts';
import { SEEDED } from './helpers/seeded.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
const cookies = { broker: '', broker2: '', admin: '' };
let policy: Application;
let policyDocuments: DocumentList;
const RECIPIENT = 'office@northshoremechanical.example';
const MB = 1024 * 1024;

const quoted = SEEDED.find(
  (a) => a.brokerageId === BROKERAGE_IDS.maple && a.status === 'quoted' && a.salesStatus === 'Open',
)!;

const emailDocs = (id: string, cookie: string | null, payload: unknown, type = 'customerDocument') =>
  t.app.inject({
    method: 'POST',
    url: `/api/applications/${id}/email${type ? `?type=${type}` : ''}`,
    headers: cookie ? { cookie } : {},
    payload: payload as Record<string, unknown>,
  });

/** Uploads `size` bytes as one file of the record (multipart, as the browser sends it). */
async function upload(id: string, fileName: string, size: number): Promise<UploadedFile> {
  const boundary = `----bm-test-${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    randomBytes(size),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/applications/${id}/uploads`,
    headers: { cookie: cookies.broker, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as UploadedFile;
}

/** What a refused request must leave untouched: the outbox, the history and the audit log. */
async function footprint(id: string) {
  const outbox = await t.db.select().from(emailOutbox);
  const history = await t.db
    .select()
    .from(policyTransactions)
    .where(eq(policyTransactions.applicationId, id));
  const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'policy.email-documents'));
  return { outbox: outbox.length, history: history.length, audits: audits.length };
}

beforeAll(async () => {
  t = await createTestApp();
  for (const key of Object.keys(cookies) as (keyof typeof cookies)[])
    cookies[key] = await sessionCookie(t.db, key);
  policy = await bindPolicy(t, cookies.broker, 'contractors', contractorsForm(), 'annual');
  const listed = await t.app.inject({
    method: 'GET',
    url: `/api/applications/${policy.applicationId}/documents`,
    headers: { cookie: cookies.broker },
  });
  policyDocuments = listed.json() as DocumentList;
});
afterAll(() => t?.close());

describe('POST /api/applications/{id}/email?type=customerDocument', () => {
  it("emails the chosen documents to the insured's address with them attached", async () => {
    expect(policyDocuments.length).toBeGreaterThanOrEqual(2);
    const keys = policyDocuments.map((d) => d.Key);
    const response = await emailDocs(policy.applicationId, cookies.broker, { filenames: keys });
    expect(response.statusCode, response.body).toBe(200);
    const sent = response.json() as EmailDocumentsResponse;
    const names = keys.map((key) => key.split('/').at(-1));
    expect(sent).toMatchObject({ to: RECIPIENT, filenames: names });
    expect(sent.totalSize).toBe(policyDocuments.reduce((sum, d) => sum + d.Size, 0));

    const email = await t.lastEmailTo(RECIPIENT);
    expect(email?.id).toBe(sent.emailId);
    expect(email?.attachments).toEqual(keys.map((key, i) => ({ filename: names[i], documentKey: key })));
    expect(email?.textBody).toContain(policy.policyNumber!);
    // Delivered after the commit: without SMTP_URL, to the server log.
    expect(email?.status).toBe('logged');

    const [row] = await t.db
      .select()
      .from(policyTransactions)
      .where(
        and(
          eq(policyTransactions.applicationId, policy.applicationId),
          eq(policyTransactions.type, 'Documents Emailed'),
        ),
      );
    expect(row?.id).toBe(sent.transactionId);
    expect(row?.details).toMatchObject({ recipient: RECIPIENT, filenames: names, emailId: sent.emailId });
  });

  it('refuses documents over 10 MB in total with the spec message, and changes nothing', async () => {
    const first = await upload(policy.applicationId, 'site-photos-1.pdf', 6 * MB);
    const second = await upload(policy.applicationId, 'site-photos-2.pdf', 6 * MB);
    const before = await footprint(policy.applicationId);
    const response = await emailDocs(policy.applicationId, cookies.broker, {
      filenames: [first.path, second.path],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGES.emailDocumentsTooLarge);
    expect(response.json().message).toBe(
      'The total size of selected files exceeds the 10MB limit allowed for emailing. Please reduce the selection to proceed.',
    );
    expect(await footprint(policy.applicationId)).toEqual(before);

    // One of them with a policy document is under the limit, and goes.
    const ok = await emailDocs(policy.applicationId, cookies.broker, {
      filenames: [first.path, policyDocuments[0]!.Key],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((ok.json() as EmailDocumentsResponse).filenames).toEqual([
      'site-photos-1.pdf',
      policyDocuments[0]!.Key.split('/').at(-1),
    ]);
  });

  it.each([
    ['no file', { filenames: [] }, EMAIL_DOCUMENTS_MESSAGES.noneSelected],
    [
      'a document of another record',
      { filenames: ['OTHER-1/20260101/Declarations-OTHER-1.pdf'] },
      EMAIL_DOCUMENTS_MESSAGES.unknownDocument,
    ],
  ])('refuses %s and changes nothing', async (_label, payload, message) => {
    const before = await footprint(policy.applicationId);
    const response = await emailDocs(policy.applicationId, cookies.broker, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await footprint(policy.applicationId)).toEqual(before);
  });

  it('only takes type=customerDocument', async () => {
    const body = { filenames: [policyDocuments[0]!.Key] };
    expect((await emailDocs(policy.applicationId, cookies.broker, body, '')).statusCode).toBe(400);
    expect((await emailDocs(policy.applicationId, cookies.broker, body, 'insurerDocument')).statusCode).toBe(
      400,
    );
  });

  it('answers 401 signed out, 403 to another brokerage and on a policy not issued', async () => {
    const body = { filenames: [policyDocuments[0]!.Key] };
    expect((await emailDocs(policy.applicationId, null, body)).statusCode).toBe(401);
    const other = await emailDocs(policy.applicationId, cookies.broker2, body);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(MESSAGES.forbidden);
    const notIssued = await emailDocs(quoted.id, cookies.admin, body);
    expect(notIssued.statusCode).toBe(403);
    expect(notIssued.json().message).toBe(ACTION_NOT_ALLOWED);
  });
});

describe('email transports and attachments', () => {
  const files: Record<string, Uint8Array> = { 'P-1/20260101/Declarations-P-1.pdf': new Uint8Array(2048) };
  const read = async (key: string) => files[key] ?? null;
  const email = {
    to: 'insured@example.net',
    subject: 'Your documents',
    text: 'Attached.',
    template: 'customer-documents',
    attachments: [{ filename: 'Declarations-P-1.pdf', documentKey: 'P-1/20260101/Declarations-P-1.pdf' }],
  };

  it('logs the attachment names and sizes with the log transport', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const transport = createEmailTransport(
      undefined,
      'noreply@example.com',
      pino({ level: 'info' }, sink),
      read,
    );
    await transport.deliver(email);
    const logged = JSON.parse(lines.join('')) as { msg: string; attachments: unknown };
    expect(logged.attachments).toEqual([{ filename: 'Declarations-P-1.pdf', size: 2048 }]);
    expect(logged.msg).toContain('[attachment] Declarations-P-1.pdf (2048 bytes)');
  });

  it('hands nodemailer the stored bytes, and fails (to retry) when a file is missing', async () => {
    const options = await mailOptions(email, 'noreply@example.com', read);
    expect(options.attachments).toEqual([
      { filename: 'Declarations-P-1.pdf', content: Buffer.from(new Uint8Array(2048)) },
    ]);
    await expect(
      mailOptions({ ...email, attachments: [{ filename: 'x.pdf', documentKey: 'missing' }] }, 'a@b.c', read),
    ).rejects.toThrow('attachment missing is not in storage');
    expect((await mailOptions({ ...email, attachments: [] }, 'a@b.c', read)).attachments).toBeUndefined();
  });
});

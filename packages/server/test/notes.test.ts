import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddNoteResponse, Application, ApplicationListResponse, Note } from '@bm/contracts';
import {
  availableActions,
  flagsFromGroups,
  MESSAGES,
  NOTE_MESSAGES,
  type PolicyStatus,
  type SalesStatus,
} from '@bm/domain';
import { applications, auditLog, notes, policyTransactions } from '../src/db/schema.ts';
import { DEMO_USERS } from '../src/db/seed-data.ts';
import { bindPolicy } from './helpers/bind.ts';
import { tenantsForm } from './helpers/forms.ts';
import { carrierCookie, sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
const cookies = {
  admin: '',
  underwriter: '',
  endorsement: '',
  agency: '',
  broker: '',
  broker2: '',
  carrier: '',
};
let pdf: Uint8Array;

beforeAll(async () => {
  t = await createTestApp();
  for (const key of ['admin', 'underwriter', 'endorsement', 'agency', 'broker', 'broker2'] as const) {
    cookies[key] = await sessionCookie(t.db, key);
  }
  cookies.carrier = await carrierCookie(t.db);
  const document = await PDFDocument.create();
  document.addPage();
  pdf = await document.save();
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const notesUrl = (id: string) => `/api/applications/${id}/notes`;
const postNote = (id: string, cookie: string, body: Record<string, unknown>) =>
  call('POST', notesUrl(id), cookie, body);
const getNotes = async (id: string, cookie: string) => {
  const response = await call('GET', notesUrl(id), cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Note[];
};

/** A new quoted tenants lead of the user's brokerage, with an email of its own to search by. */
async function newLead(cookie = cookies.broker): Promise<Application & { searchEmail: string }> {
  const started = await call('POST', '/api/applications', cookie, { productId: 'tenants' });
  expect(started.statusCode, started.body).toBe(201);
  const id = (started.json() as Application).applicationId;
  const searchEmail = `lead-${randomBytes(5).toString('hex')}@notes.example`;
  const saved = await call('PUT', `/api/applications/${id}`, cookie, {
    productId: 'tenants',
    currentPage: 4,
    form: tenantsForm({ email: searchEmail }),
    productVersionSeen: '1.0',
    paymentPeriod: 'annual',
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const record = (await call('GET', `/api/applications/${id}`, cookie)).json() as Application;
  expect(record.status).toBe('quoted');
  return { ...record, searchEmail };
}

const salesStatusOf = async (id: string) =>
  (await t.db.select({ s: applications.salesStatus }).from(applications).where(eq(applications.id, id)))[0]
    ?.s;
const noteCount = async (id: string) =>
  (await t.db.select().from(notes).where(eq(notes.applicationId, id))).length;
const historyOf = (id: string) =>
  t.db
    .select()
    .from(policyTransactions)
    .where(eq(policyTransactions.applicationId, id))
    .orderBy(desc(policyTransactions.createdAt));

/** The CRM list's ids for a search (what the list shows by default, or with extra filters). */
async function crmIds(search: string, cookie: string, extra = '') {
  const response = await call(
    'GET',
    `/api/applications?search=${encodeURIComponent(search)}${extra}`,
    cookie,
  );
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as ApplicationListResponse).items.map((item) => item.applicationId);
}

async function uploadPdf(
  applicationId: string,
  cookie: string,
  bytes: Uint8Array | string = pdf,
  pdfOnly = true,
) {
  const boundary = `----notes-${randomBytes(6).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="Loss letter.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/applications/${applicationId}/uploads${pdfOnly ? '?pdfOnly=true' : ''}`,
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { path: string; name: string; size: number };
}

describe('POST /api/applications/{id}/notes: comments', () => {
  it("saves a broker's comment with its author, lists it newest first and writes an 'Account Note' history row", async () => {
    const lead = await newLead();
    const first = await postNote(lead.applicationId, cookies.broker, {
      comment: '  Called the client, quote sent.  ',
    });
    expect(first.statusCode, first.body).toBe(201);
    const saved = first.json() as AddNoteResponse;
    expect(saved.note).toMatchObject({
      status: null,
      comment: 'Called the client, quote sent.',
      isInternal: false,
      lossReasonDetails: null,
      uploadedFiles: [],
      author: { id: DEMO_USERS.broker.id, name: 'Blake Broker', email: 'broker@example.com' },
    });
    expect(saved.application.salesStatus).toBe('Open');
    const second = await postNote(lead.applicationId, cookies.broker, {
      comment: 'Client wants to think about it.',
    });
    expect(second.statusCode).toBe(201);

    const list = await getNotes(lead.applicationId, cookies.broker);
    expect(list.map((note) => note.comment)).toEqual([
      'Client wants to think about it.',
      'Called the client, quote sent.',
    ]);
    const [history] = await historyOf(lead.applicationId);
    expect(history).toMatchObject({
      type: 'Account Note',
      description: 'Client wants to think about it.',
      userId: DEMO_USERS.broker.id,
      before: { salesStatus: 'Open' },
      after: { salesStatus: 'Open' },
    });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, lead.applicationId), eq(auditLog.action, 'application.note')))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(audit?.actorId).toBe(DEMO_USERS.broker.id);
    expect(await salesStatusOf(lead.applicationId)).toBe('Open');
  });

  it('takes comments on issued policies from every role, but no status change there', async () => {
    const policy = await bindPolicy(t, cookies.broker, 'tenants', tenantsForm(), 'annual');
    for (const cookie of [cookies.broker, cookies.underwriter, cookies.endorsement, cookies.admin]) {
      const response = await postNote(policy.applicationId, cookie, {
        comment: 'Asked about adding a roommate.',
        isInternal: false,
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    const loss = await postNote(policy.applicationId, cookies.admin, {
      status: 'Closed-Loss',
      comment: '',
      lossReasonDetails: { reason: 'duplicate' },
    });
    expect(loss.statusCode).toBe(400);
    expect(loss.json().message).toBe(NOTE_MESSAGES.statusLocked);
    expect(await salesStatusOf(policy.applicationId)).toBe('Closed-Won');
  });
});

describe('POST /api/applications/{id}/notes: sales status', () => {
  it('moves a lead to Closed-Loss with a reason and its detail: it leaves the CRM list, offers only notes, and reopens', async () => {
    const lead = await newLead();
    expect(await crmIds(lead.searchEmail, cookies.broker)).toEqual([lead.applicationId]);

    const response = await postNote(lead.applicationId, cookies.broker, {
      status: 'Closed-Loss',
      comment: 'Went with their bank.',
      lossReasonDetails: { reason: 'price-too-high', targetPremium: 18_000 },
    });
    expect(response.statusCode, response.body).toBe(201);
    const saved = response.json() as AddNoteResponse;
    expect(saved.application.salesStatus).toBe('Closed-Loss');
    expect(saved.note).toMatchObject({
      status: 'Closed-Loss',
      lossReasonDetails: { reason: 'price-too-high', targetPremium: 18_000 },
    });
    const [row] = await t.db.select().from(notes).where(eq(notes.id, saved.note.id));
    expect(row?.lossReason).toBe('price-too-high');
    const [history] = await historyOf(lead.applicationId);
    expect(history).toMatchObject({
      type: 'Sales Status',
      reason: 'Price too high',
      description: 'Went with their bank.',
      before: { salesStatus: 'Open' },
      after: { salesStatus: 'Closed-Loss' },
    });

    // Closed-Loss leaves the CRM list; asking for Closed-Loss (or closed ones) shows it.
    expect(await crmIds(lead.searchEmail, cookies.broker)).toEqual([]);
    expect(await crmIds(lead.searchEmail, cookies.broker, '&salesStatus=Closed-Loss')).toEqual([
      lead.applicationId,
    ]);
    expect(await crmIds(lead.searchEmail, cookies.broker, '&includeClosed=true')).toEqual([
      lead.applicationId,
    ]);
    const record = (
      await call('GET', `/api/applications/${lead.applicationId}`, cookies.broker)
    ).json() as Application;
    expect(
      availableActions(flagsFromGroups(DEMO_USERS.broker.groups), {
        status: record.status as PolicyStatus,
        salesStatus: record.salesStatus as SalesStatus,
        paymentPeriod: record.paymentPeriod,
        productId: record.productId,
        nonRenewable: record.nonRenewable,
      }),
    ).toEqual(['AddAccountNote']);

    // A note reopens it.
    const reopen = await postNote(lead.applicationId, cookies.broker, {
      status: 'Open',
      comment: 'Client came back.',
    });
    expect(reopen.statusCode, reopen.body).toBe(201);
    expect((reopen.json() as AddNoteResponse).application.salesStatus).toBe('Open');
    expect(await crmIds(lead.searchEmail, cookies.broker)).toEqual([lead.applicationId]);
  });

  it('marks a lead Closed-Test with no comment, which also hides it from the CRM', async () => {
    const lead = await newLead(cookies.agency);
    const response = await postNote(lead.applicationId, cookies.agency, { status: 'Closed-Test' });
    expect(response.statusCode, response.body).toBe(201);
    expect(await salesStatusOf(lead.applicationId)).toBe('Closed-Test');
    expect(await crmIds(lead.searchEmail, cookies.agency)).toEqual([]);
    const [history] = await historyOf(lead.applicationId);
    expect(history).toMatchObject({ type: 'Sales Status', description: null });
  });

  it.each([
    ['nothing to save', { comment: '   ' }, NOTE_MESSAGES.empty],
    ['the same status and no comment', { status: 'Open' }, NOTE_MESSAGES.empty],
    [
      'Closed-Loss without a reason',
      { status: 'Closed-Loss', comment: 'Lost' },
      NOTE_MESSAGES.lossReasonRequired,
    ],
    [
      'price too low without the target premium',
      { status: 'Closed-Loss', lossReasonDetails: { reason: 'price-too-low' } },
      NOTE_MESSAGES.targetPremiumRequired,
    ],
    [
      'inadequate coverage without the limit required',
      { status: 'Closed-Loss', lossReasonDetails: { reason: 'inadequate-coverage', detail: ' ' } },
      NOTE_MESSAGES.coverageRequired,
    ],
    [
      "'other' without why",
      { status: 'Closed-Loss', lossReasonDetails: { reason: 'other' } },
      NOTE_MESSAGES.notBoundWhyRequired,
    ],
    [
      'a loss reason without Closed-Loss',
      { comment: 'x', lossReasonDetails: { reason: 'duplicate' } },
      NOTE_MESSAGES.lossReasonOnlyForLoss,
    ],
    ['Closed-Won by hand', { status: 'Closed-Won' }, NOTE_MESSAGES.closedWonByBind],
  ])('refuses %s with 400 and changes nothing', async (_name, body, message) => {
    const lead = await newLead();
    const historyBefore = (await historyOf(lead.applicationId)).length;
    const response = await postNote(lead.applicationId, cookies.broker, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await noteCount(lead.applicationId)).toBe(0);
    expect(await salesStatusOf(lead.applicationId)).toBe('Open');
    expect(await historyOf(lead.applicationId)).toHaveLength(historyBefore);
  });

  it('refuses malformed bodies with 400: an unknown status or reason, a comment over 5000 characters', async () => {
    const lead = await newLead();
    for (const body of [
      { status: 'Won' },
      { status: 'Closed-Loss', lossReasonDetails: { reason: 'bored' } },
      { comment: 'x'.repeat(5001) },
      { status: 'Closed-Loss', lossReasonDetails: { reason: 'price-too-high', targetPremium: 12.5 } },
    ]) {
      const response = await postNote(lead.applicationId, cookies.broker, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(typeof response.json().message).toBe('string');
    }
    expect(await noteCount(lead.applicationId)).toBe(0);
  });
});

describe('internal notes', () => {
  it("makes a super admin's note internal by default, hidden from everyone else and kept out of the history text", async () => {
    const lead = await newLead();
    const internal = await postNote(lead.applicationId, cookies.admin, {
      comment: 'Suspected fraud, watch this one.',
    });
    expect(internal.statusCode, internal.body).toBe(201);
    expect((internal.json() as AddNoteResponse).note.isInternal).toBe(true);
    const shared = await postNote(lead.applicationId, cookies.admin, {
      comment: 'Quote approved.',
      isInternal: false,
    });
    expect(shared.statusCode).toBe(201);

    expect((await getNotes(lead.applicationId, cookies.admin)).map((n) => n.comment)).toEqual([
      'Quote approved.',
      'Suspected fraud, watch this one.',
    ]);
    for (const cookie of [cookies.broker, cookies.underwriter, cookies.endorsement]) {
      expect((await getNotes(lead.applicationId, cookie)).map((n) => n.comment)).toEqual(['Quote approved.']);
    }
    const history = await historyOf(lead.applicationId);
    expect(history.map((row) => row.description)).not.toContain('Suspected fraud, watch this one.');
    const transactions = await call(
      'GET',
      `/api/applications/${lead.applicationId}/transactions`,
      cookies.broker,
    );
    expect(transactions.body).not.toContain('Suspected fraud');
  });

  it('refuses isInternal from anyone but a super admin with 403', async () => {
    const lead = await newLead();
    for (const cookie of [cookies.broker, cookies.underwriter]) {
      const response = await postNote(lead.applicationId, cookie, { comment: 'Private', isInternal: true });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: NOTE_MESSAGES.internalOnlySuperAdmin });
    }
    expect(await noteCount(lead.applicationId)).toBe(0);
  });
});

describe('attachments', () => {
  it("lets an agency user attach this record's PDF uploads, with the stored name and size", async () => {
    const lead = await newLead(cookies.agency);
    const file = await uploadPdf(lead.applicationId, cookies.agency);
    const response = await postNote(lead.applicationId, cookies.agency, {
      status: 'Closed-Loss',
      lossReasonDetails: { reason: 'inadequate-coverage', detail: 'Needs $5,000,000 liability' },
      uploadedFiles: [{ path: file.path, name: 'renamed by the browser.pdf' }],
    });
    expect(response.statusCode, response.body).toBe(201);
    const note = (response.json() as AddNoteResponse).note;
    expect(note.uploadedFiles).toEqual([{ path: file.path, name: 'Loss letter.pdf', size: pdf.byteLength }]);
    expect(note.lossReasonDetails).toEqual({
      reason: 'inadequate-coverage',
      detail: 'Needs $5,000,000 liability',
    });
    const link = await call(
      'GET',
      `/api/documents/${file.path.split('/').map(encodeURIComponent).join('/')}`,
      cookies.agency,
    );
    expect(link.statusCode).toBe(200);
  });

  it("keeps the files of a super admin's internal note out of everyone else's documents", async () => {
    const lead = await newLead(cookies.agency);
    const file = await uploadPdf(lead.applicationId, cookies.admin);
    const saved = await postNote(lead.applicationId, cookies.admin, {
      comment: 'Underwriting file, internal.',
      uploadedFiles: [{ path: file.path, name: file.name }],
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect((saved.json() as AddNoteResponse).note.isInternal).toBe(true);

    const keysFor = async (cookie: string) => {
      const response = await call('GET', `/api/applications/${lead.applicationId}/documents`, cookie);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { Key: string }[]).map((document) => document.Key);
    };
    const linkUrl = `/api/documents/${file.path.split('/').map(encodeURIComponent).join('/')}`;
    expect(await keysFor(cookies.admin)).toContain(file.path);
    expect((await call('GET', linkUrl, cookies.admin)).statusCode).toBe(200);
    for (const cookie of [cookies.agency, cookies.underwriter]) {
      expect(await keysFor(cookie)).not.toContain(file.path);
      const link = await call('GET', linkUrl, cookie);
      expect(link.statusCode).toBe(404);
      expect(link.json()).toEqual({ message: 'Document not found' });
    }
  });

  it('refuses files from a broker with 403, and from anyone files of another record or not a PDF with 400', async () => {
    const lead = await newLead(cookies.agency);
    const other = await newLead(cookies.agency);
    const ownFile = await uploadPdf(lead.applicationId, cookies.agency);
    const otherFile = await uploadPdf(other.applicationId, cookies.agency);
    const textFile = await uploadPdf(lead.applicationId, cookies.agency, '%PDF-1.7 not really', false);

    const brokerLead = await newLead();
    const brokerFile = await uploadPdf(brokerLead.applicationId, cookies.broker);
    const broker = await postNote(brokerLead.applicationId, cookies.broker, {
      comment: 'See attached',
      uploadedFiles: [{ path: brokerFile.path, name: brokerFile.name }],
    });
    expect(broker.statusCode).toBe(403);
    expect(broker.json()).toEqual({ message: NOTE_MESSAGES.filesOnlyAgency });

    for (const files of [
      [{ path: otherFile.path, name: otherFile.name }],
      [{ path: `${lead.applicationId}/uploads/made-up.pdf`, name: 'made-up.pdf' }],
      [{ path: textFile.path, name: textFile.name }],
      [
        { path: ownFile.path, name: ownFile.name },
        { path: ownFile.path, name: ownFile.name },
      ],
    ]) {
      const response = await postNote(lead.applicationId, cookies.agency, {
        comment: 'See attached',
        uploadedFiles: files,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: NOTE_MESSAGES.fileNotOfRecord });
    }
    expect(await noteCount(lead.applicationId)).toBe(0);
    expect(await noteCount(brokerLead.applicationId)).toBe(0);
  });
});

describe('who may add and read notes', () => {
  it('lets a carrier comment on a record it sees, but not move the sales status', async () => {
    const lead = await newLead();
    const comment = await postNote(lead.applicationId, cookies.carrier, {
      comment: 'Risk reviewed, no concerns.',
    });
    expect(comment.statusCode, comment.body).toBe(201);
    const status = await postNote(lead.applicationId, cookies.carrier, { status: 'Closed-Test' });
    expect(status.statusCode).toBe(403);
    expect(status.json()).toEqual({ message: NOTE_MESSAGES.carrierStatus });
    expect(await salesStatusOf(lead.applicationId)).toBe('Open');
  });

  it("answers 401 signed out, 403 for another brokerage's record and 404 for an unknown one", async () => {
    const lead = await newLead();
    expect((await call('GET', notesUrl(lead.applicationId), '')).statusCode).toBe(401);
    expect((await postNote(lead.applicationId, '', { comment: 'x' })).statusCode).toBe(401);
    for (const response of [
      await call('GET', notesUrl(lead.applicationId), cookies.broker2),
      await postNote(lead.applicationId, cookies.broker2, { comment: 'Not mine' }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: MESSAGES.forbidden });
    }
    const unknown = '00000000-0000-4000-a000-0000000fffff';
    expect((await call('GET', notesUrl(unknown), cookies.broker)).statusCode).toBe(404);
    expect((await postNote(unknown, cookies.admin, { comment: 'x' })).json()).toEqual({
      message: MESSAGES.applicationNotFound,
    });
    expect((await call('GET', '/api/applications/not-a-uuid/notes', cookies.broker)).statusCode).toBe(400);
    expect(await noteCount(lead.applicationId)).toBe(0);
  });

  it("shows a manual bind's account notes as a Closed-Won note to the broker", async () => {
    const lead = await newLead();
    const bound = await call('POST', `/api/applications/${lead.applicationId}/bind`, cookies.underwriter, {
      boundDate: '11-20-2026',
      accountNotes: 'Paid by cheque, approved by underwriting.',
    });
    expect(bound.statusCode, bound.body).toBe(200);
    const [note] = await getNotes(lead.applicationId, cookies.broker);
    expect(note).toMatchObject({
      status: 'Closed-Won',
      comment: 'Paid by cheque, approved by underwriting.',
      isInternal: false,
      author: { id: DEMO_USERS.underwriter.id },
    });
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await call('GET', '/api/docs', cookies.broker)).json();
    expect(doc.paths['/api/applications/{applicationId}/notes'].post.tags).toEqual(['notes']);
    expect(doc.paths['/api/applications/{applicationId}/notes'].get.summary).toBeTruthy();
  });
});

import { and, eq, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Application, DocumentList } from '@bm/contracts';
import { flagsFromGroups, MESSAGES, TRANSFER_REASONS } from '@bm/domain';
import type { Db } from '../src/db/client.ts';
import {
  applications,
  auditLog,
  documents,
  emailOutbox,
  notes,
  policyTransactions,
} from '../src/db/schema.ts';
import { BROKERAGE_IDS, DEMO_USERS } from '../src/db/seed-data.ts';
import { lapseExpiredPolicies } from '../src/jobs/lapse-policies.ts';
import { HttpError, conflict } from '../src/lib/errors.ts';
import type { AuthUser } from '../src/plugins/auth-context.ts';
import { ACTION_NOT_ALLOWED, lockPolicyForChange } from '../src/modules/policies/access.ts';
import { bindPolicy } from './helpers/bind.ts';
import { contractorsForm, tenantsForm } from './helpers/forms.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * Every change moved onto the one change path (docs/decisions/0019) writes its history row and
 * its audit row in the same transaction as the rest of the change: the audit row names the history
 * row, and when the audit insert fails (a trigger refuses it) neither row, nor anything else of
 * the change, is left.
 */

let t: TestApp;
const cookies = { broker: '', admin: '', agency: '', endorsement: '' };
let contractors: Application;
let pdf: Uint8Array;

const post = (url: string, cookie: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

/** Audit inserts of these actions fail while `refusing` runs: a real database error mid-change. */
async function refusing<T>(action: string, run: () => Promise<T>): Promise<T> {
  await t.db.execute(sql`insert into test_refused_audit (action) values (${action})`);
  try {
    return await run();
  } finally {
    await t.db.execute(sql`delete from test_refused_audit where action = ${action}`);
  }
}

async function historyOf(id: string, type: string) {
  return t.db
    .select()
    .from(policyTransactions)
    .where(and(eq(policyTransactions.applicationId, id), eq(policyTransactions.type, type)));
}

async function auditOf(id: string, action: string) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, id), eq(auditLog.action, action)));
}

/** The one history row of `type` and the one audit row of `action` on `id`, written together. */
async function expectChange(id: string, type: string, action: string) {
  const [history, audit] = [await historyOf(id, type), await auditOf(id, action)];
  expect(history).toHaveLength(1);
  expect(audit).toHaveLength(1);
  expect((audit[0]!.details as { transactionId?: string }).transactionId).toBe(history[0]!.id);
  expect(audit[0]!.createdAt).toEqual(history[0]!.createdAt);
  return { history: history[0]!, audit: audit[0]! };
}

async function expectNoChange(id: string, type: string, action: string) {
  expect(await historyOf(id, type)).toEqual([]);
  expect(await auditOf(id, action)).toEqual([]);
}

const rowOf = async (id: string) =>
  (await t.db.select().from(applications).where(eq(applications.id, id)))[0]!;

/** An open lead of the user's brokerage with a tenants form saved. */
async function openLead(cookie: string, insuredName: string): Promise<Application> {
  const started = await post('/api/applications', cookie, { productId: 'tenants' });
  expect(started.statusCode, started.body).toBe(201);
  const lead = started.json() as Application;
  const saved = await t.app.inject({
    method: 'PUT',
    url: `/api/applications/${lead.applicationId}`,
    headers: { cookie },
    payload: {
      productId: 'tenants',
      currentPage: 0,
      form: tenantsForm({ 'insured-name': insuredName }),
      productVersionSeen: null,
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json().application as Application;
}

const tenantsPolicy = (insuredName: string) =>
  bindPolicy(t, cookies.broker, 'tenants', tenantsForm({ 'insured-name': insuredName }), 'annual');

const authUser = (key: keyof typeof DEMO_USERS): AuthUser => {
  const user = DEMO_USERS[key];
  return { ...user, groups: [...user.groups], flags: flagsFromGroups([...user.groups]), sessionId: 'test' };
};

beforeAll(async () => {
  t = await createTestApp();
  for (const key of Object.keys(cookies) as (keyof typeof cookies)[])
    cookies[key] = await sessionCookie(t.db, key);
  for (const statement of [
    sql`create table test_refused_audit (action text primary key)`,
    sql.raw(`create function test_refuse_audit() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from test_refused_audit where action = new.action) then
          raise exception 'audit refused by the test: %', new.action;
        end if;
        return new;
      end $$`),
    sql`create trigger test_refuse_audit before insert on audit_log
        for each row execute function test_refuse_audit()`,
  ])
    await t.db.execute(statement);
  contractors = await bindPolicy(t, cookies.broker, 'contractors', contractorsForm(), 'annual');
  const document = await PDFDocument.create();
  document.addPage();
  pdf = await document.save();
});
afterAll(() => t?.close());

describe('the policies guard (lockPolicyForChange)', () => {
  const lock = (user: AuthUser, id: string, conflictCheck?: Parameters<typeof lockPolicyForChange>[4]) =>
    t.db.transaction((tx) =>
      lockPolicyForChange(tx as unknown as Db, user, id, 'AddAccountNote', conflictCheck),
    );
  const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(HttpError);
    return { status: (error as HttpError).statusCode, message: (error as HttpError).message };
  };

  it('returns the locked row to a user who may see it and do the action', async () => {
    const row = await lock(authUser('broker'), contractors.applicationId);
    expect(row).toMatchObject({ id: contractors.applicationId, brokerageId: BROKERAGE_IDS.maple });
  });

  it('answers 404 for no record and for a record the user may not see', async () => {
    const missing = { status: 404, message: MESSAGES.applicationNotFound };
    expect(await refusal(lock(authUser('broker'), crypto.randomUUID()))).toEqual(missing);
    expect(await refusal(lock(authUser('broker2'), contractors.applicationId))).toEqual(missing);
  });

  it("answers 403 when the role does not offer the action, and the caller's 409 first", async () => {
    const transfer = t.db.transaction((tx) =>
      lockPolicyForChange(
        tx as unknown as Db,
        authUser('broker'),
        contractors.applicationId,
        'OpenLapsedPolicyModal',
      ),
    );
    expect(await refusal(transfer)).toEqual({ status: 403, message: ACTION_NOT_ALLOWED });
    const moved = lock(authUser('broker'), contractors.applicationId, () => conflict('Moved'));
    expect(await refusal(moved)).toEqual({ status: 409, message: 'Moved' });
  });
});

describe('notes and sales status', () => {
  it('writes the note, status, history and audit together, or none of them', async () => {
    const lead = await openLead(cookies.broker, 'Path Note Lead');
    const url = `/api/applications/${lead.applicationId}/notes`;
    const failed = await refusing('application.sales_status', () =>
      post(url, cookies.broker, {
        status: 'Closed-Loss',
        comment: 'Went elsewhere.',
        lossReasonDetails: { reason: 'price-too-high', targetPremium: 18_000 },
      }),
    );
    expect(failed.statusCode).toBe(500);
    expect((await rowOf(lead.applicationId)).salesStatus).toBe('Open');
    expect(await t.db.select().from(notes).where(eq(notes.applicationId, lead.applicationId))).toEqual([]);
    await expectNoChange(lead.applicationId, 'Sales Status', 'application.sales_status');

    const closed = await post(url, cookies.broker, {
      status: 'Closed-Loss',
      comment: 'Went elsewhere.',
      lossReasonDetails: { reason: 'price-too-high', targetPremium: 18_000 },
    });
    expect(closed.statusCode, closed.body).toBe(201);
    expect((await rowOf(lead.applicationId)).salesStatus).toBe('Closed-Loss');
    await expectChange(lead.applicationId, 'Sales Status', 'application.sales_status');

    const note = await post(url, cookies.broker, { comment: 'Called the insured.' });
    expect(note.statusCode, note.body).toBe(201);
    const { history } = await expectChange(lead.applicationId, 'Account Note', 'application.note');
    expect(history).toMatchObject({ description: 'Called the insured.', userId: DEMO_USERS.broker.id });
  });
});

describe('transfers', () => {
  it('moves the policy and its renewal, each with its own history and audit row, or nothing', async () => {
    const policy = await tenantsPolicy('Path Transfer');
    const renewalId = crypto.randomUUID();
    await t.db.insert(applications).values({
      id: renewalId,
      status: 'quoted',
      productId: policy.productId,
      productName: policy.productName,
      brokerageId: policy.brokerageId,
      brokerageName: policy.brokerageName,
      brokerId: policy.brokerId,
      insuredName: policy.insuredName,
      transactionType: 'Renewal',
      renewalOfId: policy.applicationId,
    });
    const url = `/api/applications/${policy.applicationId}/transfer`;
    const body = {
      selectedBrokerage: BROKERAGE_IDS.coastal,
      selectedBrokerId: DEMO_USERS.broker2.id,
      transferReason: TRANSFER_REASONS[0],
    };
    const failed = await refusing('application.transfer', () => post(url, cookies.admin, body));
    expect(failed.statusCode).toBe(500);
    for (const id of [policy.applicationId, renewalId]) {
      expect((await rowOf(id)).brokerageId).toBe(BROKERAGE_IDS.maple);
      await expectNoChange(id, 'Transfer', 'application.transfer');
    }

    const moved = await post(url, cookies.admin, body);
    expect(moved.statusCode, moved.body).toBe(200);
    for (const id of [policy.applicationId, renewalId]) {
      expect((await rowOf(id)).brokerageId).toBe(BROKERAGE_IDS.coastal);
      const { audit } = await expectChange(id, 'Transfer', 'application.transfer');
      expect(audit.details).toMatchObject({ moved: [policy.applicationId, renewalId] });
    }
  });

  it('moves a lead to another product with a history and audit row on both records, or nothing', async () => {
    const lead = await openLead(cookies.broker, 'Path Lead Move');
    const url = `/api/applications/${lead.applicationId}/lead/move`;
    const before = await t.db.select({ id: applications.id }).from(applications);
    const failed = await refusing('application.lead_move', () =>
      post(url, cookies.broker, { productId: 'technology-eo' }),
    );
    expect(failed.statusCode).toBe(500);
    expect(await t.db.select({ id: applications.id }).from(applications)).toHaveLength(before.length);
    expect((await rowOf(lead.applicationId)).salesStatus).toBe('Open');
    await expectNoChange(lead.applicationId, 'Lead Transfer', 'application.lead_move');

    const moved = await post(url, cookies.broker, { productId: 'technology-eo' });
    expect(moved.statusCode, moved.body).toBe(200);
    const newId = moved.json().applicationId as string;
    expect((await rowOf(lead.applicationId)).salesStatus).toBe('Closed-Loss');
    const old = await expectChange(lead.applicationId, 'Lead Transfer', 'application.lead_move');
    expect(old.history.details).toEqual({ toApplicationId: newId });
    const created = await expectChange(newId, 'Lead Transfer', 'application.lead_move');
    expect(created.history.details).toEqual({ fromApplicationId: lead.applicationId });
  });

  it('assigns a lead to another owner on its product with its history and audit row, or not at all', async () => {
    const lead = await openLead(cookies.agency, 'Path Lead Assign');
    const url = `/api/applications/${lead.applicationId}/lead/assign`;
    const body = {
      selectedBrokerage: BROKERAGE_IDS.coastal,
      selectedBrokerId: DEMO_USERS.broker2.id,
      productId: 'tenants',
    };
    const failed = await refusing('application.lead_assign', () => post(url, cookies.agency, body));
    expect(failed.statusCode).toBe(500);
    expect((await rowOf(lead.applicationId)).brokerageId).toBe(BROKERAGE_IDS.apollo);
    await expectNoChange(lead.applicationId, 'Transfer', 'application.lead_assign');

    const assigned = await post(url, cookies.agency, body);
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect((await rowOf(lead.applicationId)).brokerageId).toBe(BROKERAGE_IDS.coastal);
    await expectChange(lead.applicationId, 'Transfer', 'application.lead_assign');
  });
});

describe('certificates and emailed documents', () => {
  it('records an additional insured certificate with its document, history and audit row, or none', async () => {
    const url = `/api/applications/${contractors.applicationId}/fillpdf`;
    const body = {
      insuredName: 'Path Property Management Ltd.',
      address: '88 Harbour Street, Toronto, ON M5J 2G2',
      acknowledgements: { evidenceOnly: true, operationsOnly: true, requestedByInsured: true },
    };
    const certificates = () =>
      t.db
        .select()
        .from(documents)
        .where(
          and(eq(documents.applicationId, contractors.applicationId), eq(documents.kind, 'certificate')),
        );
    const failed = await refusing('policy.additional-insured', () => post(url, cookies.broker, body));
    expect(failed.statusCode).toBe(500);
    expect(failed.json().message).toBe(MESSAGES.additionalInsuredError);
    expect(await certificates()).toEqual([]);
    await expectNoChange(contractors.applicationId, 'Additional Insured', 'policy.additional-insured');

    const issued = await post(url, cookies.broker, body);
    expect(issued.statusCode, issued.body).toBe(201);
    expect(await certificates()).toHaveLength(1);
    const { history } = await expectChange(
      contractors.applicationId,
      'Additional Insured',
      'policy.additional-insured',
    );
    expect(history.id).toBe(issued.json().transactionId);
  });

  it('emails documents with the outbox row, history and audit row, or none', async () => {
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/applications/${contractors.applicationId}/documents`,
      headers: { cookie: cookies.broker },
    });
    const keys = (listed.json() as DocumentList).map((d) => d.Key).slice(0, 1);
    const url = `/api/applications/${contractors.applicationId}/email?type=customerDocument`;
    const outbox = async () => (await t.db.select().from(emailOutbox)).length;
    const queued = await outbox();
    const failed = await refusing('policy.email-documents', () =>
      post(url, cookies.broker, { filenames: keys }),
    );
    expect(failed.statusCode).toBe(500);
    expect(await outbox()).toBe(queued);
    await expectNoChange(contractors.applicationId, 'Documents Emailed', 'policy.email-documents');

    const sent = await post(url, cookies.broker, { filenames: keys });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await outbox()).toBe(queued + 1);
    const { history } = await expectChange(
      contractors.applicationId,
      'Documents Emailed',
      'policy.email-documents',
    );
    expect(history.id).toBe(sent.json().transactionId);
  });
});

describe('lapse and reopening', () => {
  it('lapses an expired policy with its history and audit row, or leaves it bound', async () => {
    const policy = await tenantsPolicy('Path Lapse');
    await t.db
      .update(applications)
      .set({ policyExpiryDate: new Date(Date.now() - 30 * 86_400_000) })
      .where(eq(applications.id, policy.applicationId));
    await expect(
      refusing('policy.lapse', () => lapseExpiredPolicies({ db: t.db }, new Date())),
    ).rejects.toThrow();
    expect((await rowOf(policy.applicationId)).status).toBe('bound');
    await expectNoChange(policy.applicationId, 'Lapsed', 'policy.lapse');

    const { lapsed } = await lapseExpiredPolicies({ db: t.db }, new Date());
    expect(lapsed.map((p) => p.applicationId)).toContain(policy.applicationId);
    expect((await rowOf(policy.applicationId)).status).toBe('lapsed');
    const { history, audit } = await expectChange(policy.applicationId, 'Lapsed', 'policy.lapse');
    expect(history).toMatchObject({ userId: null, reason: 'Not renewed', details: { graceDays: 10 } });
    expect(audit).toMatchObject({ actorId: null, details: { policyNumber: policy.policyNumber } });
  });

  it('opens a lapsed policy with its history and audit row, or leaves it lapsed', async () => {
    const policy = await tenantsPolicy('Path Reopen');
    await t.db
      .update(applications)
      .set({ status: 'lapsed' })
      .where(eq(applications.id, policy.applicationId));
    const url = `/api/applications/${policy.applicationId}/openLapsedPolicy`;
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/applications/${policy.applicationId}/uploads?pdfOnly=true`,
      headers: {
        cookie: cookies.endorsement,
        'content-type': 'multipart/form-data; boundary=path-boundary',
      },
      payload: Buffer.concat([
        Buffer.from(
          '--path-boundary\r\nContent-Disposition: form-data; name="file"; filename="proof.pdf"\r\nContent-Type: application/pdf\r\n\r\n',
        ),
        Buffer.from(pdf),
        Buffer.from('\r\n--path-boundary--\r\n'),
      ]),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const file = uploaded.json() as { path: string; name: string };
    const body = { comment: 'Paid late.', uploadedFiles: [{ path: file.path, name: file.name }] };
    const failed = await refusing('policy.open_lapsed', () => post(url, cookies.endorsement, body));
    expect(failed.statusCode).toBe(500);
    expect((await rowOf(policy.applicationId)).status).toBe('lapsed');
    await expectNoChange(policy.applicationId, 'Lapse Reopened', 'policy.open_lapsed');

    const opened = await post(url, cookies.endorsement, body);
    expect(opened.statusCode, opened.body).toBe(200);
    expect((await rowOf(policy.applicationId)).status).toBe('bound');
    const { history } = await expectChange(policy.applicationId, 'Lapse Reopened', 'policy.open_lapsed');
    expect(history.id).toBe(opened.json().transactionId);
  });
});

import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Application, OpenLapsedPolicyResponse } from '@bm/contracts';
import { addDaysToDay, addYearsToDay, formatDate, policyEffectiveInstant } from '@bm/domain';
import { applications, auditLog, policyTransactions } from '../src/db/schema.ts';
import { lapseExpiredPolicies } from '../src/jobs/lapse-policies.ts';
import { bindPolicy } from './helpers/bind.ts';
import { tenantsForm } from './helpers/forms.ts';
import { SEEDED } from './helpers/seeded.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
/** The app's clock: real time unless a test moves it. */
let clock: Date | null = null;
let expiring: Application;
let renewed: Application;
let renewal: Application;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock ?? new Date() });
  const broker = await sessionCookie(t.db, 'broker');
  expiring = await bindPolicy(t, broker, 'tenants', tenantsForm(), 'annual');
  renewed = await bindPolicy(
    t,
    broker,
    'tenants',
    tenantsForm({ 'insured-name': 'Renewed Insured' }),
    'annual',
  );
  renewal = await bindPolicy(t, broker, 'tenants', tenantsForm({ 'insured-name': 'Renewal Term' }), 'annual');
  // `renewal` is the bound renewal of `renewed`; `expiring` only has a quoted renewal offer.
  // The renewal term starts when the renewed policy expires.
  const renewedExpiry = formatDate(renewed.policyExpiryDate!);
  await t.db
    .update(applications)
    .set({
      renewalOfId: renewed.applicationId,
      policyEffectiveDate: policyEffectiveInstant(renewedExpiry),
      policyExpiryDate: policyEffectiveInstant(addYearsToDay(renewedExpiry, 1)),
    })
    .where(eq(applications.id, renewal.applicationId));
  const quoted = SEEDED.find((a) => a.status === 'quoted')!;
  await t.db
    .update(applications)
    .set({ renewalOfId: expiring.applicationId })
    .where(eq(applications.id, quoted.id!));
});
afterAll(() => t?.close());

/** Midday in Vancouver, `days` after the policy's expiry day. */
const daysAfterExpiry = (policy: Application, days: number) =>
  new Date(
    policyEffectiveInstant(addDaysToDay(formatDate(policy.policyExpiryDate!), days)).getTime() +
      12 * 3_600_000,
  );

async function statusOf(id: string) {
  const [row] = await t.db
    .select({ status: applications.status })
    .from(applications)
    .where(eq(applications.id, id));
  return row?.status;
}

async function lapsedRows(id: string) {
  return t.db
    .select()
    .from(policyTransactions)
    .where(and(eq(policyTransactions.applicationId, id), eq(policyTransactions.type, 'Lapsed')));
}

describe('lapse job', () => {
  it('leaves a policy bound for 10 days after its expiry', async () => {
    const result = await lapseExpiredPolicies({ db: t.db }, daysAfterExpiry(expiring, 10));
    expect(result.lapsed.map((p) => p.applicationId)).not.toContain(expiring.applicationId);
    expect(await statusOf(expiring.applicationId)).toBe('bound');
  });

  it('lapses it on the 11th day unless renewed, once even when two runs race and a third follows', async () => {
    const at = daysAfterExpiry(expiring, 11);
    const [first, second] = await Promise.all([
      lapseExpiredPolicies({ db: t.db }, at),
      lapseExpiredPolicies({ db: t.db }, at),
    ]);
    const lapsed = [...first.lapsed, ...second.lapsed].map((p) => p.applicationId);
    expect(lapsed.filter((id) => id === expiring.applicationId)).toHaveLength(1);
    expect(new Set(lapsed).size).toBe(lapsed.length);
    expect(lapsed).not.toContain(renewed.applicationId);
    expect(await statusOf(expiring.applicationId)).toBe('lapsed');
    expect(await statusOf(renewed.applicationId)).toBe('bound');

    const third = await lapseExpiredPolicies({ db: t.db }, at);
    expect(third.lapsed).toEqual([]);
    const rows = await lapsedRows(expiring.applicationId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: null,
      reason: 'Not renewed',
      before: { status: 'bound' },
      after: { status: 'lapsed' },
    });
    expect(rows[0]!.effectiveDate).toEqual(new Date(expiring.policyExpiryDate!));
    expect(await lapsedRows(renewed.applicationId)).toEqual([]);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, expiring.applicationId), eq(auditLog.action, 'policy.lapse')));
    expect(audit).toHaveLength(1);
    // Seeded policies that expired long ago lapse too; none of them is lapsed twice.
    const seededBound = SEEDED.filter((a) => a.status === 'bound');
    expect(lapsed.length).toBeGreaterThan(0);
    expect(lapsed.length).toBeLessThanOrEqual(seededBound.length + 3);
  });
});

/** A multipart body with one file. */
function multipart(fileName: string, contentType: string, bytes: Uint8Array | string) {
  const boundary = 'bm-lapse-boundary';
  return {
    boundary,
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
      ),
      Buffer.from(bytes),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

describe('open lapsed policy', () => {
  const cookies = { endorsement: '', underwriter: '', broker: '', finance: '' };
  let pdf: Uint8Array;

  beforeAll(async () => {
    // Everything below happens on the 11th day after expiry, when the policy has lapsed.
    clock = daysAfterExpiry(expiring, 11);
    for (const key of Object.keys(cookies) as (keyof typeof cookies)[])
      cookies[key] = await sessionCookie(t.db, key, clock);
    const document = await PDFDocument.create();
    document.addPage().drawText('Renewal payment received');
    pdf = await document.save();
  });
  afterAll(() => {
    clock = null;
  });

  const upload = async (
    id: string,
    fileName: string,
    type: string,
    bytes: Uint8Array | string,
    pdfOnly = true,
  ) => {
    const { boundary, payload } = multipart(fileName, type, bytes);
    return t.app.inject({
      method: 'POST',
      url: `/api/applications/${id}/uploads${pdfOnly ? '?pdfOnly=true' : ''}`,
      headers: { cookie: cookies.endorsement, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
  };
  const open = (id: string, payload: Record<string, unknown>, cookie = cookies.endorsement) =>
    t.app.inject({
      method: 'POST',
      url: `/api/applications/${id}/openLapsedPolicy`,
      headers: { cookie },
      payload,
    });

  it('takes only PDF uploads', async () => {
    const text = await upload(expiring.applicationId, 'notes.pdf', 'application/pdf', 'not really a pdf');
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe('Not a valid file type');
  });

  it('is for staff only, on lapsed policies only', async () => {
    expect((await open(expiring.applicationId, { comment: 'Paid late' }, cookies.broker)).statusCode).toBe(
      403,
    );
    expect((await open(expiring.applicationId, { comment: 'Paid late' }, cookies.finance)).statusCode).toBe(
      403,
    );
    const bound = await open(renewed.applicationId, { comment: 'Paid late' });
    expect(bound.statusCode).toBe(403);
    expect(bound.json().message).toBe('You are not allowed to do this on this policy.');
  });

  it('needs a comment, and files that are PDF uploads of this record', async () => {
    const noComment = await open(expiring.applicationId, { comment: '  ', uploadedFiles: [] });
    expect(noComment.statusCode).toBe(400);
    expect(noComment.json()).toMatchObject({
      message: 'Enter a comment on why the lapsed policy is opened.',
      errors: { comment: 'Required' },
    });
    const elsewhere = (await upload(renewed.applicationId, 'proof.pdf', 'application/pdf', pdf)).json();
    const foreign = await open(expiring.applicationId, { comment: 'Paid late', uploadedFiles: [elsewhere] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('Upload the files to this policy first.');
    const png = await upload(
      expiring.applicationId,
      'photo.png',
      'image/png',
      Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]),
      false,
    );
    expect(png.statusCode, png.body).toBe(201);
    const notPdf = await open(expiring.applicationId, { comment: 'Paid late', uploadedFiles: [png.json()] });
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json().message).toBe('Not a valid file type');
    expect(await statusOf(expiring.applicationId)).toBe('lapsed');
  });

  it('binds the policy again with its expiry, a history row and an audit row', async () => {
    // A bidi override and a zero-width space in the name are not kept (docs/decisions/0022).
    const uploaded = await upload(
      expiring.applicationId,
      'renewal\u202E-payment\u200B.pdf',
      'application/pdf',
      pdf,
    );
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const file = uploaded.json() as { path: string; name: string; size: number };
    expect(file.name).toBe('renewal-payment.pdf');
    const response = await open(
      expiring.applicationId,
      {
        comment: 'Renewal paid late; underwriting approved.',
        // What the client calls the file is not recorded: the stored name is.
        uploadedFiles: [{ path: file.path, name: '\u202Efdp.exe' }],
      },
      cookies.underwriter,
    );
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json() as OpenLapsedPolicyResponse;
    expect(result.application.status).toBe('bound');
    expect(result.application.policyExpiryDate).toBe(expiring.policyExpiryDate);
    const [row] = await t.db
      .select()
      .from(policyTransactions)
      .where(
        and(
          eq(policyTransactions.applicationId, expiring.applicationId),
          eq(policyTransactions.type, 'Lapse Reopened'),
        ),
      );
    expect(row).toMatchObject({
      id: result.transactionId,
      description: 'Renewal paid late; underwriting approved.',
      before: { status: 'lapsed' },
      after: { status: 'bound' },
      details: { uploadedFiles: [{ path: file.path, name: file.name }] },
    });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, expiring.applicationId), eq(auditLog.action, 'policy.open_lapsed')));
    expect(audit).toHaveLength(1);
    expect((await open(expiring.applicationId, { comment: 'Again' })).statusCode).toBe(403);
  });

  it('gives the reopened policy a fresh 10-day grace before the job lapses it again', async () => {
    const reopenedAt = clock!;
    const soon = await lapseExpiredPolicies({ db: t.db }, new Date(reopenedAt.getTime() + 10 * 86_400_000));
    expect(soon.lapsed.map((p) => p.applicationId)).not.toContain(expiring.applicationId);
    const later = await lapseExpiredPolicies({ db: t.db }, new Date(reopenedAt.getTime() + 12 * 86_400_000));
    expect(later.lapsed.map((p) => p.applicationId)).toContain(expiring.applicationId);
    expect(await lapsedRows(expiring.applicationId)).toHaveLength(2);
  });
});

import { and, eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdditionalInsuredResponse, Application, DocumentList } from '@bm/contracts';
import { AI_MESSAGES, MESSAGES } from '@bm/domain';
import { auditLog, documents, policyTransactions } from '../src/db/schema.ts';
import { BROKERAGE_IDS } from '../src/db/seed-data.ts';
import { ACTION_NOT_ALLOWED } from '../src/modules/policies/access.ts';
import { bindPolicy } from './helpers/bind.ts';
import { contractorsForm } from './helpers/forms.ts';
import { SEEDED } from './helpers/seeded.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
const cookies = { broker: '', broker2: '', endorsement: '', underwriter: '', admin: '' };
let policy: Application;

const inMaple = (a: (typeof SEEDED)[number]) => a.brokerageId === BROKERAGE_IDS.maple;
const tradeContractors = SEEDED.find(
  (a) => inMaple(a) && a.productId === 'trade-contractors' && a.status === 'bound' && a.policyNumber,
)!;
const tenants = SEEDED.find((a) => inMaple(a) && a.productId === 'tenants' && a.status === 'bound')!;
const quoted = SEEDED.find(
  (a) => inMaple(a) && a.status === 'quoted' && a.salesStatus === 'Open' && a.productId !== 'tenants',
)!;

const acknowledged = { evidenceOnly: true, operationsOnly: true, requestedByInsured: true };
const request = (overrides: Record<string, unknown> = {}) => ({
  insuredName: 'Harbourfront Property Management Ltd.',
  address: '88 Harbour Street, Toronto, ON M5J 2G2',
  acknowledgements: acknowledged,
  ...overrides,
});

const fillPdf = (id: string, cookie: string | null, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/applications/${id}/fillpdf`,
    headers: cookie ? { cookie } : {},
    payload,
  });

async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str);
  }
  return parts.join(' ').replace(/\s+/g, ' ');
}

/** What a refused request must leave untouched: the record's documents and history. */
async function footprint(id: string) {
  const docs = await t.db.select().from(documents).where(eq(documents.applicationId, id));
  const rows = await t.db.select().from(policyTransactions).where(eq(policyTransactions.applicationId, id));
  return { documents: docs.length, history: rows.length };
}

async function certificateRows(id: string) {
  return t.db
    .select()
    .from(policyTransactions)
    .where(and(eq(policyTransactions.applicationId, id), eq(policyTransactions.type, 'Additional Insured')));
}

beforeAll(async () => {
  t = await createTestApp();
  for (const key of Object.keys(cookies) as (keyof typeof cookies)[])
    cookies[key] = await sessionCookie(t.db, key);
  policy = await bindPolicy(t, cookies.broker, 'contractors', contractorsForm(), 'annual');
});
afterAll(() => t?.close());

describe('POST /api/applications/{id}/fillpdf: additional insured certificate', () => {
  it("generates a certificate from the policy's data, lists it in Documents and records it", async () => {
    const response = await fillPdf(policy.applicationId, cookies.broker, request());
    expect(response.statusCode, response.body).toBe(201);
    const issued = response.json() as AdditionalInsuredResponse;
    expect(issued.document.Key).toMatch(
      new RegExp(
        `^${policy.policyNumber}/\\d{8}/Certificate-of-Insurance-Harbourfront-Property-Management-Ltd-\\d{8}-[0-9a-f]{6}\\.pdf$`,
      ),
    );
    expect(issued.document.Size).toBeGreaterThan(1000);

    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/applications/${policy.applicationId}/documents`,
      headers: { cookie: cookies.broker },
    });
    expect((listed.json() as DocumentList).map((d) => d.Key)).toContain(issued.document.Key);
    const [row] = await t.db.select().from(documents).where(eq(documents.key, issued.document.Key));
    expect(row).toMatchObject({ kind: 'certificate', contentType: 'application/pdf' });

    const text = await pdfText((await t.app.storage.get(issued.document.Key))!);
    for (const expected of [
      'Certificate of Insurance',
      'Harbourfront Property Management Ltd.',
      '88 Harbour Street, Toronto, ON M5J 2G2',
      policy.policyNumber!,
      'Northshore Mechanical Ltd.',
      '1500 West Georgia Street',
      'Contractors',
      'does not amend, extend or alter the coverage',
      'liability arising out of the operations of Northshore Mechanical Ltd.',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/Effective date \d{4}-\d{2}-\d{2}/);
    expect(text).toMatch(/Expiry date \d{4}-\d{2}-\d{2}/);

    const history = await certificateRows(policy.applicationId);
    expect(history).toHaveLength(1);
    expect(history[0]!.id).toBe(issued.transactionId);
    expect(history[0]!.details).toMatchObject({
      insuredName: 'Harbourfront Property Management Ltd.',
      address: '88 Harbour Street, Toronto, ON M5J 2G2',
      documentKey: issued.document.Key,
    });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityId, policy.applicationId), eq(auditLog.action, 'policy.additional-insured')),
      );
    expect(audits).toHaveLength(1);

    // It downloads through the existing document link route.
    const link = await t.app.inject({
      method: 'GET',
      url: `/api/documents/${issued.document.Key.split('/').map(encodeURIComponent).join('/')}`,
      headers: { cookie: cookies.broker },
    });
    expect(link.statusCode).toBe(200);
    const file = await t.app.inject({
      method: 'GET',
      url: link.json().url,
      headers: { cookie: cookies.broker },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('lets staff generate one too, and each certificate is a new document', async () => {
    const first = await fillPdf(
      policy.applicationId,
      cookies.endorsement,
      request({ insuredName: 'Acme Leasing' }),
    );
    const second = await fillPdf(
      policy.applicationId,
      cookies.admin,
      request({ insuredName: 'Acme Leasing' }),
    );
    expect(first.statusCode, first.body).toBe(201);
    expect(second.statusCode, second.body).toBe(201);
    expect(first.json().document.Key).not.toBe(second.json().document.Key);
  });

  it.each([
    ['no name', { insuredName: '   ' }, AI_MESSAGES.nameRequired],
    ['no address', { address: '' }, AI_MESSAGES.addressRequired],
    [
      'an unticked acknowledgement',
      { acknowledgements: { ...acknowledged, evidenceOnly: false } },
      AI_MESSAGES.acknowledgementsRequired,
    ],
    ['no acknowledgements', { acknowledgements: undefined }, AI_MESSAGES.acknowledgementsRequired],
    ['a name over 200 characters', { insuredName: 'x'.repeat(201) }, AI_MESSAGES.nameTooLong],
  ])('refuses %s and changes nothing', async (_label, overrides, message) => {
    const before = await footprint(policy.applicationId);
    const response = await fillPdf(policy.applicationId, cookies.broker, request(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await footprint(policy.applicationId)).toEqual(before);
  });

  it('answers 401 signed out, 403 to another brokerage, 404 for no record', async () => {
    expect((await fillPdf(policy.applicationId, null, request())).statusCode).toBe(401);
    const other = await fillPdf(policy.applicationId, cookies.broker2, request());
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(MESSAGES.forbidden);
    const missing = await fillPdf('00000000-0000-4000-8000-00000000ffff', cookies.broker, request());
    expect(missing.statusCode).toBe(404);
  });

  it('is only for bound policies of non-tenants products', async () => {
    for (const id of [tenants.id, quoted.id]) {
      const before = await footprint(id);
      const response = await fillPdf(id, cookies.admin, request());
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(ACTION_NOT_ALLOWED);
      expect(await footprint(id)).toEqual(before);
    }
  });
});

describe('trade contractors: developers, home builders and major construction firms need prior approval', () => {
  it('asks whether the additional insured is such a firm', async () => {
    const response = await fillPdf(tradeContractors.id, cookies.broker, request());
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(AI_MESSAGES.priorApprovalUnanswered);
  });

  it("refuses a broker's request for such a firm and changes nothing", async () => {
    const before = await footprint(tradeContractors.id);
    const response = await fillPdf(
      tradeContractors.id,
      cookies.broker,
      request({ insuredName: 'Summit Developments Inc.', majorConstructionFirm: true }),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(AI_MESSAGES.priorApprovalRequired);
    expect(await footprint(tradeContractors.id)).toEqual(before);
    const endorsement = await fillPdf(
      tradeContractors.id,
      cookies.endorsement,
      request({ majorConstructionFirm: true }),
    );
    expect(endorsement.statusCode).toBe(403);
  });

  it('issues it for a broker when the firm is not one of them', async () => {
    const response = await fillPdf(
      tradeContractors.id,
      cookies.broker,
      request({ insuredName: 'Corner Cafe Ltd.', majorConstructionFirm: false }),
    );
    expect(response.statusCode, response.body).toBe(201);
  });

  it("takes an underwriter's request as the approval and prints it", async () => {
    const response = await fillPdf(
      tradeContractors.id,
      cookies.underwriter,
      request({ insuredName: 'Summit Developments Inc.', majorConstructionFirm: true }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const issued = response.json() as AdditionalInsuredResponse;
    const text = await pdfText((await t.app.storage.get(issued.document.Key))!);
    expect(text).toContain('Summit Developments Inc.');
    expect(text).toContain(tradeContractors.policyNumber!);
    expect(text).toContain('approved by underwriting (underwriter@example.com)');
    const [row] = (await certificateRows(tradeContractors.id)).filter((r) => r.id === issued.transactionId);
    expect(row!.details).toMatchObject({
      majorConstructionFirm: true,
      priorApproval: { approvedBy: 'underwriter@example.com' },
    });
  });
});

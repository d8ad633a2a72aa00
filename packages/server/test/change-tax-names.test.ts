import { and, eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Application,
  CancellationPremiumsResponse,
  CancellationRecordResponse,
  CreateErpResponse,
  CustomQuoteResponse,
  ErpQuoteResponse,
  PolicyTransaction,
} from '@bm/contracts';
import { addYearsToDay, applyRate, formatDate, premiumTaxLabel, premiumTaxNamesOn } from '@bm/domain';
import { applications, documents } from '../src/db/schema.ts';
import { declarationsModel } from '../src/modules/documents/declarations-model.ts';
import {
  renderExtensionEndorsement,
  type ExtensionDetailsRow,
} from '../src/modules/documents/extension-endorsements.ts';
import { loadPolicySource } from '../src/modules/documents/policy-source.ts';
import { bindPolicy } from './helpers/bind.ts';
import { cancelPolicy } from './helpers/cancel.ts';
import { buildersRiskForm, extensionDetails, technologyEoForm } from './helpers/forms.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * docs/decisions/0062: the figures of a change name the premium tax they carry, with its rate and
 * authority, in the answers and the PDFs; a Quebec charge takes 9% to 2026-12-31 and 9.975% from
 * 2027-01-01 (the day it is charged).
 */
let t: TestApp;
let clock = new Date();
let policy: Application;
let expiry: string;

const QUEBEC = {
  'business-address-province': 'QC',
  'business-address-postal': 'H2X 1Y4',
  'business-address-city': 'Montréal',
};
/** Noon in Vancouver on a day. */
const noon = (day: string) => new Date(`${day}T20:00:00Z`);

async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str);
  }
  return parts.join(' ').replace(/\s+/g, ' ');
}

async function as(user: 'underwriter' | 'admin', day: string) {
  clock = noon(day);
  return sessionCookie(t.db, user, clock);
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  const broker = await sessionCookie(t.db, 'broker', clock);
  policy = await bindPolicy(t, broker, 'technology-eo', technologyEoForm(QUEBEC), 'annual');
  const [row] = await t.db.select().from(applications).where(eq(applications.id, policy.applicationId));
  expiry = formatDate(row!.policyExpiryDate!);
});
afterAll(() => t?.close());

const erpBody = { erpReason: 'closed-down', knownClaims: false };

describe('the premium tax of a Quebec ERP and custom premium is named, at the rate of its charge day', () => {
  it.each([
    ['2026-12-31', 0.09],
    ['2027-01-01', 0.09975],
  ])('an ERP quoted on %s is taxed at %s and names the Quebec tax and Revenu Québec', async (day, rate) => {
    const cookie = await as('underwriter', day);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/applications/${policy.applicationId}/erpQuote`,
      headers: { cookie },
      payload: { ...erpBody, effectiveDate: expiry, expiryDate: addYearsToDay(expiry, 1) },
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json() as ErpQuoteResponse;
    expect(answer.taxRate).toBe(rate);
    expect(answer.proposedTax).toBe(applyRate(answer.proposedPremium, rate));
    expect(answer.taxNames).toEqual([
      { kind: 'provincial', name: 'Quebec tax on insurance premiums', rate, authority: 'Revenu Québec' },
    ]);
  });

  it.each([
    ['2026-12-31', 0.09],
    ['2027-01-01', 0.09975],
  ])('a custom premium quoted on %s names its premium tax (%s) and its fee taxes', async (day, rate) => {
    const cookie = await as('underwriter', day);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/applications/${policy.applicationId}/getCustomEndorsementQuote`,
      headers: { cookie },
      payload: { totalPremium: 10_000 },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { quote } = response.json() as CustomQuoteResponse;
    expect(quote.premiumsTaxes).toBe(applyRate(10_000, rate));
    expect(quote.taxNames.premium).toEqual(
      premiumTaxNamesOn({ province: 'QC', taxClass: 'commercialPropertyLiability', on: day }),
    );
    expect(quote.taxNames.transactionFee.map((tax) => tax.name)).toEqual(['GST', 'QST']);
  });

  it('the ERP endorsement PDF recorded on 2027-01-01 names the Quebec tax at 9.975% and Revenu Québec, in the insured’s French', async () => {
    const cookie = await as('underwriter', '2027-01-01');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/applications/${policy.applicationId}/createERPendorsement`,
      headers: { cookie },
      payload: { ...erpBody, effectiveDate: expiry, expiryDate: addYearsToDay(expiry, 1), erpPremium: 100_000 },
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json() as CreateErpResponse;
    expect(answer.invoice.tax).toBe(applyRate(100_000, 0.09975));
    const [doc] = await t.db
      .select()
      .from(documents)
      .where(and(eq(documents.applicationId, policy.applicationId), eq(documents.kind, 'erp-endorsement')));
    const text = (await pdfText((await t.app.storage.get(doc!.key))!)).replace(/[\u00a0\u202f]/g, ' ');
    const names = premiumTaxNamesOn({ province: 'QC', taxClass: 'commercialPropertyLiability', on: '2027-01-01' });
    expect(premiumTaxLabel(names, 0.09975)).toBe('Quebec tax on insurance premiums (9.975%), Revenu Québec');
    // A Quebec insured's documents are in French (decision 0079): the tax's French name, the rate and
    // the amount as French writes them.
    const label = premiumTaxLabel(names, 0.09975, 'fr-CA').replace(/[\u00a0\u202f]/g, ' ');
    expect(label).toBe('Taxe sur les primes d’assurance du Québec (9,975 %), Revenu Québec');
    expect(text).toContain(label);
    expect(text).toContain('99,75 $');
    expect(text).not.toContain('Premium tax');
    expect(text).not.toContain('Quebec tax on insurance premiums');
  });
});

describe('the extension endorsement PDF names its premium tax', () => {
  const row = (tax: number, taxNames?: ExtensionDetailsRow['figures']['taxNames']): ExtensionDetailsRow => ({
    months: 3,
    details: {
      'extension-length': '3',
      'losses-claims': 'no',
      occupied: 'no',
      'change-in-scope': 'no',
      'explanation-for-change': 'None',
      'reason-for-extension': 'in-progress',
      'explanation-for-extension': 'Framing behind schedule',
      'reason-for-delay': 'weather',
      'explanation-for-delay': 'A wet spring',
      'percent-completed': '75',
      'extension-limit': '500000',
    },
    figures: { tax, ...(taxNames ? { taxNames } : {}), cardFee: 0, cardFeePST: 0, currentExpiryDate: expiry },
    quote: {
      policyExpiryDate: addYearsToDay(expiry, 1),
      premiumsSum: 100_000,
      total: { annual: 100_000 + tax },
    },
  });

  it.each([
    [
      'recorded with its names on 2027-01-01',
      '2027-01-01',
      true,
      'Quebec tax on insurance premiums (9.975%), Revenu Québec',
      9_975,
    ],
    [
      'recorded before taxes were named, on 2026-12-31',
      '2026-12-31',
      false,
      'Quebec tax on insurance premiums (9%), Revenu Québec',
      9_000,
    ],
  ])('%s', async (_name, day, named, label, tax) => {
    const source = await loadPolicySource(t.db, policy.applicationId);
    const model = declarationsModel(source!, noon(day));
    const names = premiumTaxNamesOn({ province: 'QC', taxClass: 'commercialPropertyLiability', on: day });
    const bytes = await renderExtensionEndorsement(model, 1, noon(day), row(tax, named ? names : undefined));
    const text = await pdfText(bytes);
    expect(text).toContain(label);
    // In French, as the Quebec insured's documents are (decision 0079).
    expect(text).toContain(`${(tax / 100).toFixed(2).replace('.', ',')} $`);
    expect(text).not.toContain('Premium tax');
  });
});

describe('the cancellation figures name the premium tax the policy was charged', () => {
  it('a Quebec policy charged in 2026: "Quebec tax on insurance premiums (9%)", Revenu Québec', async () => {
    const cookie = await as('admin', '2027-01-15');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/applications/${policy.applicationId}/cancellation/premiums`,
      headers: { cookie },
      payload: { cancEffectiveDate: '2027-01-15', cancOption: 'prorata' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json() as CancellationPremiumsResponse;
    expect(answer.taxNames).toEqual([
      {
        kind: 'provincial',
        name: 'Quebec tax on insurance premiums',
        rate: 0.09,
        authority: 'Revenu Québec',
      },
    ]);
    expect(answer.tax).toBe(applyRate(answer.earnedPremium, 0.09));
  });

  it('the cancellation record names it too', async () => {
    clock = new Date();
    const cookie = await sessionCookie(t.db, 'admin', clock);
    await cancelPolicy(t, cookie, policy.applicationId, { days: 30, option: 'prorata' });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/applications/${policy.applicationId}/cancellationRecord`,
      headers: { cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    const record = response.json() as CancellationRecordResponse;
    expect(premiumTaxLabel(record.taxNames, 0)).toBe('Quebec tax on insurance premiums (9%), Revenu Québec');
  });

  it('the history names the premium tax of each row: bind 9%, the 2027 ERP 9.975%, the cancellation 9%', async () => {
    const cookie = await sessionCookie(t.db, 'admin', clock);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/applications/${policy.applicationId}/transactions`,
      headers: { cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json() as PolicyTransaction[];
    const label = (type: string) => {
      const row = rows.find((candidate) => candidate.type === type);
      expect(row?.taxDelta, type).not.toBe(0);
      return premiumTaxLabel(row?.taxNames, 0);
    };
    expect(label('New Business')).toBe('Quebec tax on insurance premiums (9%), Revenu Québec');
    expect(label('Extended Reporting Period')).toBe(
      'Quebec tax on insurance premiums (9.975%), Revenu Québec',
    );
    expect(label('Cancellation')).toBe('Quebec tax on insurance premiums (9%), Revenu Québec');
  });
});

describe("an extension is taxed at the rate of the app's day, not the machine's", () => {
  it.each([
    ['2026-12-31', 0.09],
    ['2027-01-01', 0.09975],
  ])('a Quebec builders risk extension quoted on %s is taxed at %s', async (day, rate) => {
    clock = noon('2026-12-01');
    const broker = await sessionCookie(t.db, 'broker', clock);
    const bound = await bindPolicy(t, broker, 'builders-risk', buildersRiskForm(QUEBEC), 'annual');
    clock = noon(day);
    const cookie = await sessionCookie(t.db, 'broker', clock);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/applications/${bound.applicationId}/extension?type=quote`,
      headers: { cookie },
      payload: {
        extension: {
          extensionDetails: extensionDetails(),
        },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { figures } = response.json() as { figures: { proRataPremium: number; tax: number } };
    expect(figures.tax).toBe(applyRate(figures.proRataPremium, rate));
  });
});

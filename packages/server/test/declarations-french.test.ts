import { describe, expect, it } from 'vitest';
import { buildQuote, productDefinition } from '@bm/domain';
import { certificateModel } from '../src/modules/certificates/certificate-model.ts';
import { declarationsModel } from '../src/modules/documents/declarations-model.ts';
import type { PolicySource } from '../src/modules/documents/policy-source.ts';
import { renderDeclarations } from '../src/modules/documents/pdf/declarations.ts';
import { pdfText } from './helpers/pdf-text.ts';

const quote = buildQuote({
  productId: 'tenants',
  productVersion: '1',
  province: 'QC',
  rated: {
    priced: true,
    premiums: [{ key: 'contentsPremium', label: 'Contents', amount: 30_000 }],
    unpricedReasons: [],
  },
  customFee: 5_000,
  chargeDay: '2026-11-15',
});

const form = {
  'contents-limit': '30000',
  deductible: '1000',
  'cover-level': 'premium',
  roommates: [{ 'roommate-name': 'Jeanne Colocataire', 'roommate-property-limit': '10000' }],
};

const source = (
  locale: 'en-CA' | 'fr-CA',
  latestChange: PolicySource['latestChange'] = null,
): PolicySource => ({
  application: {
    id: '00000000-0000-4000-8000-000000000001',
    productId: 'tenants',
    productName: 'Tenants Insurance',
    insurerId: null,
    policyNumber: 'TEN-2026-1000001',
    transactionType: 'New Business',
    insuredName: 'Amélie Roy',
    email: 'amelie@example.com',
    phone: null,
    brokerageName: 'Maple Leaf Brokers',
    form,
    province: 'QC',
    paymentPeriod: 'annual',
    quote: JSON.parse(JSON.stringify(quote)) as unknown,
    totalPremium: quote.total.annual,
    premiumsSum: quote.premiumsSum,
    policyEffectiveDate: new Date('2026-11-15T20:00:00Z'),
    policyExpiryDate: new Date('2027-11-15T20:00:00Z'),
    correspondenceLanguage: locale,
  } as unknown as PolicySource['application'],
  broker: null,
  brokerage: null,
  definition: productDefinition('tenants'),
  latestChange,
});

const boundAt = new Date('2026-11-15T20:00:00Z');
const textOf = async (s: PolicySource) =>
  (await pdfText(await renderDeclarations(declarationsModel(s, boundAt)))).text
    .replace(/\s+/g, ' ')
    .replace(/[\u00a0\u202f]/g, ' ');

describe('the declarations of a Quebec policy in the insured’s language (issue 27)', () => {
  it('in French: the product’s answers, the province, the premium and tax lines, the transaction', async () => {
    const text = await textOf(source('fr-CA'));
    for (const words of [
      'Assurance des locataires',
      'Opération Affaire nouvelle',
      'ASSURÉ DÉSIGNÉ Amélie Roy Québec',
      // The answers under the product texts’ French, whole dollars as the web shows them.
      'Colocataire 1 Nom du colocataire : Jeanne Colocataire; Limite des biens (contenu) du colocataire : 10 000 $',
      'Limite des biens 30 000 $',
      'Franchise 1 000 $',
      // The cover level by its own French, not the money word « Prime ».
      'Niveau de garantie Supérieure',
      // quoteBreakdown in French.
      'Taxe sur les primes d’assurance du Québec (9 %), Revenu Québec',
      'TVQ (9,975 %) sur les frais de transaction',
      'Frais de courtage',
      'Page 1 de 2',
    ]) {
      expect(text).toContain(words);
    }
    for (const english of [
      'New Business',
      'Contents limit',
      'Deductible',
      'Roommate',
      '$30,000',
      'Quebec tax',
      'Transaction fee',
      'Broker fee',
      'Page 1 of',
    ]) {
      expect(text).not.toContain(english);
    }
  });

  it('in French: an endorsement, its reason in the domain’s labels', () => {
    const change = {
      type: 'Endorsement',
      effectiveDate: new Date('2026-12-01T20:00:00Z'),
      reason: 'Change of Mailing Address',
    };
    expect(declarationsModel(source('fr-CA', change), boundAt).transactionType).toBe(
      'Avenant en vigueur le 2026-12-01 (Changement d’adresse postale)',
    );
    expect(declarationsModel(source('en-CA', change), boundAt).transactionType).toBe(
      'Endorsement effective 2026-12-01 (Change of Mailing Address)',
    );
  });

  it('in English as before', async () => {
    const text = await textOf(source('en-CA'));
    for (const words of [
      'Tenants Insurance',
      'Transaction New Business',
      'NAMED INSURED Amélie Roy Quebec',
      'Roommate 1 Roommate name: Jeanne Colocataire; Roommate contents (property) limit: $10,000',
      'Contents limit $30,000',
      'Deductible $1,000',
      'Cover level Premium',
      'Quebec tax on insurance premiums (9%), Revenu Québec',
      'Broker fee',
      'Page 1 of 2',
    ]) {
      expect(text).toContain(words);
    }
  });

  it('the certificate of a French policy keeps its coverages and the limits a holder looks for', () => {
    const input = {
      certificateNumber: 'TEN-2026-1000001-AI1',
      insuredName: 'Gestion Tremblay inc.',
      address: 'Laval QC',
      issuedAt: boundAt,
      priorApproval: null,
    };
    const [english, french] = [
      certificateModel(source('en-CA'), input),
      certificateModel(source('fr-CA'), input),
    ];
    expect(english.coverages).toEqual(['Contents']);
    // The premium lines' names in the certificate's language, as its limits (domain premiumLineLabel).
    expect(french.coverages).toEqual(['Biens']);
    expect(english.limits.map((a) => a.heading)).toEqual(['Contents limit', 'Deductible']);
    expect(french.limits.map((a) => a.heading)).toEqual(['Limite des biens', 'Franchise']);
  });
});

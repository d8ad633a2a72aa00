import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { PRODUCT_DEFINITIONS, placeholdersOf } from '@bm/domain';
import type { DeclarationsModel } from '../src/modules/documents/declarations-model.ts';
import { renderWording } from '../src/modules/documents/pdf/wording.ts';
import { WORDING_PDF } from '../src/modules/documents/pdf/wording-words.ts';
import {
  commonWording,
  productWording,
  type Clause,
  type ProductWording,
} from '../src/modules/documents/pdf/wording/index.ts';
import { pdfText } from './helpers/pdf-text.ts';

const model = (locale: DeclarationsModel['locale'], productId = 'tenants'): DeclarationsModel => ({
  productId,
  province: 'QC',
  productName: locale === 'fr-CA' ? 'Assurance des locataires' : 'Tenants Insurance',
  insurerName: 'Laurentian General Insurance',
  reference: 'TEN-2026-1000001',
  policyNumber: 'TEN-2026-1000001',
  applicationId: '00000000-0000-4000-8000-000000000001',
  transactionType: 'New Business',
  namedInsured: 'Amélie Roy',
  address: [],
  email: 'amelie@example.com',
  phone: null,
  brokerName: null,
  brokerEmail: null,
  brokerage: { name: 'Maple Leaf Brokers', address: null, phone: null, email: null },
  effectiveDate: '2026-11-15',
  expiryDate: '2027-11-15',
  boundDate: '2026-11-15',
  boundAt: new Date('2026-11-15T20:00:00Z'),
  paymentPeriod: 'annual',
  planLabel: 'Annual - paid in full',
  sections: [],
  premiumsSum: 30_000,
  total: 30_000,
  schedule: [],
  answers: [],
  locale,
});

const squeezed = async (m: DeclarationsModel) =>
  (await pdfText(await renderWording(m))).text.replace(/\s+/g, ' ').replace(/[\u00a0\u202f]/g, ' ');

/** A wording's shape: how many clauses, paragraphs and items each part has, and its definitions. */
const shapeOf = (clauses: readonly Clause[]) =>
  clauses.map((c) => [c.paragraphs.length, c.items?.length ?? 0]);
const productShape = (w: ProductWording) => ({
  agreements: shapeOf(w.insuringAgreements),
  definitions: w.definitions.length,
  exclusions: shapeOf(w.exclusions),
  conditions: shapeOf(w.conditions),
  section: shapeOf(w.section.clauses),
});

describe('the policy wording in the insured’s language (issue 27)', () => {
  it('its words: both ICU, the same values', () => {
    for (const [key, { en, fr }] of Object.entries(WORDING_PDF)) {
      expect(() => new IntlMessageFormat(en, 'en-CA'), key).not.toThrow();
      expect(() => new IntlMessageFormat(fr, 'fr-CA'), key).not.toThrow();
      expect(placeholdersOf(fr), key).toEqual(placeholdersOf(en));
    }
  });

  it.each(Object.keys(PRODUCT_DEFINITIONS))(
    '%s: a French wording clause for clause with the English',
    (productId) => {
      const english = productWording(productId);
      const french = productWording(productId, 'fr-CA');
      expect(french).not.toBe(english);
      expect(productShape(french)).toEqual(productShape(english));
    },
  );

  it('the common parts clause for clause, the return of premium as the declarations say it', () => {
    const [en, fr] = [commonWording('en-CA'), commonWording('fr-CA')];
    expect(fr.definitions.length).toBe(en.definitions.length);
    expect(shapeOf(fr.exclusions)).toEqual(shapeOf(en.exclusions));
    expect(shapeOf(fr.conditions)).toEqual(shapeOf(en.conditions));
    expect(fr.conditions[0]!.paragraphs.join(' ').replace(/\u00a0/g, ' ')).toContain(
      '100 % de la prime de la police est conservée',
    );
  });

  it('in French: headings, particulars, clauses and the minimum retained premium', async () => {
    const text = await squeezed(model('fr-CA'));
    for (const words of [
      'Assurance des locataires - Libellé de la police',
      'Police combinée des locataires | Assureur : Laurentian General Insurance',
      'Période d’assurance du 2026-11-15 au 2027-11-15 (0 h 01, heure du Pacifique)',
      'Section I - Conventions d’assurance',
      '1.1 Garantie A - Biens personnels',
      'Section II - Définitions',
      'Section III - Exclusions',
      'Section IV - Conditions',
      '4.1 Remboursement de la prime à la résiliation',
      'Lorsque la prime minimale conservée (PMC) s’applique, 100 % de la prime de la police est conservée',
      // The glossary's flat cancellation (FLAT, « DEPUIS L’ORIGINE »), as the Terms say it.
      'Une résiliation depuis l’origine, à la date d’effet de la police, rembourse la totalité de la prime',
      'Section V - Dispositions relatives aux locataires',
      // The cover levels as the product texts say them.
      '« De base avec garantie inondation »',
      'En foi de quoi Laurentian General Insurance',
      'Page 1 de',
    ]) {
      expect(text).toContain(words);
    }
    for (const english of [
      'Policy Wording',
      'Section I - Insuring',
      'Return of premium',
      'In witness',
      'Page 1 of',
    ]) {
      expect(text).not.toContain(english);
    }
  });

  it('in English as before', async () => {
    const text = await squeezed(model('en-CA'));
    for (const words of [
      'Tenants Insurance - Policy Wording',
      'Tenants Package Policy | Insurer: Laurentian General Insurance',
      'Policy period 2026-11-15 to 2027-11-15 (12:01 a.m. Pacific Time)',
      'Section I - Insuring agreements',
      '4.1 Return of premium on cancellation',
      'Where the minimum retained premium (MRP) applies, 100% of the policy premium is kept',
      'In witness whereof Laurentian General Insurance',
    ]) {
      expect(text).toContain(words);
    }
  });
});

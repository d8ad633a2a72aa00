import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { placeholdersOf } from '@bm/domain';
import type { CertificateModel } from '../src/modules/certificates/certificate-model.ts';
import { certificateWording, renderCertificate } from '../src/modules/certificates/pdf/certificate.ts';
import { CERTIFICATE_PDF } from '../src/modules/certificates/pdf/certificate-words.ts';
import type { DeclarationsModel } from '../src/modules/documents/declarations-model.ts';
import {
  renderExtensionEndorsement,
  type ExtensionDetailsRow,
} from '../src/modules/documents/extension-endorsements.ts';
import { EXTENSION_PDF } from '../src/modules/documents/pdf/extension-words.ts';
import { renderErpEndorsement, type ErpEndorsementModel } from '../src/modules/erp/erp-pdf.ts';
import { ERP_PDF } from '../src/modules/erp/erp-pdf-words.ts';
import { renderDeclarations } from '../src/modules/documents/pdf/declarations.ts';
import { DECLARATIONS_PDF } from '../src/modules/documents/pdf/declarations-words.ts';
import { pdfText } from './helpers/pdf-text.ts';

/** Decision 0079, "Whose language": the declarations page in the insured's language of correspondence. */
const model = (locale: DeclarationsModel['locale']): DeclarationsModel => ({
  productId: 'tenants',
  province: 'QC',
  productName: 'Tenants Insurance',
  insurerName: 'Laurentian General Insurance',
  reference: 'TEN-2026-1000001',
  policyNumber: 'TEN-2026-1000001',
  applicationId: '00000000-0000-4000-8000-000000000001',
  transactionType: 'New Business',
  namedInsured: 'Amélie Roy',
  address: ['1250 rue Sainte-Catherine Ouest', 'Montréal QC H3G 1P1'],
  email: 'amelie@example.com',
  phone: null,
  brokerName: 'Blake Broker',
  brokerEmail: 'broker@example.com',
  brokerage: { name: 'Maple Leaf Brokers', address: null, phone: null, email: null },
  effectiveDate: '2026-11-15',
  expiryDate: '2027-11-15',
  boundDate: '2026-11-15',
  boundAt: new Date('2026-11-15T20:00:00Z'),
  paymentPeriod: 'monthly',
  planLabel: 'Monthly - 12 monthly payments',
  // As quoteBreakdown titles them in the model's language.
  sections: [
    {
      title: locale === 'fr-CA' ? 'Primes' : 'Premiums',
      lines: [{ label: 'Contents', amount: 123_456 }],
      total: 123_456,
    },
  ],
  premiumsSum: 123_456,
  total: 123_456,
  schedule: [
    { sequence: 1, dueDate: '2026-11-15', amount: 10_288 },
    { sequence: 2, dueDate: '2026-12-15', amount: 10_288 },
  ],
  answers: [],
  locale,
});

const squeezed = async (locale: DeclarationsModel['locale']) =>
  (await pdfText(await renderDeclarations(model(locale)))).text.replace(/\s+/g, ' ');

describe('the declarations page in the insured’s language', () => {
  it('its words: both ICU, the same values', () => {
    for (const [key, { en, fr }] of Object.entries(DECLARATIONS_PDF)) {
      expect(() => new IntlMessageFormat(en, 'en-CA'), key).not.toThrow();
      expect(() => new IntlMessageFormat(fr, 'fr-CA'), key).not.toThrow();
      expect(placeholdersOf(fr), key).toEqual(placeholdersOf(en));
    }
  });

  it('in English as before', async () => {
    const text = await squeezed('en-CA');
    for (const words of [
      'Policy declarations | Insurer: Laurentian General Insurance',
      'Premium total',
      'Total for the monthly payment plan',
      '$1,234.56',
      'Monthly - 12 monthly payments',
      '1 (at bind)',
      'Return of premium on cancellation: If you cancel this policy',
    ]) {
      expect(text).toContain(words);
    }
  });

  it('in French: its words, money as 1 234,56 $, dates YYYY-MM-DD', async () => {
    const text = await squeezed('fr-CA');
    for (const words of [
      'Conditions particulières | Assureur',
      'Numéro de police',
      'ASSURÉ DÉSIGNÉ',
      'Période d’assurance',
      'Total des primes',
      'Total pour le mode de paiement mensuel',
      '1 234,56 $',
      'Mensuel - 12 paiements mensuels',
      'Calendrier des paiements',
      '2026-12-15',
      'Remboursement de la prime à la résiliation',
      'Si vous résiliez cette police',
    ]) {
      expect(text).toContain(words);
    }
    for (const english of ['Premium total', 'Payment schedule', '$1,234.56', 'Return of premium']) {
      expect(text).not.toContain(english);
    }
  });
});

const certificate = (locale: CertificateModel['locale']): CertificateModel => ({
  certificateNumber: 'TEN-2026-1000001-AI1',
  insurerName: 'Laurentian General Insurance',
  productName: 'Contractors Liability',
  reference: 'TEN-2026-1000001',
  namedInsured: 'Amélie Roy',
  namedInsuredAddress: ['Montréal QC H3G 1P1'],
  effectiveDate: '2026-11-15',
  expiryDate: '2027-11-15',
  coverages: ['Commercial general liability'],
  limits: [],
  additionalInsured: { name: 'Constructions Tremblay inc.', address: ['Laval QC'] },
  issuedDate: '2026-11-20',
  issuedAt: new Date('2026-11-20T20:00:00Z'),
  priorApproval: { approvedBy: 'Uma Underwriter' },
  locale,
});

describe('the certificate of insurance in the insured’s language', () => {
  it('its words: both ICU, the same values', () => {
    for (const [key, { en, fr }] of Object.entries(CERTIFICATE_PDF)) {
      expect(() => new IntlMessageFormat(en, 'en-CA'), key).not.toThrow();
      expect(() => new IntlMessageFormat(fr, 'fr-CA'), key).not.toThrow();
      expect(placeholdersOf(fr), key).toEqual(placeholdersOf(en));
    }
  });

  it('in English as before, in French', async () => {
    expect(certificateWording(certificate('en-CA')).extension).toBe(
      'Constructions Tremblay inc. is included as an additional insured under policy TEN-2026-1000001, but only with respect to liability arising out of the operations of Amélie Roy, and only within the limits, terms, conditions and exclusions of the policy. The additional insured has no rights or obligations under the policy other than those stated here.',
    );
    const english = (await pdfText(await renderCertificate(certificate('en-CA')))).text.replace(/\s+/g, ' ');
    expect(english).toContain('Certificate number');
    expect(english).toContain('approved by underwriting (Uma Underwriter) on 2026-11-20');

    const french = (await pdfText(await renderCertificate(certificate('fr-CA')))).text.replace(/\s+/g, ' ');
    for (const words of [
      'Certificat d’assurance',
      'Numéro du certificat',
      'ASSURÉ ADDITIONNEL (TITULAIRE DU CERTIFICAT)',
      'Constructions Tremblay inc. est inclus à titre d’assuré additionnel',
      'approuvé par la souscription (Uma Underwriter) le 2026-11-20',
      'Représentant autorisé, Laurentian General Insurance',
    ]) {
      expect(french).toContain(words);
    }
    expect(french).not.toContain('Certificate number');
    // The product's name as the catalogue says it in French.
    expect(french).toContain('Responsabilité des entrepreneurs');
    expect(french).not.toContain('Contractors Liability');
  });
});

const erp = (locale: ErpEndorsementModel['locale']): ErpEndorsementModel => ({
  endorsementNumber: 'ERP-TEO-2026-1-20271115-ABC123',
  insurerName: 'Laurentian General Insurance',
  productName: 'Technology E&O',
  reference: 'TEO-2026-1',
  namedInsured: 'Logiciels Roy inc.',
  namedInsuredAddress: ['Montréal QC'],
  policyEffectiveDate: '2026-11-15',
  policyEndDate: '2027-11-15',
  erpExpiryDate: '2029-11-15',
  years: 2,
  reason: 'Retirement',
  knownClaims: false,
  premium: 123_456,
  tax: 11_111,
  taxNames: [],
  taxRate: 0.09,
  issuedDate: '2027-11-15',
  issuedAt: new Date('2027-11-15T20:00:00Z'),
  locale,
});

describe('the ERP endorsement in the insured’s language', () => {
  it('its words: both ICU, the same values', () => {
    for (const [key, { en, fr }] of Object.entries(ERP_PDF)) {
      expect(() => new IntlMessageFormat(en, 'en-CA'), key).not.toThrow();
      expect(() => new IntlMessageFormat(fr, 'fr-CA'), key).not.toThrow();
      expect(placeholdersOf(fr), key).toEqual(placeholdersOf(en));
    }
  });

  it('in English as before, in French', async () => {
    const english = (await pdfText(await renderErpEndorsement(erp('en-CA')))).text.replace(/\s+/g, ' ');
    expect(english).toContain('2027-11-15 to 2029-11-15 (2 years)');
    expect(english).toContain('$1,234.56');
    const french = (await pdfText(await renderErpEndorsement(erp('fr-CA')))).text.replace(/\s+/g, ' ');
    for (const words of [
      'Avenant de période de déclaration prolongée',
      'du 2027-11-15 au 2029-11-15 (2 ans)',
      'Prime de la PDP',
      '1 234,56 $',
      'Aucune déclarée',
    ]) {
      expect(french).toContain(words);
    }
    expect(french).not.toContain('$1,234.56');
  });

  it('in French: the reason by the domain’s labels, the premium tax in French', async () => {
    const model = { ...erp('fr-CA'), reason: 'Closed down' };
    const french = (await pdfText(await renderErpEndorsement(model))).text.replace(/\s+/g, ' ');
    expect(french).toContain('Fermeture de l’entreprise');
    expect(french).toContain('Taxe sur les primes');
    expect(french).not.toContain('Closed down');
    const english = (await pdfText(await renderErpEndorsement({ ...model, locale: 'en-CA' }))).text;
    expect(english.replace(/\s+/g, ' ')).toContain('Closed down');
  });
});

describe('the extension endorsement in the insured’s language', () => {
  it('its words: both ICU, the same values', () => {
    for (const [key, { en, fr }] of Object.entries(EXTENSION_PDF)) {
      expect(() => new IntlMessageFormat(en, 'en-CA'), key).not.toThrow();
      expect(() => new IntlMessageFormat(fr, 'fr-CA'), key).not.toThrow();
      expect(placeholdersOf(fr), key).toEqual(placeholdersOf(en));
    }
  });

  const row: ExtensionDetailsRow = {
    months: 3,
    details: {
      'extension-length': '3',
      'losses-claims': 'no',
      occupied: 'no',
      'change-in-scope': 'yes',
      'explanation-for-change': 'A garage added',
      'reason-for-extension': 'in-progress',
      'explanation-for-extension': 'Framing behind schedule',
      'reason-for-delay': 'weather',
      'explanation-for-delay': 'A wet spring',
      'percent-completed': '75',
      'extension-limit': '500000',
    },
    figures: { tax: 0, cardFee: 0, cardFeePST: 0, currentExpiryDate: '2027-11-15' },
    quote: { policyExpiryDate: '2028-02-15', premiumsSum: 123_456, total: { annual: 123_456 } },
  };
  const render = async (locale: DeclarationsModel['locale']) =>
    (
      await pdfText(await renderExtensionEndorsement(model(locale), 1, new Date('2027-11-01T20:00:00Z'), row))
    ).text.replace(/\s+/g, ' ');

  it('in English as before, in French', async () => {
    const english = await render('en-CA');
    for (const words of [
      'Extended by 3 month(s)',
      'Additional premium',
      '$1,234.56',
      'Percent completed 75%',
    ]) {
      expect(english).toContain(words);
    }
    const french = await render('fr-CA');
    for (const words of [
      'Avenant de prolongation 1',
      'Prolongée de 3 mois',
      'Prime additionnelle',
      '1 234,56 $',
      'Pourcentage achevé 75 %',
      'Modification de la portée des travaux Oui',
    ]) {
      expect(french).toContain(words);
    }
    expect(french).not.toContain('Additional premium');
  });
});

import { describe, expect, it } from 'vitest';
import { productDefinition } from '@bm/domain';
import type { DeclarationsModel } from '../src/modules/documents/declarations-model.ts';
import { declaredAnswers } from '../src/modules/documents/declared-answers.ts';
import { renderDeclarations } from '../src/modules/documents/pdf/declarations.ts';
import { pdfText } from './helpers/pdf-text.ts';

const form = {
  'contents-limit': '30000',
  roommates: [
    {
      'roommate-name': 'Jane Roommate',
      'roommate-birthyear': '1994',
      'roommate-property-limit': '10000',
      'roommate-ale-limit': '2500',
    },
    {
      'roommate-name': 'Sam Second',
      'roommate-birthyear': '1999',
      'roommate-property-limit': '5000',
      'roommate-ale-limit': '5000',
    },
  ],
};

const model = (answers: DeclarationsModel['answers']): DeclarationsModel => ({
  productId: 'tenants',
  province: 'ON',
  productName: 'Tenants Insurance',
  insurerName: 'Laurentian General Insurance',
  reference: 'TEN-2026-1000001',
  policyNumber: 'TEN-2026-1000001',
  applicationId: '00000000-0000-4000-8000-000000000001',
  transactionType: 'New Business',
  namedInsured: 'Pat Tenant',
  address: ['1 King St W', 'Toronto ON M5V 2T6'],
  email: 'pat@example.com',
  phone: null,
  brokerName: 'Blake Broker',
  brokerEmail: 'broker@example.com',
  brokerage: { name: 'Maple Leaf Brokers', address: null, phone: null, email: null },
  effectiveDate: '2026-11-15',
  expiryDate: '2027-11-15',
  boundDate: '2026-11-15',
  boundAt: new Date('2026-11-15T20:00:00Z'),
  paymentPeriod: 'annual',
  planLabel: 'Annual - paid in full',
  sections: [],
  premiumsSum: 300_00,
  total: 300_00,
  schedule: [],
  answers,
  locale: 'en-CA',
});

describe('the declarations of a tenants policy with roommates', () => {
  it('labels every roommate value with its question, one roommate after another', async () => {
    const answers = declaredAnswers(form, productDefinition('tenants'));
    const { text } = await pdfText(await renderDeclarations(model(answers)));
    const squeezed = text.replace(/\s+/g, ' ');
    expect(squeezed).toContain('Roommate 1');
    expect(squeezed).toContain('Roommate name: Jane Roommate');
    expect(squeezed).toContain('Roommate birth year: 1994');
    expect(squeezed).toMatch(/Roommate contents \(property\) limit: \$10,000/);
    expect(squeezed).toMatch(/Roommate additional living expenses limit: \$2,500/);
    expect(squeezed).toContain('Roommate 2');
    expect(squeezed).toContain('Roommate name: Sam Second');
    expect(squeezed).toContain('Roommate birth year: 1999');
    // No roommate value printed bare, as in "1. Jane Roommate, 1994, ...".
    expect(squeezed).not.toMatch(/Jane Roommate, 1994/);
  });
});

import { describe, expect, it } from 'vitest';
import { PRODUCT_DEFINITIONS } from '../products/definitions/index.ts';
import { defaultForm } from '../products/form-answers.ts';
import { carryLeadAnswers } from './lead-answers.ts';

const tenantsLead = {
  'insured-name': 'Jordan Rivera',
  email: 'jordan.rivera@example.net',
  phone: '416-555-0142',
  'business-address-street': '250 Queen Street West',
  'business-address-unit': '1204',
  'business-address-city': 'Toronto',
  'business-address-province': 'ON',
  'business-address-postal': 'M5V 2T6',
  'contents-limit': '30000',
  'dwelling-type': 'apartment',
};

describe('carryLeadAnswers', () => {
  it("carries the insured's name, contacts and address to another product, and nothing else", () => {
    const definition = PRODUCT_DEFINITIONS['technology-eo']!;
    const form = carryLeadAnswers(definition, tenantsLead);
    expect(form).toMatchObject({
      'insured-name': 'Jordan Rivera',
      email: 'jordan.rivera@example.net',
      'business-address-city': 'Toronto',
      'business-address-postal': 'M5V 2T6',
    });
    expect(form).not.toHaveProperty('contents-limit');
    expect(form).not.toHaveProperty('dwelling-type');
  });

  it('starts from the defaults when the old lead has no answers', () => {
    const definition = PRODUCT_DEFINITIONS.tenants!;
    expect(carryLeadAnswers(definition, {})).toEqual(defaultForm(definition));
  });

  it('skips empty answers', () => {
    const form = carryLeadAnswers(PRODUCT_DEFINITIONS.tenants!, { 'insured-name': '', email: 'a@b.ca' });
    expect(form['insured-name']).toBeUndefined();
    expect(form.email).toBe('a@b.ca');
  });
});

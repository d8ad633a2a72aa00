import { describe, expect, it } from 'vitest';
import { PRODUCT_DEFINITIONS } from '../products/definitions/index.ts';
import { definitionQuestions, questionKeys } from '../products/question-tree.ts';
import {
  CONTACT_KEYS,
  ENDORSEMENT_REASONS,
  endorsementFieldsFor,
  endorsementReasonsFor,
  reasonRequiresText,
} from './reasons.ts';

const GENERAL = [
  'Amend Named Insured',
  'Add Named Insured',
  'Amend Effective Date',
  'Amend Insured Personal Contact Info',
  'Change/Add Operations',
  'Change of Mailing Address',
  'Increase Limit/Add Coverage',
  'Request Waiver of Subrogation',
  'Request Monthly Payment Payout',
  'Risk Location Change',
  'Typo Fix - Named Insured',
  'Typo Fix - Email',
  'Typo Fix - Address',
  'Typo Fix - Phone',
];
const values = (productId: string) => endorsementReasonsFor(productId).map((reason) => reason.value);
const definition = (productId: string) => {
  const found = PRODUCT_DEFINITIONS[productId];
  if (!found) throw new Error(`No product ${productId}`);
  return found;
};

/** Commercial reasons, and the general risk location reason the tenants products replace. */
const NOT_ON_TENANTS = ['Change/Add Operations', 'Request Waiver of Subrogation', 'Risk Location Change'];
const RESIDENTIAL = GENERAL.filter((reason) => !NOT_ON_TENANTS.includes(reason));

describe('endorsementReasonsFor (spec 9)', () => {
  it.each(['tenants', 'tenants-plus', 'student-tenants'])(
    '%s: the residential reasons, then Amend Risk Location and Add Roommate, then Other',
    (productId) => {
      expect(values(productId)).toEqual([...RESIDENTIAL, 'Amend Risk Location', 'Add Roommate', 'Other']);
      for (const reason of NOT_ON_TENANTS) expect(values(productId)).not.toContain(reason);
    },
  );

  it.each([
    ['builders-risk', ['Add Additional Insured', 'Add Loss Payee', 'Add Mortgagee']],
    ['course-of-construction', ['Add Additional Insured', 'Add Loss Payee', 'Add Mortgagee']],
    ['contractors', ['Add/Increase Contractors Equipment Floater']],
    ['technology-eo', []],
    ['health-fitness-premises', []],
  ])('%s: the general reasons, then %j, then Other', (productId, own) => {
    expect(values(productId)).toEqual([...GENERAL, ...own, 'Other']);
  });

  it('offers each product-specific reason only on its products', () => {
    expect(values('contractors')).not.toContain('Add Roommate');
    expect(values('tenants')).not.toContain('Add Mortgagee');
    expect(values('builders-risk')).not.toContain('Add/Increase Contractors Equipment Floater');
  });
});

describe('reasons needing extra text', () => {
  it('are exactly Increase Limit/Add Coverage and Other', () => {
    expect(ENDORSEMENT_REASONS.filter((reason) => reason.requiresText).map((reason) => reason.value)).toEqual(
      ['Increase Limit/Add Coverage', 'Other'],
    );
    expect(reasonRequiresText('Other')).toBe(true);
    expect(reasonRequiresText('Add Roommate')).toBe(false);
    expect(reasonRequiresText('not a reason')).toBe(false);
  });
});

describe('endorsementFieldsFor', () => {
  it.each([
    ['tenants', 'Add Roommate', ['roommates']],
    [
      'tenants',
      'Increase Limit/Add Coverage',
      ['contents-limit', 'ale-limit', 'liability-limit', 'cover-level'],
    ],
    [
      'contractors',
      'Increase Limit/Add Coverage',
      ['liability-limit', 'equipment-floater', 'equipment-floater-limit', 'equipment-floater-deductible'],
    ],
    [
      'contractors',
      'Add/Increase Contractors Equipment Floater',
      ['equipment-floater', 'equipment-floater-limit', 'equipment-floater-deductible'],
    ],
    ['builders-risk', 'Add Additional Insured', ['additional-insureds']],
    ['builders-risk', 'Add Mortgagee', ['has-mortgagee', 'mortgagee-name', 'mortgagee-address']],
    ['tenants', 'Typo Fix - Named Insured', ['insured-name']],
    ['tenants', 'Typo Fix - Email', ['email']],
    ['tenants', 'Typo Fix - Phone', ['phone']],
    [
      'tenants',
      'Typo Fix - Address',
      ['street', 'unit', 'city', 'province', 'postal'].map((part) => `business-address-${part}`),
    ],
    ['tenants', 'Amend Insured Personal Contact Info', ['email', 'phone']],
    ['tenants', 'Amend Effective Date', ['policy-effective-date']],
    ['contractors', 'Change/Add Operations', ['operations']],
    ['tenants', 'Change/Add Operations', []],
    ['tenants', 'Request Waiver of Subrogation', []],
    ['tenants', 'Risk Location Change', []],
    ['contractors', 'Request Waiver of Subrogation', []],
    ['contractors', 'Add Roommate', []],
    ['tenants', 'not a reason', []],
  ])('%s, %s -> %j', (productId, reason, fields) => {
    expect(endorsementFieldsFor(definition(productId), reason)).toEqual(fields);
  });

  it('offers every key of the product for Other', () => {
    const fields = endorsementFieldsFor(definition('tenants'), 'Other');
    expect(fields).toEqual(expect.arrayContaining(['roommates', 'contents-limit', ...CONTACT_KEYS]));
    expect(new Set(fields).size).toBe(fields.length);
  });

  it('names only keys some product asks (no typos in the reason data)', () => {
    const known = new Set(
      Object.values(PRODUCT_DEFINITIONS).flatMap((product) =>
        definitionQuestions(product).flatMap(questionKeys),
      ),
    );
    for (const reason of ENDORSEMENT_REASONS) {
      if (reason.fields === 'any') continue;
      for (const key of reason.fields) expect(known, `${reason.value}: ${key}`).toContain(key);
    }
  });
});

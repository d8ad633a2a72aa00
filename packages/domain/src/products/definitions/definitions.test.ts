import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../catalogue.ts';
import { allQuestions, questionOptions } from '../../rating/models/definition-lookup.ts';
import type { Condition, EligibilityRule, ProductDefinition, Question } from '../types.ts';
import { ADDRESS_PART_KEYS, PRODUCT_DEFINITIONS, productDefinition } from './index.ts';

const definitions = Object.values(PRODUCT_DEFINITIONS);
const each = definitions.map((definition) => [definition.productId, definition] as const);
const OPTION_KINDS = new Set(['select', 'multiselect', 'radio', 'checkboxes']);
const SLUG = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

function conditions(question: Question): Condition[] {
  return [
    ...(question.filters ?? []),
    ...questionOptions(question).flatMap((option) => option.conditions ?? []),
  ];
}

function ruleKeys(rule: EligibilityRule): string[] {
  if ('rules' in rule) return rule.rules.flatMap(ruleKeys);
  return 'postalKey' in rule ? [rule.postalKey] : [rule.key];
}

function knownKeys(definition: ProductDefinition): Set<string> {
  return new Set([...allQuestions(definition).map((question) => question.name), ...ADDRESS_PART_KEYS]);
}

describe('product definitions', () => {
  it('defines every catalogue product, keyed by productId', () => {
    expect(Object.keys(PRODUCT_DEFINITIONS).sort()).toEqual(CATALOGUE.map((entry) => entry.productId).sort());
    for (const [productId, definition] of Object.entries(PRODUCT_DEFINITIONS)) {
      expect(definition.productId).toBe(productId);
      expect(productDefinition(productId)).toBe(definition);
    }
  });

  it.each(['nope', 'constructor', 'toString'])('has no definition for %s', (productId) => {
    expect(productDefinition(productId)).toBeUndefined();
  });

  describe.each(each)('%s', (_productId, definition) => {
    const questions = allQuestions(definition);
    const byName = new Map(questions.map((question) => [question.name, question]));
    const known = knownKeys(definition);

    it('is version 1.0 and JSON-serialisable', () => {
      expect(definition.version).toBe('1.0');
      expect(JSON.parse(JSON.stringify(definition))).toEqual(definition);
    });

    it('has slug page names, human titles and kebab-case question names', () => {
      expect(definition.pages.length).toBeGreaterThanOrEqual(2);
      for (const page of definition.pages) {
        expect(page.name).toMatch(SLUG);
        expect(page.title).toMatch(/^[A-Z]/);
        expect(page.questions.length).toBeGreaterThan(0);
      }
      for (const question of questions) expect(question.name).toMatch(SLUG);
    });

    it('asks the common questions', () => {
      expect(byName.get('insured-name')).toMatchObject({ kind: 'text', required: true });
      expect(byName.get('email')).toMatchObject({ kind: 'email', required: true });
      expect(byName.get('phone')).toMatchObject({ kind: 'phone' });
      expect(byName.get('policy-effective-date')).toMatchObject({ kind: 'date', required: true });
      expect(byName.get('business-address')).toMatchObject({ kind: 'address', required: true });
    });

    it('has unique question names across the definition', () => {
      const names = questions.map((question) => question.name);
      expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
      for (const part of ADDRESS_PART_KEYS) expect(names).not.toContain(part);
    });

    it('gives every option question unique options, and nothing else options', () => {
      for (const question of questions) {
        const values = questionOptions(question).map((option) => option.value);
        if (OPTION_KINDS.has(question.kind)) {
          expect(values.length, question.name).toBeGreaterThan(0);
          expect(new Set(values).size, question.name).toBe(values.length);
        } else {
          expect(values, question.name).toEqual([]);
          expect(question.validateSelectChildren, question.name).toBeUndefined();
        }
        if (OPTION_KINDS.has(question.kind) && typeof question.defaultValue === 'string') {
          expect(values, question.name).toContain(question.defaultValue);
        }
        if (question.kind === 'group') {
          expect(question.itemQuestions?.length, question.name).toBeGreaterThan(0);
          expect(question.maxItems, question.name).toBeGreaterThan(0);
        }
      }
    });

    it('refers only to its own questions or address parts in conditions and keysToUpdate', () => {
      for (const question of questions) {
        for (const condition of conditions(question))
          expect(known, `${question.name} -> ${condition.key}`).toContain(condition.key);
        for (const update of question.keysToUpdate ?? []) {
          for (const key of Object.keys(update.set))
            expect(known, `${question.name} sets ${key}`).toContain(key);
          if (update.when !== undefined && OPTION_KINDS.has(question.kind)) {
            expect(questionOptions(question).map((option) => option.value)).toContain(update.when);
          }
        }
      }
    });

    it('refers only to its own questions or address parts in eligibility rules', () => {
      expect(definition.eligibility.length).toBeGreaterThan(0);
      for (const key of definition.eligibility.flatMap(ruleKeys)) expect(known).toContain(key);
    });

    it('gives operations a rate class and an IBC code', () => {
      const operations = byName.get('operations');
      if (!operations) return;
      expect(operations.kind).toBe('multiselect');
      for (const option of questionOptions(operations)) {
        expect(option.rateClass, option.value).toBeTruthy();
        expect(option.ibcCode, option.value).toMatch(/^\d{4}$/);
      }
    });

    it('carries its rating data: commissions, minimum premium, the illustrative-rates note', () => {
      expect(definition.rating).toMatchObject({ brokerCommissionRate: 0.15, dmgaRate: 0.1 });
      expect(definition.rating.minimumPremium).toEqual(expect.any(Number));
      expect(definition.rating.ratesNote).toMatch(/illustrative/i);
    });
  });

  it('uses every question feature somewhere', () => {
    const questions = definitions.flatMap(allQuestions);
    const options = questions.flatMap(questionOptions);
    expect(options.some((option) => option.conditions?.length)).toBe(true);
    expect(options.some((option) => option.disabled)).toBe(true);
    expect(questions.some((question) => question.filters?.length)).toBe(true);
    expect(questions.some((question) => question.subquestions?.length)).toBe(true);
    expect(questions.some((question) => question.keysToUpdate?.length)).toBe(true);
    expect(questions.some((question) => question.validateSelectChildren)).toBe(true);
    expect(questions.some((question) => question.marketplaceLabel)).toBe(true);
  });

  it('heads the address of residential products "Rental address"', () => {
    for (const entry of CATALOGUE.filter((item) => item.lineOfBusiness === 'residential')) {
      const address = allQuestions(PRODUCT_DEFINITIONS[entry.productId] as ProductDefinition).find(
        (question) => question.name === 'business-address',
      );
      expect(address?.heading).toBe('Rental address');
    }
  });
});

describe('tenants definition', () => {
  const tenants = PRODUCT_DEFINITIONS.tenants as ProductDefinition;
  const byName = new Map(allQuestions(tenants).map((question) => [question.name, question]));

  it('insures up to 3 roommates with name, birth year, property and ALE limits', () => {
    const roommates = byName.get('roommates');
    expect(roommates).toMatchObject({ kind: 'group', maxItems: 3 });
    expect(roommates?.itemQuestions?.map((question) => [question.name, question.kind])).toEqual([
      ['roommate-name', 'text'],
      ['roommate-birthyear', 'year'],
      ['roommate-property-limit', 'select'],
      ['roommate-ale-limit', 'select'],
    ]);
  });

  it('offers the cover levels of spec section 9, the flood ones conditionally', () => {
    const levels = questionOptions(byName.get('cover-level'));
    expect(levels.map((level) => level.label)).toEqual([
      'Basic',
      'Basic With Flood Cover',
      'Enhanced (No Flood Cover)',
      'Enhanced',
      'Premium',
    ]);
    const conditional = levels.filter((level) => level.conditions?.length).map((level) => level.value);
    expect(conditional).toEqual(['basic-flood', 'enhanced', 'premium']);
  });

  it('has the underwriting rules of the brief', () => {
    const types = tenants.eligibility.map((rule) => rule.type);
    expect(types).toEqual(
      expect.arrayContaining(['notAboveGround', 'count', 'excludedPostalPrefix', 'moratorium', 'exclude']),
    );
    expect(tenants.eligibility).toContainEqual(
      expect.objectContaining({ type: 'exclude', key: 'business-at-home' }),
    );
  });
});

describe('health & fitness (individuals) definition', () => {
  const individual = PRODUCT_DEFINITIONS['health-fitness-individual'] as ProductDefinition;
  const operations = questionOptions(
    allQuestions(individual).find((question) => question.name === 'operations'),
  );

  it('offers the operation types of spec section 9', () => {
    const labels = operations.map((option) => option.label.toLowerCase()).join('|');
    for (const type of [
      'acupressure',
      'hot yoga',
      'paddleboard yoga',
      'yoga therapy',
      'hydrotherapy',
      'squash',
      'tennis',
      'first aid / cpr',
    ]) {
      expect(labels).toContain(type);
    }
    expect(
      operations.filter((option) => option.label.startsWith('Osteopathic manual practice')),
    ).toHaveLength(2);
  });

  it('refers or excludes some operation types', () => {
    const rateClasses = new Set(operations.map((option) => option.rateClass));
    expect([...rateClasses].sort()).toEqual(['decline', 'refer', 'standard']);
  });
});

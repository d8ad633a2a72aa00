import { describe, expect, it } from 'vitest';
import { FIXTURE } from './form-fixture.test-support.ts';
import {
  groupItemContext,
  groupItems,
  isQuestionVisible,
  visibleOptions,
  visibleQuestions,
} from './form-visibility.ts';
import type { Form, Question } from './types.ts';

const [businessPage, detailsPage] = FIXTURE.pages as [
  (typeof FIXTURE.pages)[number],
  (typeof FIXTURE.pages)[number],
];
const operations = businessPage.questions.find((question) => question.name === 'operations') as Question;
const names = (form: Form) => visibleQuestions(businessPage, form).map((question) => question.name);

describe('visibleOptions', () => {
  it.each<[string, Form, string[]]>([
    [
      'drops disabled and unmet conditional options',
      { 'business-address-province': 'BC' },
      ['yoga', 'pilates'],
    ],
    [
      'shows a conditional option once its conditions hold',
      { 'business-address-province': 'ON' },
      ['yoga', 'pilates', 'hot-yoga'],
    ],
  ])('%s', (_label, form, expected) => {
    expect(visibleOptions(operations, form).map((option) => option.value)).toEqual(expected);
  });

  it('reads radio and checkbox children too', () => {
    const radio: Question = {
      name: 'r',
      heading: 'R',
      kind: 'radio',
      radioChildren: [{ value: 'a', label: 'A' }],
    };
    const boxes: Question = {
      name: 'c',
      heading: 'C',
      kind: 'checkboxes',
      checkboxChildren: [
        { value: 'x', label: 'X' },
        { value: 'y', label: 'Y', disabled: true },
      ],
    };
    expect(visibleOptions(radio, {}).map((option) => option.value)).toEqual(['a']);
    expect(visibleOptions(boxes, {}).map((option) => option.value)).toEqual(['x']);
  });
});

describe('isQuestionVisible', () => {
  const question: Question = {
    name: 'q',
    heading: 'Q',
    kind: 'text',
    filters: [
      { key: 'a', operator: '!!' },
      { key: 'b', operator: '<', value: 5 },
    ],
  };
  it.each<[Form, boolean]>([
    [{ a: 'x', b: 4 }, true],
    [{ a: 'x', b: 5 }, false],
    [{ b: 4 }, false],
  ])('%j -> %s', (form, expected) => {
    expect(isQuestionVisible(question, form)).toBe(expected);
  });
  it('is visible without filters', () => {
    expect(isQuestionVisible({ name: 'q', heading: 'Q', kind: 'text' }, {})).toBe(true);
  });
});

describe('visibleQuestions', () => {
  it.each<[string, Form, string[]]>([
    [
      'hides subquestions whose filters fail',
      { 'has-employees': 'no' },
      ['business-name', 'email', 'business-address', 'operations', 'has-employees'],
    ],
    [
      'flattens a visible subquestion right after its parent',
      { 'has-employees': 'yes', 'employee-count': 3 },
      ['business-name', 'email', 'business-address', 'operations', 'has-employees', 'employee-count'],
    ],
    [
      'flattens nested subquestions in order',
      { 'has-employees': 'yes', 'employee-count': 11 },
      [
        'business-name',
        'email',
        'business-address',
        'operations',
        'has-employees',
        'employee-count',
        'payroll',
      ],
    ],
    [
      'hides a subquestion with its hidden parent even when its own filter holds',
      { 'has-employees': 'no', 'employee-count': 11 },
      ['business-name', 'email', 'business-address', 'operations', 'has-employees'],
    ],
  ])('%s', (_label, form, expected) => {
    expect(names(form)).toEqual(expected);
  });

  it('hides a filtered top-level question', () => {
    const shown = (form: Form) => visibleQuestions(detailsPage, form).map((question) => question.name);
    expect(shown({ coverage: '1000000' })).not.toContain('deductible');
    expect(shown({ coverage: '2000000' })).toContain('deductible');
  });
});

describe('group items', () => {
  const roommates = detailsPage.questions.find((question) => question.name === 'roommates') as Question;
  it('keeps only record entries', () => {
    expect(groupItems([{ a: '1' }])).toEqual([{ a: '1' }]);
    expect(groupItems(['x'])).toEqual([]);
    expect(groupItems('x')).toEqual([]);
  });
  it('reads item keys from the item only, other keys from the form', () => {
    const context = groupItemContext(
      roommates,
      { 'roommate-name': 'Form', 'business-name': 'B' },
      { 'roommate-birthyear': 1990 },
    );
    expect(context['roommate-name']).toBeUndefined();
    expect(context['roommate-birthyear']).toBe(1990);
    expect(context['business-name']).toBe('B');
  });
});

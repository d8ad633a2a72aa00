import { ADDRESS_PART_KEYS } from '../products/definitions/common-questions.ts';
import { defaultForm, settleForm } from '../products/form-answers.ts';
import { findQuestions } from '../products/question-tree.ts';
import type { Form, ProductDefinition } from '../products/types.ts';

/** The insured's identity a lead keeps when it moves to another product: name, contacts, address. */
export const LEAD_CARRIED_KEYS: readonly string[] = ['insured-name', 'email', 'phone', ...ADDRESS_PART_KEYS];

/**
 * The starting answers of a lead moved to `definition`: its defaults, plus the insured's name, email,
 * phone and address from the old lead where the new product asks those questions. Nothing else is
 * carried over: other answers mean different things from product to product.
 */
export function carryLeadAnswers(definition: ProductDefinition, from: Form): Form {
  const next: Form = { ...defaultForm(definition) };
  for (const key of LEAD_CARRIED_KEYS) {
    const value = from[key];
    if (value === undefined || value === null || value === '') continue;
    if (findQuestions(definition, key).length > 0) next[key] = value;
  }
  return settleForm(definition, next);
}

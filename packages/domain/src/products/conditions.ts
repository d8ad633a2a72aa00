import { answerList, answerNumber, answerText, isAnswered } from './answers.ts';
import type { Condition, Form } from './types.ts';

/** `=`: numeric when both sides are numbers, otherwise the answer's text; no value means absent. */
function answerEquals(answer: Form[string], expected: Condition['value']): boolean {
  if (expected === undefined || expected === '') return !isAnswered(answer);
  if (typeof expected !== 'boolean') {
    const left = answerNumber(answer);
    const right = answerNumber(expected);
    if (left !== null && right !== null) return left === right;
  }
  return answerText(answer) === String(expected);
}

/**
 * Whether a condition on another answer holds (spec section 5, conditional options and filters).
 * - `includes`: the answer (a string, a comma-separated string such as operations, or a string
 *   array) has an item equal to `value`;
 * - `!!`: the answer is present (non-blank string, non-empty list, true, any number, 0 included);
 * - `!`: the answer is absent (the opposite of `!!`);
 * - `>` / `<`: numeric comparison of numbers or numeric strings; false when either is not numeric;
 * - `=`: equality, numeric when both sides are numeric ('5' = 5), else by text (true = 'true').
 */
export function conditionHolds(condition: Condition, form: Form): boolean {
  const answer = form[condition.key];
  switch (condition.operator) {
    case 'includes':
      return condition.value !== undefined && answerList(answer).includes(String(condition.value).trim());
    case '!!':
      return isAnswered(answer);
    case '!':
      return !isAnswered(answer);
    case '>':
    case '<': {
      const left = answerNumber(answer);
      const right = typeof condition.value === 'boolean' ? null : answerNumber(condition.value);
      if (left === null || right === null) return false;
      return condition.operator === '>' ? left > right : left < right;
    }
    case '=':
      return answerEquals(answer, condition.value);
  }
}

/** True when every condition holds; no conditions (undefined or empty) always hold. */
export function allConditionsHold(conditions: Condition[] | undefined, form: Form): boolean {
  return (conditions ?? []).every((condition) => conditionHolds(condition, form));
}

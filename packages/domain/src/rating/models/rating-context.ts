import { provinceFromPostalCode, PROVINCE_NAMES, PROVINCES, type Province } from '../../provinces.ts';
import type { FormRecord, ProductDefinition, QuestionOption } from '../../products/types.ts';
import { answerList, answerNumber, answerTableKey, answerText } from './answers.ts';
import { findQuestion, optionLabel, questionHeading, questionOptions } from './definition-lookup.ts';
import type { AmountRange, FactorQuestion } from './rating-data.ts';
import { bandFor, type FactorBand } from './rating-data.ts';

/** Form key of the risk address province (a part of the 'business-address' question). */
export const PROVINCE_KEY = 'business-address-province';
/** Form key of the risk address postal code (a part of the 'business-address' question). */
export const POSTAL_KEY = 'business-address-postal';

function grouped(amount: number): string {
  const [whole = '', fraction] = String(amount).split('.');
  const withCommas = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? withCommas : `${withCommas}.${fraction}`;
}

/** Where an answer is read from: the form itself or one entry of a group (e.g. "Roommate 2"). */
export interface AnswerScope {
  record: FormRecord;
  /** Prefix of the reasons about this scope, e.g. 'Roommate 2: '. */
  prefix: string;
}

/** An operation chosen on the form with the rate its rate class gives. */
export interface RatedOperation {
  option: QuestionOption;
  rate: number;
}

/**
 * Reads the answers a rating model needs and collects, for the broker, why a price cannot be
 * given online. Every reader returns a neutral value (undefined, or a factor of 1) when it fails,
 * so a model can read every answer and report all the reasons at once.
 */
export class RatingContext {
  readonly reasons: string[] = [];
  readonly scope: AnswerScope;

  constructor(
    readonly definition: ProductDefinition,
    readonly form: FormRecord,
  ) {
    this.scope = { record: form, prefix: '' };
  }

  /** Records why the answers cannot be priced online. */
  fail(reason: string): void {
    this.reasons.push(reason);
  }

  /** True while no reason against an online price has been recorded. */
  get priceable(): boolean {
    return this.reasons.length === 0;
  }

  /** The heading of a question, as the broker sees it. */
  heading(key: string): string {
    return questionHeading(this.definition, key);
  }

  private missing(key: string, scope: AnswerScope): void {
    this.fail(`${scope.prefix}Answer "${this.heading(key)}" to get a price.`);
  }

  /** A numeric answer; fails when missing or outside `range`. */
  amount(key: string, range?: AmountRange, scope: AnswerScope = this.scope): number | undefined {
    const value = answerNumber(scope.record, key);
    if (value === undefined) {
      this.missing(key, scope);
      return undefined;
    }
    if (range && (value < range.min || value > range.max)) {
      this.fail(
        `${scope.prefix}"${this.heading(key)}" of ${grouped(value)} cannot be priced online ` +
          `(${grouped(range.min)} to ${grouped(range.max)}).`,
      );
      return undefined;
    }
    return value;
  }

  /** A numeric answer that may be left empty (then `fallback`); fails when outside `range`. */
  optionalAmount(key: string, fallback: number, range?: AmountRange): number {
    if (answerText(this.form, key) === undefined) return fallback;
    return this.amount(key, range) ?? fallback;
  }

  /** The value a table gives for an answer; fails when the answer is missing or not in the table. */
  lookup(
    key: string,
    table: Readonly<Record<string, number>>,
    scope: AnswerScope = this.scope,
  ): number | undefined {
    const answer = answerTableKey(scope.record, key);
    if (answer === undefined) {
      this.missing(key, scope);
      return undefined;
    }
    const value = table[answer];
    if (value === undefined) {
      const label = optionLabel(this.definition, key, answer);
      this.fail(`${scope.prefix}"${this.heading(key)}": ${label} cannot be priced online.`);
    }
    return value;
  }

  /** The factor of a factor question (1 when it fails). */
  factor(question: FactorQuestion, scope: AnswerScope = this.scope): number {
    return this.lookup(question.key, question.factors, scope) ?? 1;
  }

  /** The product of the factors of several questions. */
  factors(questions: readonly FactorQuestion[]): number {
    return questions.reduce((product, question) => product * this.factor(question), 1);
  }

  /** The factor of the band a numeric answer falls in (1 when it fails). */
  band(key: string, bands: readonly FactorBand[]): number {
    const value = this.amount(key);
    if (value === undefined) return 1;
    const band = bandFor(bands, value);
    if (!band) {
      this.fail(`"${this.heading(key)}" of ${grouped(value)} cannot be priced online.`);
      return 1;
    }
    return band.factor;
  }

  /** The risk province: the address province, else the province of the postal code. */
  province(): Province | undefined {
    const answer = answerText(this.form, PROVINCE_KEY)?.toUpperCase();
    const fromAnswer = PROVINCES.find((province) => province === answer);
    if (fromAnswer) return fromAnswer;
    const postal = answerText(this.form, POSTAL_KEY);
    return postal ? (provinceFromPostalCode(postal) ?? undefined) : undefined;
  }

  /** The province factor (1 when it fails): fails when the province is unknown or not offered. */
  provinceFactor(factors: Readonly<Record<string, number>>): number {
    const province = this.province();
    if (!province) {
      this.fail(
        `Enter the province of the ${this.heading('business-address').toLowerCase()} to get a price.`,
      );
      return 1;
    }
    const factor = factors[province];
    if (factor === undefined) {
      this.fail(`${PROVINCE_NAMES[province]} cannot be priced online for this product.`);
      return 1;
    }
    return factor;
  }

  /**
   * The chosen operations (a comma list or an array) that the question offers and that are not
   * disabled; unknown and disabled values are filtered out (spec section 5, General).
   */
  operations(key = 'operations'): QuestionOption[] {
    const offered = questionOptions(findQuestion(this.definition, key)).filter((option) => !option.disabled);
    const chosen = new Set(answerList(this.form, key));
    const operations = offered.filter((option) => chosen.has(option.value));
    if (operations.length === 0)
      this.fail(`Choose at least one option of "${this.heading(key)}" to get a price.`);
    return operations;
  }

  /**
   * The governing (highest) rate of the chosen operations by rate class. An operation whose class
   * has no rate (referred or declined classes) cannot be priced online, so it fails.
   */
  governingRate(rates: Readonly<Record<string, number>>, key = 'operations'): RatedOperation | undefined {
    let governing: RatedOperation | undefined;
    for (const option of this.operations(key)) {
      const rate = option.rateClass === undefined ? undefined : rates[option.rateClass];
      if (rate === undefined) {
        this.fail(`${option.label} cannot be priced online; an underwriter prices it.`);
      } else if (!governing || rate > governing.rate) {
        governing = { option, rate };
      }
    }
    return governing;
  }

  /** The label of an answer's option (the answer itself when it is not an option). */
  answerLabel(key: string, scope: AnswerScope = this.scope): string {
    const answer = answerTableKey(scope.record, key) ?? '';
    return optionLabel(this.definition, key, answer);
  }
}

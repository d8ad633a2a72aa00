/**
 * Readers of a definition's `rating` data. Definitions are stored as JSON (product_versions), so a
 * model checks the shape of every table it reads; a missing or malformed table is a
 * RatingDataError, which rateProduct turns into an unpriced result.
 */

/** Thrown when a definition's rating data lacks a table or holds a value of the wrong type. */
export class RatingDataError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RatingDataError';
  }
}

/** Inclusive bounds of an amount that can be priced online. */
export interface AmountRange {
  min: number;
  max: number;
}

/** A band of a numeric answer: applies when the answer is at most `upTo` (no `upTo`: no upper bound). */
export interface FactorBand {
  upTo?: number;
  factor: number;
}

/** A question whose answer multiplies a premium: answer value -> factor. */
export interface FactorQuestion {
  key: string;
  factors: Record<string, number>;
}

/** Fields every product's rating data carries. Money amounts are in dollars. */
export interface CommonRatingData {
  /** Where the figures come from (they are illustrative house rates of this marketplace). */
  ratesNote: string;
  /** The least premium of a policy, in dollars. */
  minimumPremium: number;
  brokerCommissionRate: number;
  dmgaRate: number;
}

type Data = Readonly<Record<string, unknown>>;

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A finite number held under `key`. */
export function ratingNumber(data: Data, key: string): number {
  const value = data[key];
  if (!isNumber(value)) throw new RatingDataError(`rating.${key} must be a number`);
  return value;
}

/** A table of numbers (answer or class -> rate/factor) held under `key`. */
export function ratingTable(data: Data, key: string): Record<string, number> {
  const value = data[key];
  if (!isObject(value) || !Object.values(value).every(isNumber)) {
    throw new RatingDataError(`rating.${key} must be a table of numbers`);
  }
  return value as Record<string, number>;
}

/** Like ratingTable, but undefined when the product has no such table. */
export function optionalRatingTable(data: Data, key: string): Record<string, number> | undefined {
  return data[key] === undefined ? undefined : ratingTable(data, key);
}

/** Inclusive { min, max } bounds held under `key`. */
export function ratingRange(data: Data, key: string): AmountRange {
  const value = data[key];
  if (!isObject(value) || !isNumber(value.min) || !isNumber(value.max) || value.min > value.max) {
    throw new RatingDataError(`rating.${key} must be { min, max }`);
  }
  return { min: value.min, max: value.max };
}

/** A list of factor bands in ascending order held under `key` (undefined when absent). */
export function optionalRatingBands(data: Data, key: string): FactorBand[] | undefined {
  const value = data[key];
  if (value === undefined) return undefined;
  const valid =
    Array.isArray(value) &&
    value.every(
      (band) => isObject(band) && isNumber(band.factor) && (band.upTo === undefined || isNumber(band.upTo)),
    );
  if (!valid) throw new RatingDataError(`rating.${key} must be a list of { upTo?, factor }`);
  return value as FactorBand[];
}

/** A list of factor questions held under `key` (empty when absent). */
export function ratingFactorQuestions(data: Data, key: string): FactorQuestion[] {
  const value = data[key];
  if (value === undefined) return [];
  const valid =
    Array.isArray(value) &&
    value.every(
      (item) =>
        isObject(item) &&
        typeof item.key === 'string' &&
        isObject(item.factors) &&
        Object.values(item.factors).every(isNumber),
    );
  if (!valid) throw new RatingDataError(`rating.${key} must be a list of { key, factors }`);
  return value as FactorQuestion[];
}

/** A list of strings held under `key`. */
export function ratingStrings(data: Data, key: string): string[] {
  const value = data[key];
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
    throw new RatingDataError(`rating.${key} must be a list of strings`);
  }
  return value as string[];
}

/** A nested object held under `key` (undefined when absent). */
export function optionalRatingObject(data: Data, key: string): Data | undefined {
  const value = data[key];
  if (value === undefined) return undefined;
  if (!isObject(value)) throw new RatingDataError(`rating.${key} must be an object`);
  return value;
}

/** The band an amount falls in: the first whose `upTo` is at least the amount. */
export function bandFor(bands: readonly FactorBand[], amount: number): FactorBand | undefined {
  return bands.find((band) => band.upTo === undefined || amount <= band.upTo);
}

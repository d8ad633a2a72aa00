import type { ApplicationSort } from '@bm/contracts';
import { badRequest } from '../../lib/errors.ts';
import type { SortSpec } from './sorts.ts';

/** Where the previous page ended: the last row's sort value (null in the nulls section) and its id. */
export interface CursorPosition {
  value: string | null;
  id: string;
}

export interface CursorContext {
  sort: ApplicationSort;
  order: 'asc' | 'desc';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const WHOLE_NUMBER = /^-?\d{1,18}$/;
const MAX_TEXT = 1000;

export const INVALID_CURSOR = 'Invalid cursor';

/** An opaque cursor: base64url of [sort, order, value, id]; sort and order bind it to its listing. */
export function encodeCursor(context: CursorContext, position: CursorPosition): string {
  const payload = [context.sort, context.order, position.value, position.id];
  return Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
}

function validValue(spec: Pick<SortSpec, 'kind' | 'nullable'>, value: unknown): value is string | null {
  if (value === null) return spec.nullable;
  if (typeof value !== 'string') return false;
  return spec.kind === 'text' ? value.length <= MAX_TEXT : WHOLE_NUMBER.test(value);
}

/** Reads a cursor made by encodeCursor for the same sort and order; anything else is a 400. */
export function decodeCursor(
  raw: string,
  context: CursorContext,
  spec: Pick<SortSpec, 'kind' | 'nullable'>,
): CursorPosition {
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(INVALID_CURSOR);
  }
  if (!Array.isArray(payload) || payload.length !== 4) throw badRequest(INVALID_CURSOR);
  const [sort, order, value, id] = payload as unknown[];
  if (sort !== context.sort || order !== context.order) throw badRequest(INVALID_CURSOR);
  if (typeof id !== 'string' || !UUID.test(id) || !validValue(spec, value)) throw badRequest(INVALID_CURSOR);
  return { value, id };
}

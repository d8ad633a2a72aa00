import { badRequest } from './errors.ts';

/** Where the previous page ended: its last row's ordering instant and id. */
export interface InstantCursor {
  at: Date;
  id: string;
}

export const INVALID_CURSOR = 'Invalid cursor';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An opaque cursor for lists ordered by (an instant, id): base64url of [ISO instant, id]. */
export function encodeInstantCursor(cursor: InstantCursor): string {
  return Buffer.from(JSON.stringify([cursor.at.toISOString(), cursor.id]), 'utf8').toString('base64url');
}

/** Reads a cursor made by encodeInstantCursor; anything else is a 400 'Invalid cursor'. */
export function decodeInstantCursor(raw: string): InstantCursor {
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(INVALID_CURSOR);
  }
  if (!Array.isArray(payload) || payload.length !== 2) throw badRequest(INVALID_CURSOR);
  const [iso, id] = payload as unknown[];
  const at = typeof iso === 'string' ? new Date(iso) : new Date(Number.NaN);
  if (Number.isNaN(at.getTime()) || typeof id !== 'string' || !UUID.test(id))
    throw badRequest(INVALID_CURSOR);
  return { at, id };
}

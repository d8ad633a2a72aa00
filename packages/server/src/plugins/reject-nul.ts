import type { FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@bm/domain';

/** Whether a parsed query, params or JSON body holds a string with U+0000 anywhere inside. */
export function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Buffer.isBuffer(value)) return false;
  const values = Array.isArray(value) ? value : Object.values(value as Record<string, unknown>);
  return values.some((item) => holdsNul(item, depth + 1));
}

/**
 * PostgreSQL text cannot hold the NUL character, so a search term, a note or an answer carrying one
 * would fail deep in a query as a 500. Every request is checked once, before its schema validation:
 * 400 with a plain message, nothing read or written.
 */
export async function rejectNul(request: FastifyRequest, reply: FastifyReply) {
  if (holdsNul(request.query) || holdsNul(request.params) || holdsNul(request.body)) {
    return reply.status(400).send({ message: MESSAGES.nulCharacter });
  }
}

import type { FastifyRequest } from 'fastify';

/** Where a request came from, for rate limits, sessions and the audit log. */
export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

/** The client's address and user agent, as a request gives them. */
export function clientOf(request: FastifyRequest): ClientInfo {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}

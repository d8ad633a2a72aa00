import type { FastifyReply, FastifyRequest } from 'fastify';

export const CROSS_SITE_MESSAGE =
  'This request came from another website and was refused. Open the marketplace at its own address and try again.';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Origin and host:port compared with the default port of the origin's scheme filled in. */
function sameHost(origin: URL, host: string): boolean {
  try {
    return new URL(`${origin.protocol}//${host}`).host === origin.host;
  } catch {
    return false;
  }
}

/**
 * Whether a request's Origin header is ours: the host the request was sent to (through the Vite dev
 * proxy too, which keeps the Host header), or the configured public address. A missing Origin
 * (curl, server-to-server calls, older same-origin browsers) is taken; 'null' and anything
 * unparsable is foreign.
 */
export function isOwnOrigin(origin: string | undefined, host: string, publicUrl?: string): boolean {
  if (origin === undefined) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (publicUrl && new URL(publicUrl).origin === url.origin) return true;
  return sameHost(url, host);
}

/**
 * Defence in depth against cross-site request forgery (the session cookie is SameSite=Lax already):
 * a state-changing request with a foreign Origin, or that the browser marks Sec-Fetch-Site:
 * cross-site, is refused with 403 before anything is read or written, uploads included.
 */
export function refuseCrossSiteWrites(publicUrl: string | undefined) {
  return async function refuseCrossSite(request: FastifyRequest, reply: FastifyReply) {
    if (!WRITE_METHODS.has(request.method)) return;
    const fetchSite = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    if (fetchSite === 'cross-site' || !isOwnOrigin(origin, request.host, publicUrl)) {
      request.log.info({ origin, fetchSite, url: request.url }, 'cross-site write refused');
      return reply.status(403).send({ message: CROSS_SITE_MESSAGE });
    }
  };
}

/** Public answers without personal data, which caches may keep: the product catalogue and buildings. */
const PUBLIC_API = [/^\/api\/products(\?|$)/, /^\/api\/buildings(\?|$)/, /^\/api\/docs(\?|$)/];

/**
 * API answers carry personal data (records, names, addresses, card details): neither the browser nor
 * a shared cache keeps them. Routes that set their own Cache-Control keep it.
 */
export async function noStoreApiAnswers(request: FastifyRequest, reply: FastifyReply) {
  const url = request.url;
  if (!(url === '/api' || url.startsWith('/api/') || url.startsWith('/api?'))) return;
  if (reply.hasHeader('cache-control')) return;
  if (request.method === 'GET' && PUBLIC_API.some((pattern) => pattern.test(url))) return;
  reply.header('cache-control', 'no-store');
}

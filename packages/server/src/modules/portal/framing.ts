import type { FastifyInstance } from 'fastify';

/**
 * The portal page may be framed by this app's own pages (the record's EndorsementOnPortalModal shows
 * it full screen in a frame, spec 2.6); every other page keeps `frame-ancestors 'none'`. Only the
 * HTML of /portal/{token} changes: its API calls are not framed documents.
 */
export function allowPortalFraming(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || !request.url.startsWith('/portal/')) return payload;
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string') {
      reply.header(
        'content-security-policy',
        csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
      );
    }
    reply.header('x-frame-options', 'SAMEORIGIN');
    return payload;
  });
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { withQuerySignal } from '../db/request-signal.ts';

const signals = new WeakMap<FastifyRequest, AbortController>();

/** Whether the request's client went away before its answer was sent. */
export function clientGone(request: FastifyRequest): boolean {
  return signals.get(request)?.signal.aborted ?? false;
}

/**
 * A read (GET, HEAD) whose client has gone before its answer was sent stops its queries: its
 * signal aborts, and the pool cancels the statement running and runs none after it
 * (db/request-signal.ts; docs/decisions/0100). A client that times out (a load test's, a browser
 * leaving the page) no longer leaves its request holding a pooled connection for seconds while
 * the requests after it wait. Writes run to their end: a write stopped between two of its
 * statements would be half done.
 */
export function stopWhenClientGone(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return done();
    const controller = new AbortController();
    signals.set(request, controller);
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
    // The hooks after this one and the handler run inside the signal's context.
    withQuerySignal(controller.signal, done);
  });
}

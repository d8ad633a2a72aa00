import type { FastifyInstance } from 'fastify';

/**
 * Delivers the outbox after a commit without holding up the answer (so that its timing does not
 * tell whether an account exists). Flushes run one after another; close waits for the last one.
 */
export function createOutboxDelivery(app: FastifyInstance) {
  let last: Promise<void> = Promise.resolve();
  app.addHook('onClose', async () => {
    await last;
  });
  return () => {
    last = last
      .then(() => app.email.flush(app.db))
      .catch((error: unknown) => app.log.error({ err: error }, 'email outbox flush failed'));
  };
}

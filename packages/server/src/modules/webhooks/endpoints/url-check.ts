import { lookup } from 'node:dns/promises';
import { WEBHOOK_URL_MESSAGES, webhookUrlHost, webhookUrlProblem } from '@bm/domain';
import { badRequest } from '../../../lib/errors.ts';
import { isPublicAddress } from '../../../lib/public-address.ts';

/** How long a save waits for the host's addresses. */
const LOOKUP_TIMEOUT_MS = 5_000;

/**
 * Checks an endpoint's URL when it is saved (issue 28 item 3): its text (`webhookUrlProblem`), then
 * every address its host resolves to, none of which may be private or loopback unless
 * WEBHOOKS_ALLOW_PRIVATE_URLS. A 400 with the reason otherwise. The worker checks again at send time.
 */
export async function assertWebhookUrl(url: string, allowPrivate: boolean): Promise<string> {
  const trimmed = url.trim();
  const problem = webhookUrlProblem(trimmed, allowPrivate);
  if (problem) throw badRequest(problem);
  if (!URL.canParse(trimmed)) throw badRequest(WEBHOOK_URL_MESSAGES.notAUrl);
  const host = webhookUrlHost(trimmed);
  const addresses = await resolve(host);
  if (addresses === null || addresses.length === 0) throw badRequest(WEBHOOK_URL_MESSAGES.unresolvable);
  if (!allowPrivate && addresses.some((address) => !isPublicAddress(address))) {
    throw badRequest(WEBHOOK_URL_MESSAGES.privateAddress);
  }
  return trimmed;
}

async function resolve(host: string): Promise<string[] | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((done) => {
    timer = setTimeout(() => done(null), LOOKUP_TIMEOUT_MS);
  });
  try {
    const found = lookup(host, { all: true, verbatim: true }).then(
      (answers) => answers.map((answer) => answer.address),
      () => null,
    );
    return await Promise.race([found, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

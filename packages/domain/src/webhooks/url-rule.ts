/**
 * What is wrong with a webhook endpoint's URL, by its text alone (issue 28 item 3): https (plain http
 * only where private addresses are allowed, for local testing), no user name or password, a host. The
 * server then resolves the host and refuses a private or loopback address (`isPublicAddress`) with
 * `WEBHOOK_URL_MESSAGES.privateAddress`.
 */
export const WEBHOOK_URL_MESSAGES = {
  notAUrl: 'Enter the endpoint’s full address, starting with https://.',
  notHttps: 'The endpoint’s address must start with https://.',
  credentials: 'Leave the user name and password out of the endpoint’s address.',
  noHost: 'The endpoint’s address has no host name.',
  privateAddress:
    'The endpoint’s address leads to a private or local network; use an address on the public internet.',
  unresolvable: 'The endpoint’s host name could not be found; check the address.',
};

export function webhookUrlProblem(url: string, allowPrivate: boolean): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return WEBHOOK_URL_MESSAGES.notAUrl;
  }
  const allowed = allowPrivate ? ['https:', 'http:'] : ['https:'];
  if (!allowed.includes(parsed.protocol)) {
    return parsed.protocol === 'http:' ? WEBHOOK_URL_MESSAGES.notHttps : WEBHOOK_URL_MESSAGES.notAUrl;
  }
  if (parsed.username !== '' || parsed.password !== '') return WEBHOOK_URL_MESSAGES.credentials;
  if (webhookUrlHost(parsed) === '') return WEBHOOK_URL_MESSAGES.noHost;
  return null;
}

/** The host to resolve: without the brackets of an IPv6 literal. */
export function webhookUrlHost(url: URL | string): string {
  const parsed = typeof url === 'string' ? new URL(url) : url;
  return parsed.hostname.replace(/^\[(.*)\]$/, '$1');
}

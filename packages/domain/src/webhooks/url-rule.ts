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

const URL_PARTS = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*)([/?#].*)?$/i;
const AUTHORITY = /^(?:\[([0-9a-f:.]+)\]|([^:[\]]*))(?::(\d{1,5}))?$/i;

export function webhookUrlProblem(url: string, allowPrivate: boolean): string | null {
  const parts = URL_PARTS.exec(url.trim());
  if (!parts || /\s/.test(url.trim())) return WEBHOOK_URL_MESSAGES.notAUrl;
  const scheme = parts[1]!.toLowerCase();
  const allowed = allowPrivate ? ['https', 'http'] : ['https'];
  if (!allowed.includes(scheme)) {
    return scheme === 'http' ? WEBHOOK_URL_MESSAGES.notHttps : WEBHOOK_URL_MESSAGES.notAUrl;
  }
  const authority = parts[2]!;
  if (authority.includes('@')) return WEBHOOK_URL_MESSAGES.credentials;
  const host = AUTHORITY.exec(authority);
  if (!host) return WEBHOOK_URL_MESSAGES.notAUrl;
  if ((host[1] ?? host[2] ?? '') === '') return WEBHOOK_URL_MESSAGES.noHost;
  if (host[3] !== undefined && Number(host[3]) > 65535) return WEBHOOK_URL_MESSAGES.notAUrl;
  return null;
}

/** The host of a URL webhookUrlProblem accepts, lower-case, without the brackets of an IPv6 literal. */
export function webhookUrlHost(url: string): string {
  const authority = URL_PARTS.exec(url.trim())?.[2] ?? '';
  const host = AUTHORITY.exec(authority);
  return (host?.[1] ?? host?.[2] ?? '').toLowerCase();
}

import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from '../../../lib/public-address.ts';

/** The most of a receiver's answer kept (and read): the rest is dropped. */
export const MAX_RESPONSE_BYTES = 64 * 1024;

export interface PostOptions {
  timeoutMs: number;
  /** WEBHOOKS_ALLOW_PRIVATE_URLS: plain http and private, loopback or link-local addresses too. */
  allowPrivate: boolean;
  maxResponseBytes?: number;
}

/** What one POST came to: the answer (its body capped), or why there was none. */
export interface PostOutcome {
  status: number | null;
  headers: Record<string, string> | null;
  body: string | null;
  error: string | null;
  durationMs: number;
}

class Refused extends Error {
  readonly code = 'EREFUSED_ADDRESS';
}

/**
 * Resolves a host name as Node would, refusing it when any of its addresses is not public: the
 * check is made on the addresses the connection then uses, so a name that resolves to a public
 * address when the endpoint is saved and to a private one later is still refused.
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  const all: LookupAllOptions = { ...options, all: true };
  dnsLookup(hostname, all, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    const found = addresses.find((address) => !isPublicAddress(address.address));
    if (found) {
      return callback(new Refused(`${hostname} resolves to ${found.address}, not a public address`), '', 0);
    }
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    const first = addresses[0];
    if (!first) return callback(new Refused(`${hostname} has no address`), '', 0);
    callback(null, first.address, first.family);
  });
};

/** Why the URL is not posted to at all, or null. */
function refusal(url: URL, allowPrivate: boolean): string | null {
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) {
    return `refused: only https URLs are delivered to (${url.protocol})`;
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate && isIP(host) !== 0 && !isPublicAddress(host)) {
    return `refused: ${host} is not a public address`;
  }
  return null;
}

/** The answer's headers, each as one string. */
function flatHeaders(headers: http.IncomingHttpHeaders): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return flat;
}

/** Text PostgreSQL can store: NUL characters dropped. */
const storable = (text: string) => text.replaceAll('\u0000', '');

/**
 * POSTs `body` to `url` once: no redirect followed (a 3xx is an answer like any other), an answer
 * read up to `maxResponseBytes` (the rest dropped, the connection closed), everything within
 * `timeoutMs`. Never throws: a refusal, a network error or the timeout is the outcome's `error`.
 */
export function postWebhook(
  target: string,
  body: string,
  headers: Record<string, string>,
  options: PostOptions,
): Promise<PostOutcome> {
  const started = Date.now();
  const cap = options.maxResponseBytes ?? MAX_RESPONSE_BYTES;
  const outcome = (parts: Partial<PostOutcome>): PostOutcome => ({
    status: null,
    headers: null,
    body: null,
    error: null,
    ...parts,
    durationMs: Date.now() - started,
  });
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return Promise.resolve(outcome({ error: 'refused: not a URL' }));
  }
  const refused = refusal(url, options.allowPrivate);
  if (refused) return Promise.resolve(outcome({ error: refused }));

  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: PostOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(url, {
      method: 'POST',
      headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      agent: false,
      ...(options.allowPrivate ? {} : { lookup: publicOnlyLookup }),
    });
    let answered: Partial<Pick<PostOutcome, 'status' | 'headers'>> = {};
    const timer = setTimeout(() => {
      // An answer whose status came but whose body did not end in time failed too.
      finish(outcome({ ...answered, error: `timeout: no complete answer within ${options.timeoutMs} ms` }));
      request.destroy();
    }, options.timeoutMs);
    request.on('error', (error: Error & { code?: string }) => {
      const prefix = error instanceof Refused || error.code === 'EREFUSED_ADDRESS' ? 'refused: ' : '';
      finish(outcome({ error: `${prefix}${error.message}` }));
    });
    request.on('response', (response) => {
      answered = { status: response.statusCode ?? null, headers: flatHeaders(response.headers) };
      const chunks: Buffer[] = [];
      let size = 0;
      const done = () => {
        const text = Buffer.concat(chunks).subarray(0, cap).toString('utf8');
        finish(outcome({ ...answered, body: storable(text) }));
      };
      response.on('data', (chunk: Buffer) => {
        if (size >= cap) return;
        chunks.push(chunk);
        size += chunk.length;
        if (size >= cap) {
          // Enough read: the rest is dropped, and the connection closed rather than drained.
          done();
          response.destroy();
          request.destroy();
        }
      });
      response.on('end', done);
      // The connection lost while the body was read: the answer did not come whole.
      response.on('error', (error) => finish(outcome({ ...answered, error: error.message })));
    });
    request.end(body);
  });
}

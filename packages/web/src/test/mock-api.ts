import { vi } from 'vitest';

export interface ApiReply {
  status?: number;
  body: unknown;
}

/** Answers a request: its URL and, for writes, its method and body (RequestInit). */
export type ApiHandler = (url: URL, init?: RequestInit) => ApiReply | undefined | Promise<ApiReply | undefined>;

/**
 * Replaces fetch (the network boundary) with `handler`; unhandled paths answer 404.
 * Returns the requested URLs, oldest first.
 */
export function mockApi(handler: ApiHandler) {
  const calls: URL[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    calls.push(url);
    const reply = (await handler(url, init)) ?? { status: 404, body: { message: `No mock for ${url.pathname}` } };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    /** Requests to one path, e.g. '/api/applications'. */
    requests: (pathname: string) => calls.filter((url) => url.pathname === pathname),
    /** The last request to a path, or undefined. */
    last: (pathname: string) => calls.filter((url) => url.pathname === pathname).at(-1),
  };
}

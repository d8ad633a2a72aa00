import { vi } from 'vitest';

export interface MockRequest {
  method: string;
  url: URL;
  body: unknown;
  /** The request's headers, names in lower case. */
  headers: Record<string, string>;
}

export interface MockReply {
  status?: number;
  body?: unknown;
}

export type MockHandler = (request: MockRequest) => MockReply | undefined;

/**
 * Replaces `fetch` (the network boundary) for a test. Unhandled requests answer 404 with a message
 * naming them, so a missing mock shows up in the page and the test.
 */
export function mockFetch(handler: MockHandler) {
  const requests: MockRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const text = typeof init?.body === 'string' ? init.body : undefined;
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => (headers[name] = value));
    const request = {
      method: init?.method ?? 'GET',
      url,
      body: text ? (JSON.parse(text) as unknown) : undefined,
      headers,
    };
    requests.push(request);
    const reply = handler(request) ?? {
      status: 404,
      body: { message: `No mock for ${request.method} ${url.pathname}` },
    };
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    requests,
    to: (method: string, pathname: string) =>
      requests.filter((request) => request.method === method && request.url.pathname === pathname),
  };
}

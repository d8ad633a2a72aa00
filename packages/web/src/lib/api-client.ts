import type { z } from 'zod';
import { say } from '@bm/domain';
import { currentLocale } from '../i18n/locale-store.ts';

const UNREACHABLE = {
  en: 'We could not reach the server. Check your connection and try again.',
  fr: 'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.',
};

/** An API answer other than 2xx: the server's `{ message }` and the status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** A 4xx answer will not change on retry; anything else is retried twice. */
export function retryUnlessClientError(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/** `/api/applications/{applicationId}` followed by `rest` (e.g. '/documents'), the id encoded. */
export function applicationApiPath(applicationId: string, rest = ''): string {
  return `/api/applications/${encodeURIComponent(applicationId)}${rest}`;
}

export interface RequestOptions<S extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  /** The contract schema the answer is parsed with. */
  schema?: S;
  signal?: AbortSignal;
}

function withQuery(path: string, query: RequestOptions<z.ZodType>['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** Calls the API with the session cookie; parses the answer with the contract's schema. */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  options: RequestOptions<S> = {},
): Promise<z.output<S>> {
  let response: Response;
  try {
    response = await fetch(withQuery(path, options.query), {
      method: options.method ?? 'GET',
      credentials: 'same-origin',
      // The server answers its errors in the screens' language (decision 0079).
      headers: {
        'accept-language': currentLocale(),
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, say(UNREACHABLE, currentLocale()));
  }
  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }
  if (!response.ok) {
    const body = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
    const message = typeof body.message === 'string' ? body.message : `Request failed (${response.status})`;
    throw new ApiError(response.status, message, body);
  }
  return (options.schema ? options.schema.parse(data) : data) as z.output<S>;
}

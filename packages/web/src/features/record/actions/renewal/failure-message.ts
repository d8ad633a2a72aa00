import { ApiError } from '../../../../lib/api-client.ts';

/** What to show for a failed call: the server's reason for a refusal (4xx), else the spec's message. */
export function failureMessage(error: Error | null, fallback: string): string | null {
  if (!error) return null;
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : fallback;
}

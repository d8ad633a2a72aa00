import { ApiError } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';

/**
 * Saves and payments are called directly rather than through react-query, so they tell the session
 * themselves: a 401 means the session ended, and refetching the user lets the guards send the
 * broker to sign in (the answers saved so far are kept on the server).
 */
export function noticeSessionEnd(error: unknown): void {
  if (error instanceof ApiError && error.status === 401) session.refresh();
}

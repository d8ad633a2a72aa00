import type { Db } from '../../src/db/client.ts';
import { sessions } from '../../src/db/schema.ts';
import { DEMO_USERS } from '../../src/db/seed-data.ts';
import { randomToken, sha256 } from '../../src/lib/crypto.ts';
import { SESSION_COOKIE } from '../../src/plugins/auth-context.ts';

const DAY_MS = 86_400_000;

/**
 * Signs a demo user in by writing a session row directly (as the login route would) and returns the
 * Cookie header. Independent of the login flow, so that record tests do not depend on it.
 */
export async function sessionCookie(
  db: Db,
  user: keyof typeof DEMO_USERS,
  now = new Date(),
): Promise<string> {
  const token = randomToken();
  await db.insert(sessions).values({
    id: sha256(token),
    userId: DEMO_USERS[user].id,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + DAY_MS),
  });
  return `${SESSION_COOKIE}=${token}`;
}

import { eq, sql, type SQL } from 'drizzle-orm';
import { seesAllBrokerages } from '@bm/domain';
import { applications } from '../../db/schema.ts';
import type { AuthUser } from '../../plugins/auth-context.ts';

/** Which brokerages' applications a user may see: all of them, or one (none when they have no brokerage). */
export type AccessScope = { kind: 'all' } | { kind: 'brokerage'; brokerageId: string | null };

export function accessScope(user: AuthUser): AccessScope {
  return seesAllBrokerages(user.flags)
    ? { kind: 'all' }
    : { kind: 'brokerage', brokerageId: user.brokerageId };
}

/** The row condition of a scope, or undefined when every row is visible. */
export function scopeCondition(scope: AccessScope): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  return scope.brokerageId ? eq(applications.brokerageId, scope.brokerageId) : sql`false`;
}

export function canSee(scope: AccessScope, brokerageId: string): boolean {
  return scope.kind === 'all' || scope.brokerageId === brokerageId;
}

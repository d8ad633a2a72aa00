import { MESSAGES } from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth-context.ts';
import { accessScope, canSee } from './access.ts';
import type { ListQuery } from './filters.ts';
import { listApplications } from './list-repository.ts';
import { toApplication, toListItem } from './mappers.ts';
import { findApplication } from './repository.ts';

/** The application, if it exists (404) and the user may see its brokerage (403). */
export async function getApplicationFor(db: Db, user: AuthUser, id: string) {
  const row = await findApplication(db, id);
  if (!row) throw notFound(MESSAGES.applicationNotFound);
  if (!canSee(accessScope(user), row.application.brokerageId)) throw forbidden(MESSAGES.forbidden);
  return toApplication(row);
}

export async function listApplicationsFor(db: Db, user: AuthUser, query: ListQuery) {
  const { rows, nextCursor } = await listApplications(db, accessScope(user), query);
  return { items: rows.map(toListItem), nextCursor };
}

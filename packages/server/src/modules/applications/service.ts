import type { ApplicationDefinition } from '@bm/contracts';
import { MESSAGES } from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth-context.ts';
import {
  accessScope,
  canSee,
  findApplication,
  hiddenRecord,
  toApplication,
  toListItem,
} from '../policies/index.ts';
import { definitionFor } from './definition.ts';
import type { ListQuery } from './filters.ts';
import { listApplications } from './list-repository.ts';

/** The application, if it exists (404) and the user may see its brokerage (403). */
export async function getApplicationFor(db: Db, user: AuthUser, id: string) {
  const row = await findApplication(db, id);
  if (!row) throw notFound(MESSAGES.applicationNotFound);
  if (!canSee(accessScope(user), row.application.brokerageId)) throw hiddenRecord(user);
  return toApplication(row);
}

export async function listApplicationsFor(db: Db, user: AuthUser, query: ListQuery) {
  const { rows, nextCursor } = await listApplications(db, accessScope(user), query);
  return { items: rows.map(toListItem), nextCursor };
}

/** The definition the record is answered and priced with: its pinned version (the product's current one for older records). */
export async function getApplicationDefinitionFor(
  db: Db,
  user: AuthUser,
  id: string,
): Promise<ApplicationDefinition> {
  const row = await findApplication(db, id);
  if (!row) throw notFound(MESSAGES.applicationNotFound);
  if (!canSee(accessScope(user), row.application.brokerageId)) throw forbidden(MESSAGES.forbidden);
  const found = await definitionFor(db, row.application);
  if (!found) throw notFound(MESSAGES.applicationNotFound);
  return {
    versionId: found.versionId,
    definition: found.definition as unknown as ApplicationDefinition['definition'],
  };
}

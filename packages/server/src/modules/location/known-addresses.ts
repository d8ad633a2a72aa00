import { and, desc, sql } from 'drizzle-orm';
import { ADDRESS_QUESTION, PROVINCES, type Province } from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { applications } from '../../db/schema.ts';
import type { AddressSuggestion } from '../../integrations/location/index.ts';
import { escapeLike } from '../applications/index.ts';
import { type AccessScope, scopeCondition } from '../policies/index.ts';

/** The newest applications of the scope whose addresses are offered: a bounded read at any size. */
export const KNOWN_ADDRESS_WINDOW = 2_000;
export const MAX_KNOWN_ADDRESSES = 4;

const isProvince = (code: string): code is Province => (PROVINCES as readonly string[]).includes(code);

type Part = 'street' | 'unit' | 'city' | 'province' | 'postal';
// The key is a literal of ours (not a parameter): DISTINCT ON and ORDER BY must be the same expression.
const part = (name: Part) =>
  sql<string | null>`${applications.form} ->> ${sql.raw(`'${ADDRESS_QUESTION}-${name}'`)}`;

/**
 * Addresses already known to the product whose street starts as typed (case-insensitive; and whose
 * city starts as typed after a comma): the insureds' addresses on the newest applications the user may see (a
 * broker: their brokerage's), one row per distinct address, newest first.
 */
export async function knownAddresses(
  db: Db,
  scope: AccessScope,
  typed: string,
): Promise<AddressSuggestion[]> {
  const [streetPart = '', cityPart = ''] = typed.split(',');
  const street = streetPart.trim().replace(/\s+/g, ' ');
  if (street.length === 0) return [];
  // The street as typed starts the known one ('45 queen' is not 145 Queen Street); a city typed
  // after a comma starts the known city.
  const pattern = `${escapeLike(street)}%`;
  const cityPattern = `${escapeLike(cityPart.trim())}%`;
  const recent = db
    .select({ id: applications.id, createdAt: applications.createdAt })
    .from(applications)
    .where(scopeCondition(scope))
    .orderBy(desc(applications.createdAt))
    .limit(KNOWN_ADDRESS_WINDOW)
    .as('recent');
  const rows = await db
    .selectDistinctOn(
      [sql`lower(${part('street')})`, sql`lower(coalesce(${part('unit')}, ''))`, part('postal')],
      {
        street: part('street'),
        unit: part('unit'),
        city: part('city'),
        province: part('province'),
        postal: part('postal'),
        createdAt: recent.createdAt,
      },
    )
    .from(applications)
    .innerJoin(recent, sql`${recent.id} = ${applications.id}`)
    .where(
      and(
        sql`${part('street')} ilike ${pattern}`,
        sql`coalesce(${part('city')}, '') <> ''`,
        sql`${part('city')} ilike ${cityPattern}`,
      ),
    )
    .orderBy(
      sql`lower(${part('street')})`,
      sql`lower(coalesce(${part('unit')}, ''))`,
      part('postal'),
      desc(recent.createdAt),
    )
    .limit(50);
  return rows
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .flatMap((row) => {
      const province = row.province ?? '';
      if (!row.street || !row.city || !isProvince(province)) return [];
      const postal = row.postal ?? '';
      const unit = row.unit?.trim() ? `${row.unit.trim()}-` : '';
      return [
        {
          street: row.street,
          ...(row.unit?.trim() ? { unit: row.unit.trim() } : {}),
          city: row.city,
          province,
          postal,
          label: `${unit}${row.street}, ${row.city}, ${province} ${postal}`.trim(),
        },
      ];
    })
    .slice(0, MAX_KNOWN_ADDRESSES);
}

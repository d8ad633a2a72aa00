import { sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import type { ApplicationSort } from '@bm/contracts';
import { applications } from '../../db/schema.ts';

/** How a sort value travels in a cursor: epoch microseconds, a whole number, or text. */
export type SortKind = 'timestamp' | 'integer' | 'text';

export interface SortSpec {
  column: AnyColumn;
  kind: SortKind;
  /** Nullable columns are paged in two sections: the values, then the nulls by id (NULLS LAST both ways). */
  nullable: boolean;
}

export const SORTS: Record<ApplicationSort, SortSpec> = {
  createdAt: { column: applications.createdAt, kind: 'timestamp', nullable: false },
  policyNumber: { column: applications.policyNumber, kind: 'text', nullable: true },
  insuredName: { column: applications.insuredName, kind: 'text', nullable: false },
  policyEffectiveDate: { column: applications.policyEffectiveDate, kind: 'timestamp', nullable: true },
  policyExpiryDate: { column: applications.policyExpiryDate, kind: 'timestamp', nullable: true },
  totalPremium: { column: applications.totalPremium, kind: 'integer', nullable: false },
};

/** The column's value as cursor text, exact to the microsecond for timestamps. */
export function sortValueSql(spec: SortSpec): SQL<string | null> {
  switch (spec.kind) {
    case 'timestamp':
      return sql<string | null>`(extract(epoch from ${spec.column}) * 1000000)::bigint::text`;
    case 'integer':
      return sql<string | null>`${spec.column}::text`;
    case 'text':
      return sql<string | null>`${spec.column}`;
  }
}

/** A cursor value (a string, or a placeholder for one) turned back into a value of the column's type. */
export function sortValueParam(spec: SortSpec, value: string | Placeholder): SQL {
  switch (spec.kind) {
    case 'timestamp':
      return sql`(timestamptz 'epoch' + ${value}::bigint * interval '1 microsecond')`;
    case 'integer':
      return sql`${value}::bigint`;
    case 'text':
      return sql`${value}::text`;
  }
}

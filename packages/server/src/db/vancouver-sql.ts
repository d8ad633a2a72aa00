import { sql, type SQL } from 'drizzle-orm';

/**
 * The Vancouver day and month of a timestamp column in SQL, by the app's own rule (the
 * `vancouver_day` function of migration 0019, the same as domain formatDate), never the database's
 * time zone data, which may disagree (PGlite's puts British Columbia on UTC-7 from November 2026).
 * Each is one expression, so that a select and its group by match.
 */
export const vancouverDay = (column: SQL | unknown) =>
  sql<string | null>`to_char(vancouver_day(${column}), 'YYYY-MM-DD')`;

/** The Vancouver month of a timestamp column, YYYY-MM. */
export const vancouverMonth = (column: SQL | unknown) => sql<string>`to_char(vancouver_day(${column}), 'YYYY-MM')`;

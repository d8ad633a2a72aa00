import type { Db } from './client.ts';

/**
 * Prepared statements built once per database handle (a test app, a process's pool) and kept for
 * its life: a hot read skips query building and, for a named statement on PostgreSQL, planning.
 */
export function oncePerDb<Statement>(build: (db: Db) => Statement): (db: Db) => Statement {
  const built = new WeakMap<Db, Statement>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}

/**
 * Prepared statements per database handle and *shape* (which filters are set, which parts a range
 * has...: whatever decides the SQL text, the values travelling as placeholders), built on first use
 * and named `{prefix}_{n}`. The shapes in use are a bounded set, so the cache stays small. `key`
 * turns a shape into its cache key (JSON of the shape unless given).
 */
export function perShape<Shape, Statement>(
  prefix: string,
  build: (db: Db, shape: Shape, name: string) => Statement,
  key: (shape: Shape) => string = (shape) => JSON.stringify(shape),
): (db: Db, shape: Shape) => Statement {
  const built = new WeakMap<Db, Map<string, Statement>>();
  return (db, shape) => {
    let byKey = built.get(db);
    if (!byKey) {
      byKey = new Map();
      built.set(db, byKey);
    }
    const k = key(shape);
    let statement = byKey.get(k);
    if (!statement) {
      statement = build(db, shape, `${prefix}_${byKey.size}`);
      byKey.set(k, statement);
    }
    return statement;
  };
}

import type { Database } from './client';

/**
 * A statement prepared once per database, for the few that shoppers run most: Drizzle builds its SQL
 * once, and PostgreSQL parses and plans it once per connection. Building a select and planning it
 * cost more than running it (a page of tiles by id: 1.0 ms of Node.js CPU built with `inArray`,
 * 0.28 ms prepared; planning against product_listings' ten indexes took 0.47 ms of a 0.16 ms read).
 * The name `prepare` gives its statement must be unique among prepared statements.
 */
export function preparedStatement<T>(prepare: (db: Database) => T): (db: Database) => T {
  const byDatabase = new WeakMap<Database, T>();
  return (db) => {
    let statement = byDatabase.get(db);
    if (!statement) {
      statement = prepare(db);
      byDatabase.set(db, statement);
    }
    return statement;
  };
}

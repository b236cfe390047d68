import type { Executor } from './index'

/**
 * A query built once per database handle and prepared on the server under its own name, for the reads
 * that every request of a hot endpoint makes. Per request, neither drizzle's query builder nor
 * PostgreSQL's parser and planner redo the work; values go in through `sql.placeholder`.
 * Each use must give a name unique in the process (PostgreSQL keys prepared statements by name).
 */
export function preparedPerDatabase<T>(build: (db: Executor) => T): (db: Executor) => T {
  const built = new WeakMap<Executor, T>()
  return (db) => {
    let query = built.get(db)
    if (!query) built.set(db, (query = build(db)))
    return query
  }
}

import { sql, type Placeholder, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Executor } from './index'

/**
 * A query built once per database handle and prepared on the server under its own name, for the reads
 * that every request of a hot endpoint makes. Per request, drizzle's query builder and PostgreSQL's
 * parser do not redo the work; values go in through `sql.placeholder`.
 * Each use must give a name unique in the process (PostgreSQL keys prepared statements by name).
 *
 * PostgreSQL's planner is another matter: after five executions it keeps the statement's generic
 * plan only if that plan costs no more than the plans it made for the values; otherwise it plans
 * again on every execution, which for a join over tables with many indexes costs more than running
 * it (0.2-0.7 ms against 0.1). A page's LIMIT and OFFSET lose that test: the generic plan guesses a
 * tenth of the table where a plan for "10" knows better. A page's statement keeps its generic plan
 * when its ids are a sub-select that the join takes through oneOf, with pagePlaceholder as their
 * LIMIT and OFFSET (tests/api/generic-plans.test.ts holds every page statement to it).
 */
export function preparedPerDatabase<T>(build: (db: Executor) => T): (db: Executor) => T {
  const built = new WeakMap<Executor, T>()
  return (db) => {
    let query = built.get(db)
    if (!query) built.set(db, (query = build(db)))
    return query
  }
}

/**
 * `column` is one of the ids (a page's: a handful) that the sub-select `ids` gives, as
 * `= any(array(ids))`. The planner cannot see how many there are, so it estimates ten for every
 * execution and keeps the generic plan: index lookups for each. `in (ids)` instead, in a generic
 * plan, expects a tenth of the table and hashes the table whole (0.7 s); and `= any($1)` over an
 * array placeholder lets a plan for a page of fewer ids (the last one, one UTR) look cheaper, after
 * which the statement is planned on every execution.
 */
export const oneOf = (column: AnyPgColumn, ids: SQL): SQL => sql`${column} = any(array(${ids}))`

/**
 * The ids of a uuid[] placeholder as a sub-select, for oneOf: the batched lookups (sessions, members,
 * sales) take the ids of one turn's requests this way. Seen as `= any($1)`, the plan for one id
 * looked cheaper than the generic plan, and the session check, run by every request, was planned
 * again on every execution (0.12 ms, more than it takes to run).
 */
export const idsPlaceholder = (name: string): SQL => sql`select unnest(${sql.placeholder(name)}::uuid[])`

/**
 * A page's LIMIT or OFFSET in a prepared statement: the `limit` or `offset` placeholder behind a
 * sub-select, so that the planner sees neither value, estimates every page alike (a tenth of the
 * rows, walked in the index's order) and keeps its generic plan, which is the plan for any page.
 */
export function pagePlaceholder(name: 'limit' | 'offset'): Placeholder {
  // drizzle types .limit() and .offset() as a number or a placeholder, and renders any SQL there.
  return sql`(select ${sql.placeholder(name)}::int)` as unknown as Placeholder
}

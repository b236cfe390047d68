import { Column, is, sql, SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'

/**
 * A row's columns as one array of text, for a read that hands the process one JSON value per row (or
 * per page, inside json_agg) instead of a value per column: numerics stay exact text (JSON numbers
 * would be floats), and the caller reads the array back in the same order. An array of text rather
 * than json_build_object, which works out the type of each argument on every call and cost PostgreSQL
 * more than reading the page (docs/PERFORMANCE.md, speed devices); one value rather than a column each,
 * whose parsing by the driver and mapping by drizzle cost this process more than the rest of a page
 * (the same section). Written and read back by textRow, from one shape, by name rather than by position.
 */
const textArray = (columns: readonly (AnyPgColumn | SQL)[]): SQL =>
  sql`array[${sql.join(
    columns.map((column) => sql`${column}::text`),
    sql`, `,
  )}]`

/** A value that is not a column of its own (a sub-select, say), and how its text reads back. */
interface TextField<T> {
  readonly source: SQL
  readonly decode: (text: string | null) => T
}

/** A computed text value, read back as it is. */
export const textOf = <T extends string | null>(source: SQL<T>): TextField<T> => ({ source, decode: (text) => text as T })

/**
 * What a text row holds, by name: columns (read back as drizzle's driver reads them: text as it is, a
 * timestamp as a Date), computed values (TextField), and nested groups of either. Its order is the
 * order of its keys, the same for the array written and the object read.
 */
interface TextShape {
  readonly [key: string]: AnyPgColumn | TextField<unknown> | TextShape
}

/** A column's value as drizzle reads it: its type, null when the column allows it. */
type ColumnValue<C extends AnyPgColumn> = C['_']['notNull'] extends true ? C['_']['data'] : C['_']['data'] | null

/** The object a shape reads back as. */
export type TextRowOf<S extends TextShape> = {
  -readonly [K in keyof S]: S[K] extends AnyPgColumn ? ColumnValue<S[K]> : S[K] extends TextField<infer T> ? T : S[K] extends TextShape ? TextRowOf<S[K]> : never
}

/** A source of the same shape: a subquery's columns under the shape's names. */
type TextSourceOf<S extends TextShape> = {
  readonly [K in keyof S]: S[K] extends AnyPgColumn | TextField<unknown> ? AnyPgColumn | SQL : S[K] extends TextShape ? TextSourceOf<S[K]> : never
}

interface TextRow<S extends TextShape> {
  /** The shape it was made from. */
  readonly shape: S
  /** The shape's values as one array of text (textArray), in the shape's order. */
  readonly array: SQL
  /** The same array over a subquery that selected the shape's columns under the same names. */
  arrayFrom(source: TextSourceOf<S>): SQL
  /** The object back from the array, by name. */
  read(values: readonly (string | null)[]): TextRowOf<S>
}

const isColumn = (value: unknown): value is AnyPgColumn => is(value, Column)
const isField = (value: unknown): value is TextField<unknown> => typeof value === 'object' && value !== null && 'decode' in value && is((value as TextField<unknown>).source, SQL)

/**
 * A row written as one array of text and read back by name, both from one shape: a value added or
 * moved in the shape moves in the array and in the reader alike, so a position cannot drift.
 * The reader is compiled once per shape into one object literal over the array's positions (as a
 * hand-written one would be): built key by key, a row cost six times as much, and most of the
 * garbage of a page (docs/PERFORMANCE.md, speed devices).
 */
export function textRow<const S extends TextShape>(shape: S): TextRow<S> {
  const decoders: ((text: string | null) => unknown)[] = []
  const sources: (AnyPgColumn | SQL)[] = []
  const literalOf = (group: TextShape): string =>
    `{${Object.entries(group)
      .map(([key, value]) => `${JSON.stringify(key)}: ${isColumn(value) || isField(value) ? valueOf(value) : literalOf(value)}`)
      .join(', ')}}`
  const valueOf = (value: AnyPgColumn | TextField<unknown>) => {
    const at = sources.length
    sources.push(isColumn(value) ? value : value.source)
    if (isField(value)) {
      decoders.push(value.decode)
      return `d[${decoders.length - 1}](v[${at}])`
    }
    switch (value.dataType) {
      case 'string':
        return `v[${at}]`
      case 'date':
        // Times as PostgreSQL writes timestamptz as text, as drizzle's own driver reads them. A NOT NULL
        // column is trusted to hold one (an outer join's missing row would read as 1970).
        return value.notNull ? `new Date(v[${at}])` : `(v[${at}] === null ? null : new Date(v[${at}]))`
      default:
        throw new Error(`textRow: no reader for the ${value.dataType} column ${value.name}`)
    }
  }
  const literal = literalOf(shape)
  // Compiled from the shape's own keys, never from input.
  const read = new Function('d', `return function read(v) { return ${literal} }`)(decoders) as TextRow<S>['read']
  const pick = (group: TextShape, from: Record<string, unknown>): (AnyPgColumn | SQL)[] =>
    Object.entries(group).flatMap(([key, value]) => (isColumn(value) || isField(value) ? [from[key] as AnyPgColumn | SQL] : pick(value, from[key] as Record<string, unknown>)))
  return { shape, array: textArray(sources), arrayFrom: (from) => textArray(pick(shape, from as Record<string, unknown>)), read }
}

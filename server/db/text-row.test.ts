import { sql, type SQL } from 'drizzle-orm'
import { numeric, PgDialect, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest'
import { createTestDatabase } from '../../tests/helpers/db'
import type { OpenDatabase } from './index'
import { textOf, textRow } from './text-row'

// A table of this test's own: every value distinct, so a value read under another name shows.
const things = pgTable('text_row_things', {
  id: uuid('id').primaryKey(),
  label: text('label').notNull(),
  note: text('note'),
  amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  ownerId: uuid('owner_id'),
})

const shape = {
  thing: { id: things.id, label: things.label, amount: things.amount, createdAt: things.createdAt, decidedAt: things.decidedAt },
  labelUpper: textOf(sql<string>`upper(${things.label})`),
  note: things.note,
  ownerId: things.ownerId,
}
const row = textRow(shape)

/** The elements of the array statement, as PostgreSQL would be sent them. */
function writtenElements(array: SQL) {
  const { sql: text } = new PgDialect().sqlToQuery(array)
  return text
    .replace(/^array\[/, '')
    .replace(/\]$/, '')
    .split(', ')
}

describe('textRow', () => {
  it('reads each value back under the name of the column the array wrote at its position', () => {
    const written = writtenElements(row.array)
    // Each position's "value" is the expression written there: read back, every name holds its own column's.
    const read = row.read(written)
    expect(read).toMatchObject({
      thing: { id: '"text_row_things"."id"::text', label: '"text_row_things"."label"::text', amount: '"text_row_things"."amount"::text' },
      labelUpper: 'upper("text_row_things"."label")::text',
      note: '"text_row_things"."note"::text',
      ownerId: '"text_row_things"."owner_id"::text',
    })
    expect(written).toHaveLength(8)
    expect(written[3]).toBe('"text_row_things"."created_at"::text')
    expect(written[4]).toBe('"text_row_things"."decided_at"::text')
  })

  it('types the object by the columns: a time as a Date, a nullable column with null', () => {
    expectTypeOf(row.read).returns.toEqualTypeOf<{
      thing: { id: string; label: string; amount: string; createdAt: Date; decidedAt: Date | null }
      labelUpper: string
      note: string | null
      ownerId: string | null
    }>()
  })

  it('reads a subquery of the same columns, under the same names, in the same order', () => {
    const flat = textRow({ id: things.id, label: things.label })
    const { sql: text } = new PgDialect().sqlToQuery(flat.arrayFrom({ label: sql`"s"."label"`, id: sql`"s"."id"` }))
    expect(text).toBe('array["s"."id"::text, "s"."label"::text]')
  })

  it('refuses a column it has no reader for, rather than read it wrongly', () => {
    const odd = pgTable('odd', { n: numeric('n', { mode: 'number' }) })
    expect(() => textRow({ n: odd.n })).toThrow(/no reader/)
  })
})

describe('textRow against the database', () => {
  let handle: OpenDatabase
  beforeAll(async () => {
    handle = await createTestDatabase({ migrate: false })
    await handle.db.execute(sql`create table text_row_things (id uuid primary key, label text not null, note text, amount numeric(18, 2) not null,
      created_at timestamptz not null, decided_at timestamptz, owner_id uuid)`)
  })
  afterAll(() => handle?.close())

  it('round-trips a row by name: what it reads equals what drizzle reads of the same columns', async () => {
    const rows = [
      {
        id: '11111111-1111-4111-8111-111111111111',
        label: 'first',
        note: 'a note',
        amount: '12345.67',
        createdAt: new Date('2026-11-26T10:11:12.345Z'),
        decidedAt: new Date('2026-11-27T01:02:03.456Z'),
        ownerId: '22222222-2222-4222-8222-222222222222',
      },
      { id: '33333333-3333-4333-8333-333333333333', label: 'second', note: null, amount: '0.10', createdAt: new Date('2025-01-02T03:04:05.006Z'), decidedAt: null, ownerId: null },
    ]
    await handle.db.insert(things).values(rows)
    const viaText = await handle.db
      .select({ id: things.id, values: sql<(string | null)[]>`to_json(${row.array})` })
      .from(things)
      .orderBy(things.id)
    const viaDrizzle = await handle.db
      .select({ thing: shape.thing, labelUpper: sql<string>`upper(${things.label})`, note: things.note, ownerId: things.ownerId })
      .from(things)
      .orderBy(things.id)
    expect(viaText.map(({ values }) => row.read(values))).toEqual(viaDrizzle)
    expect(row.read(viaText[0].values)).toEqual({
      thing: { id: rows[0].id, label: 'first', amount: '12345.67', createdAt: rows[0].createdAt, decidedAt: rows[0].decidedAt },
      labelUpper: 'FIRST',
      note: 'a note',
      ownerId: rows[0].ownerId,
    })
  })
})

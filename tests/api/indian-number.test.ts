import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenDatabase } from '../../server/db/index'
import { indianNumber } from '../../server/lib/indian-format'
import { createTestDatabase } from '../helpers/db'

let handle: OpenDatabase

beforeAll(async () => {
  handle = await createTestDatabase()
})
afterAll(async () => {
  await handle.close()
})

/** indian_number of a numeric written as text, to `places` decimals, as the database formats it. */
async function indianNumberInSql(value: string | null, places: number): Promise<string | null> {
  const found = await handle.db.execute<{ text: string | null }>(sql`select indian_number(${value}::numeric, ${places}::integer) as text`)
  return found.rows[0].text
}

describe('indian_number (the SQL messages’ Indian grouping)', () => {
  it.each([
    ['999', 0, '999'],
    ['2000', 0, '2,000'],
    ['123456', 0, '1,23,456'],
    ['12345678', 0, '1,23,45,678'],
    ['1234567890123456789012', 0, '1,23,45,67,89,01,23,45,67,89,012'],
    ['1234567.50', 2, '12,34,567.50'],
    ['2000.00', 2, '2,000.00'],
    ['0.25', 2, '0.25'],
    ['-1234567', 0, '-12,34,567'],
  ])('writes %s to %i places as %s, as the TypeScript formatter does', async (value, places, text) => {
    expect(await indianNumberInSql(value, places)).toBe(text)
    expect(indianNumber(value)).toBe(text)
  })

  it('rounds to the places asked: whole tokens, rupees to the paisa', async () => {
    expect(await indianNumberInSql('1999.6', 0)).toBe('2,000')
    expect(await indianNumberInSql('123456', 2)).toBe('1,23,456.00')
    expect(await indianNumberInSql('20200.004', 2)).toBe('20,200.00')
  })

  it('gives null for null', async () => {
    expect(await indianNumberInSql(null, 0)).toBeNull()
  })
})

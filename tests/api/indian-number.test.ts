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

/** indian_number of a numeric written as text, as the database formats it. */
async function indianNumberInSql(value: string | null): Promise<string | null> {
  const found = await handle.db.execute<{ text: string | null }>(sql`select indian_number(${value}::numeric) as text`)
  return found.rows[0].text
}

describe('indian_number (the SQL messages’ Indian grouping)', () => {
  it.each([
    ['999', '999'],
    ['2000', '2,000'],
    ['123456', '1,23,456'],
    ['12345678', '1,23,45,678'],
    ['1234567890123456789012', '1,23,45,67,89,01,23,45,67,89,012'],
    ['1234567.50', '12,34,567.50'],
    ['2000.00', '2,000.00'],
    ['0.25', '0.25'],
    ['-1234567', '-12,34,567'],
  ])('writes %s as %s, as the TypeScript formatter does', async (value, text) => {
    expect(await indianNumberInSql(value)).toBe(text)
    expect(indianNumber(value)).toBe(text)
  })

  it('gives null for null, and composes with trunc and round for the places a message wants', async () => {
    expect(await indianNumberInSql(null)).toBeNull()
    const found = await handle.db.execute<{ tokens: string; rupees: string }>(
      sql`select indian_number(trunc(${'2000.00'}::numeric)) || ' STR' as tokens, '₹' || indian_number(round(${'123456'}::numeric, 2)) as rupees`,
    )
    expect(found.rows[0]).toEqual({ tokens: '2,000 STR', rupees: '₹1,23,456.00' })
  })
})

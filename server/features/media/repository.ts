import { eq } from 'drizzle-orm'
import type { Executor } from '../../db/index'
import { media } from '../../db/schema'

export async function insertMedia(db: Executor, values: typeof media.$inferInsert) {
  const [row] = await db.insert(media).values(values).returning({ id: media.id })
  return row
}

export async function findMedia(db: Executor, id: string) {
  const [row] = await db.select().from(media).where(eq(media.id, id))
  return row
}

import { and, eq, gt, sql } from 'drizzle-orm'
import type { Executor } from '../../db/index'
import { media, purchases, users } from '../../db/schema'

export async function insertMedia(db: Executor, values: typeof media.$inferInsert) {
  const [row] = await db.insert(media).values(values).returning({ id: media.id })
  return row
}

export async function findMedia(db: Executor, id: string) {
  const [row] = await db.select().from(media).where(eq(media.id, id))
  return row
}

/** Bytes an account stored in the last `seconds`: the daily upload quota counts them. */
export async function bytesUploadedSince(db: Executor, ownerUserId: string, seconds: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${media.sizeBytes}), 0)::bigint` })
    .from(media)
    .where(and(eq(media.ownerUserId, ownerUserId), gt(media.createdAt, sql`now() - make_interval(secs => ${seconds})`)))
  return Number(row.total)
}

/**
 * Deletes up to `limit` uploads older than `seconds` that no purchase and no profile refers to,
 * and answers their storage names, so the caller removes the bytes. A row that a purchase or a
 * profile is taking at this moment is locked by that write's foreign-key check: SKIP LOCKED leaves
 * it alone, so a receipt is never swept from under the purchase that is claiming it. Rows are
 * deleted once, whichever instance sweeps.
 */
export async function deleteOrphanMedia(db: Executor, seconds: number, limit: number): Promise<string[]> {
  const result = await db.execute<{ storage_name: string }>(sql`
    delete from ${media} where ${media.id} in (
      select m.id from ${media} m
      where m.created_at < now() - make_interval(secs => ${seconds})
        and not exists (select 1 from ${purchases} p where p.receipt_id = m.id)
        and not exists (select 1 from ${users} u where u.profile_image_id = m.id)
      order by m.created_at
      limit ${limit}
      for update skip locked)
    returning ${media.storageName} as storage_name`)
  return result.rows.map((row) => row.storage_name)
}

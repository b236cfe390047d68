import { and, eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/index'
import { media, purchases, uploadQuotas, users } from '../../db/schema'

export async function insertMedia(db: Executor, values: typeof media.$inferInsert) {
  const [row] = await db.insert(media).values(values).returning({ id: media.id })
  return row
}

export async function findMedia(db: Executor, id: string) {
  const [row] = await db.select().from(media).where(eq(media.id, id))
  return row
}

/** How long an account's upload window lasts once its first upload opens it. */
const UPLOAD_WINDOW_SECONDS = 24 * 60 * 60

export interface UploadClaim {
  /** Bytes taken, at most what was asked; null when the window has fewer left than the claim needs. */
  granted: number | null
  /** The window the bytes were taken in: a give-back names it, so it never credits the next one. */
  window: string
  /** Seconds until the window ends, for the 429's Retry-After. */
  secondsLeft: number
}

/**
 * Takes up to `ask` bytes of the account's daily quota when at least `need` of them (and at least
 * one) are left, in one guarded statement: the row is locked while it is read (FOR UPDATE), so
 * simultaneous claims, on any instance, take their turns and each sees what the one before it
 * took. A window past its 24 hours starts afresh at the claim. The row is made first, once per
 * account, so that the first claims of a new account also have a row to queue on.
 */
export async function claimUploadBytes(db: Executor, userId: string, limit: number, ask: number, need: number): Promise<UploadClaim> {
  await db.insert(uploadQuotas).values({ userId }).onConflictDoNothing()
  const result = await db.execute<{ granted: string | null; window: string; seconds_left: number }>(sql`
    with old as (
      select user_id, window_started_at,
             window_started_at + make_interval(secs => ${UPLOAD_WINDOW_SECONDS}::int) <= now() as expired,
             case when window_started_at + make_interval(secs => ${UPLOAD_WINDOW_SECONDS}::int) <= now() then 0 else used_bytes end as used
      from ${uploadQuotas} where user_id = ${userId}
      for update),
    taken as (
      update ${uploadQuotas} q
      set used_bytes = old.used + least(${ask}::bigint, ${limit}::bigint - old.used),
          window_started_at = case when old.expired then now() else old.window_started_at end
      from old
      where q.user_id = old.user_id and ${limit}::bigint - old.used >= greatest(${need}::bigint, 1)
      returning least(${ask}::bigint, ${limit}::bigint - old.used) as granted, q.window_started_at)
    select taken.granted,
           coalesce(taken.window_started_at, old.window_started_at)::text as window,
           greatest(1, ceil(extract(epoch from
             case when old.expired and taken.granted is null then make_interval(secs => ${UPLOAD_WINDOW_SECONDS}::int)
                  else coalesce(taken.window_started_at, old.window_started_at) + make_interval(secs => ${UPLOAD_WINDOW_SECONDS}::int) - now() end)))::int as seconds_left
    from old left join taken on true`)
  const [row] = result.rows
  return { granted: row.granted === null ? null : Number(row.granted), window: row.window, secondsLeft: Number(row.seconds_left) }
}

/** Gives claimed bytes back to the window they were taken in; a window that has ended since keeps nothing to give. */
export async function returnUploadBytes(db: Executor, userId: string, window: string, bytes: number): Promise<void> {
  if (bytes <= 0) return
  await db
    .update(uploadQuotas)
    .set({ usedBytes: sql`greatest(0, ${uploadQuotas.usedBytes} - ${bytes}::bigint)` })
    .where(and(eq(uploadQuotas.userId, userId), eq(uploadQuotas.windowStartedAt, sql`${window}::timestamptz`)))
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

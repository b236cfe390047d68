import { and, count, desc, eq, isNull, sql } from 'drizzle-orm'
import type { Executor } from '../../db/index'
import { notifications } from '../../db/schema'

/**
 * The member's notifications. They are written where their news is made (a decision's statement in
 * the purchases slice, the settlement trigger for a reward), never here: this slice reads them and
 * marks them read, always within the caller's own rows.
 */

/** The bell shows the newest ones; older ones stay counted in `unreadCount`. */
const LIST_CAP = 30

export async function newestOf(db: Executor, userId: string) {
  const [rows, [unread]] = await Promise.all([
    db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(LIST_CAP),
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt))),
  ])
  return { rows, unreadCount: unread.n }
}

/** Marks one read (an already read one keeps its time); false when it is not this member's. */
export async function markRead(db: Executor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id })
  return rows.length > 0
}

export async function markAllRead(db: Executor, userId: string) {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
}

import { desc, eq } from 'drizzle-orm'
import type { Executor } from '../../db/index'
import { outbox } from '../../db/schema'

export type OutboxChannel = (typeof outbox.$inferSelect)['channel']
export type OutboxRecord = typeof outbox.$inferSelect

const OUTBOX_LIST_LIMIT = 50

function normaliseRecipient(to: string): string {
  return to.trim().toLowerCase()
}

export async function writeOutbox(db: Executor, entry: { channel: OutboxChannel; to: string; subject?: string; body: string; code?: string }): Promise<void> {
  await db.insert(outbox).values({
    channel: entry.channel,
    to: normaliseRecipient(entry.to),
    subject: entry.subject ?? null,
    body: entry.body,
    code: entry.code ?? null,
  })
}

/** The development mailbox and phone of one recipient, newest message first. */
export function listOutbox(db: Executor, to: string): Promise<OutboxRecord[]> {
  return db
    .select()
    .from(outbox)
    .where(eq(outbox.to, normaliseRecipient(to)))
    .orderBy(desc(outbox.createdAt))
    .limit(OUTBOX_LIST_LIMIT)
}

import type { FastifyInstance } from 'fastify'
import { deleteOrphanMedia } from './repository'

/** An upload nothing refers to is kept this long: time for the member to submit the purchase or profile it was for. */
export const ORPHAN_AFTER_SECONDS = 24 * 60 * 60
const BATCH = 500

/**
 * Deletes uploads that no purchase and no profile refers to after a day: their rows, then their
 * bytes. A row goes first, so a failure to remove the bytes (logged) leaves an unreachable object,
 * never a row pointing at nothing. Answers how many were swept.
 */
export async function sweepOrphanMedia(app: FastifyInstance, olderThanSeconds = ORPHAN_AFTER_SECONDS): Promise<number> {
  let swept = 0
  for (;;) {
    const names = await deleteOrphanMedia(app.db, olderThanSeconds, BATCH)
    await Promise.all(
      names.map((name) => app.mediaStore.remove(name).catch((err) => app.log.warn({ err, storageName: name }, 'could not remove a swept upload'))),
    )
    swept += names.length
    if (names.length < BATCH) return swept
  }
}

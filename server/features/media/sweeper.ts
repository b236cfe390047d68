import type { FastifyInstance } from 'fastify'
import { deleteOrphanMedia } from './repository'

/** An upload nothing refers to is kept this long: time for the member to submit the purchase or profile it was for. */
const ORPHAN_AFTER_SECONDS = 24 * 60 * 60
export const SWEEP_BATCH = 500

/**
 * Deletes uploads that no purchase and no profile refers to after a day: their rows, then their
 * bytes. A row goes first, so a failure to remove the bytes (logged) leaves an unreachable object,
 * never a row pointing at nothing. Answers how many were swept. Once `stop` is aborted (shutdown)
 * the batch in hand is finished and no other is taken: the next sweep, here or elsewhere, has the rest.
 */
export async function sweepOrphanMedia(app: Pick<FastifyInstance, 'db' | 'mediaStore' | 'log'>, olderThanSeconds = ORPHAN_AFTER_SECONDS, stop?: AbortSignal): Promise<number> {
  let swept = 0
  while (!stop?.aborted) {
    const names = await deleteOrphanMedia(app.db, olderThanSeconds, SWEEP_BATCH)
    await Promise.all(names.map((name) => app.mediaStore.remove(name).catch((err) => app.log.warn({ err, storageName: name }, 'could not remove a swept upload'))))
    swept += names.length
    if (names.length < SWEEP_BATCH) break
  }
  return swept
}

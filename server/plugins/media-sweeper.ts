import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { sweepOrphanMedia } from '../features/media'

const FIRST_SWEEP_MS = 60_000
const SWEEP_EVERY_MS = 60 * 60_000

/**
 * Every instance sweeps hourly; the delete is row by row and skips locked rows, so instances
 * sweeping at once share the work instead of repeating it.
 */
async function mediaSweeper(fastify: FastifyInstance) {
  let running: Promise<unknown> | undefined
  const stop = new AbortController()
  const sweep = () => {
    running ??= sweepOrphanMedia(fastify, undefined, stop.signal)
      .then((swept) => swept > 0 && fastify.log.info({ swept }, 'removed uploads that nothing refers to'))
      .catch((err) => fastify.log.warn({ err }, 'upload sweep failed; the next one retries'))
      .finally(() => (running = undefined))
  }
  const first = setTimeout(sweep, FIRST_SWEEP_MS).unref()
  const every = setInterval(sweep, SWEEP_EVERY_MS).unref()
  fastify.addHook('onClose', async () => {
    clearTimeout(first)
    clearInterval(every)
    // The batch in hand finishes before the pool closes; a backlog of orphans waits for the next sweep.
    stop.abort()
    await running
  })
}

export default fp(mediaSweeper, { name: 'media-sweeper', dependencies: ['database', 'media-store'] })

import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { createNotifier, type Notifier } from '../lib/notify/index'

declare module 'fastify' {
  interface FastifyInstance {
    notifier: Notifier
  }
}

/** How often each instance looks for messages due again (retries, and those a dead instance had claimed). */
const POLL_MS = 2_000

async function notifier(fastify: FastifyInstance) {
  const notifier = createNotifier(fastify.db, fastify.config, fastify.log)
  fastify.decorate('notifier', notifier)
  // Messages left by a previous run go out at start; new ones are kicked by the request that made them.
  notifier.deliverSoon()
  const poll = setInterval(() => notifier.deliverSoon(), POLL_MS).unref()
  fastify.addHook('onClose', async () => {
    clearInterval(poll)
    // The batch in hand finishes before the pool closes; the rest of the backlog stays queued.
    await notifier.stop()
  })
}

export default fp(notifier, { name: 'notifier', dependencies: ['database'] })

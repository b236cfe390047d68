import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { createNotifier, type Notifier } from '../lib/notify/index'

declare module 'fastify' {
  interface FastifyInstance {
    notifier: Notifier
  }
}

async function notifier(fastify: FastifyInstance) {
  fastify.decorate('notifier', createNotifier(fastify.db, fastify.config, fastify.log))
}

export default fp(notifier, { name: 'notifier', dependencies: ['database'] })

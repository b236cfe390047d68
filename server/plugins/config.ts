import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import type { Config } from '../config'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
  }
}

async function configPlugin(fastify: FastifyInstance, opts: { config: Config }) {
  fastify.decorate('config', opts.config)
}

export default fp(configPlugin, { name: 'config' })

import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { diskMediaStore, type MediaStore } from '../lib/media-store'

declare module 'fastify' {
  interface FastifyInstance {
    mediaStore: MediaStore
  }
}

async function mediaStore(fastify: FastifyInstance) {
  fastify.decorate('mediaStore', diskMediaStore(fastify.config.uploadDir))
}

export default fp(mediaStore, { name: 'media-store', dependencies: ['config'] })

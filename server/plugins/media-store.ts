import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { diskMediaStore, s3MediaStore, type MediaStore } from '../lib/media-store'

declare module 'fastify' {
  interface FastifyInstance {
    mediaStore: MediaStore
  }
}

/** The bucket when S3_BUCKET is set (several instances share it), else the folder on this server's disk. */
async function mediaStore(fastify: FastifyInstance) {
  const { s3, uploadDir } = fastify.config
  fastify.decorate('mediaStore', s3 ? s3MediaStore(s3) : diskMediaStore(uploadDir))
}

export default fp(mediaStore, { name: 'media-store', dependencies: ['config'] })

import type { RouteHandlers } from '@/client/fastify.gen'
import { principalOf } from '../../plugins/auth'
import { forbidden, notFound } from '../../lib/errors'
import { isValidMediaSignature } from '../../lib/media-links'
import { mediaLinkFor, storeUploads } from './uploads'
import { findMedia } from './repository'

const uploadMedia: RouteHandlers['uploadMedia'] = async (request, reply) => {
  const data = await storeUploads(request.server, request, principalOf(request))
  return reply.code(200).send({ status: true, message: 'File uploaded successfully', data })
}

const getMediaLink: RouteHandlers['getMediaLink'] = async (request, reply) => {
  const data = await mediaLinkFor(request.server, request.params.id, principalOf(request))
  return reply.code(200).send({ status: true, message: 'File link', data })
}

/** Images and PDFs open in the browser; Word files download. Either way the bytes' type is declared, never sniffed. */
const downloadMedia: RouteHandlers['downloadMedia'] = async (request, reply) => {
  const { id } = request.params
  const { expires, signature } = request.query
  if (!isValidMediaSignature(request.server.jwtSecret, id, expires, signature)) {
    throw forbidden('LINK_EXPIRED')
  }
  const row = await findMedia(request.server.db, id)
  if (!row) throw notFound('FILE_NOT_FOUND')
  const stream = await request.server.mediaStore.open(row.storageName)
  if (!stream) {
    request.log.error({ mediaId: id, storageName: row.storageName }, 'media row without its stored file')
    throw notFound('FILE_NOT_FOUND')
  }
  // Past the headers nothing can be answered any more: a read failing now ends the connection
  // (logged), which the browser shows as a failed download, never a second, broken reply.
  stream.once('error', (err) => request.log.error({ err, mediaId: id }, 'media stream failed'))
  const inline = row.mimeType.startsWith('image/') || row.mimeType === 'application/pdf'
  const filename = encodeURIComponent(row.originalName)
  reply
    .type(row.mimeType)
    .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${filename}`)
    .header('cache-control', 'private, max-age=300')
    .header('x-content-type-options', 'nosniff')
  // The contract types a download as a Blob; Fastify streams the file instead of buffering it.
  return reply.code(200).send(stream as unknown as Blob)
}

export const mediaHandlers = { uploadMedia, getMediaLink, downloadMedia }

import { randomUUID } from 'node:crypto'
import { fileTypeFromBuffer } from 'file-type'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { badRequest, HttpError, notFound } from '../../lib/errors'
import { enforceRateLimit, RATE_LIMITS } from '../../lib/rate-limit'
import { signedMediaUrl } from '../../lib/media-links'
import type { Principal } from '../../lib/sessions'
import * as repo from './repository'

/** What a receipt or a picture may be, judged by the file's bytes, never its name or declared type. */
const ALLOWED: Record<string, { ext: string; mime: string }> = {
  'image/png': { ext: 'png', mime: 'image/png' },
  'image/jpeg': { ext: 'jpg', mime: 'image/jpeg' },
  'image/gif': { ext: 'gif', mime: 'image/gif' },
  'image/webp': { ext: 'webp', mime: 'image/webp' },
  'application/pdf': { ext: 'pdf', mime: 'application/pdf' },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    ext: 'docx',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  // Word 97-2003 files are OLE compound files; file-type names the container.
  'application/x-cfb': { ext: 'doc', mime: 'application/msword' },
}

export const UNSUPPORTED_FILE = 'Only images (PNG, JPEG, GIF, WebP), PDF, DOC and DOCX files are allowed.'
export const FILE_TOO_LARGE = 'The file is too large. The limit is 5 MB.'
const MALFORMED_UPLOAD = 'The upload could not be read. Please choose the file again.'

/** Streams every `medias` part, checks it and stores it under a name the server makes. */
export async function storeUploads(app: FastifyInstance, request: FastifyRequest, principal: Principal) {
  await enforceRateLimit(app.db, `upload:${principal.userId}`, RATE_LIMITS.uploadPerUser)
  if (!request.isMultipart()) throw badRequest('Please upload the file as multipart/form-data under the field medias.')

  const accepted = await readMedias(request)
  if (accepted.length === 0) throw badRequest('Please choose a file to upload.')

  // Nothing is written until every file has passed, so a refused batch leaves nothing behind.
  const stored = []
  for (const file of accepted) {
    const storageName = `${randomUUID()}.${file.kind.ext}`
    await app.mediaStore.put(storageName, file.bytes)
    const row = await repo.insertMedia(app.db, {
      ownerUserId: principal.userId ?? null,
      companyId: principal.companyId ?? null,
      storageName,
      mimeType: file.kind.mime,
      sizeBytes: file.bytes.length,
      originalName: file.originalName,
    })
    stored.push({ id: row.id, url: signedMediaUrl(app.jwtSecret, row.id) })
  }
  return stored
}

interface AcceptedFile {
  bytes: Buffer
  kind: { ext: string; mime: string }
  originalName: string
}

/** Every `medias` part, checked by its bytes; parts under other names are drained and ignored. */
async function readMedias(request: FastifyRequest): Promise<AcceptedFile[]> {
  const accepted: AcceptedFile[] = []
  try {
    for await (const part of request.files()) {
      if (part.fieldname !== 'medias') {
        part.file.resume()
        continue
      }
      const bytes = await part.toBuffer()
      if (part.file.truncated) throw new HttpError(413, FILE_TOO_LARGE)
      const detected = await fileTypeFromBuffer(bytes)
      const kind = detected && ALLOWED[detected.mime]
      if (!kind) throw new HttpError(415, UNSUPPORTED_FILE)
      accepted.push({ bytes, kind, originalName: safeName(part.filename, kind.ext) })
    }
  } catch (err) {
    if (err instanceof HttpError || (err as { statusCode?: number }).statusCode) throw err
    // A body that is not well-formed multipart (no boundary, cut short) fails in busboy or the
    // stream with a bare Error; it is the caller's mistake, not the server's.
    throw badRequest(MALFORMED_UPLOAD)
  }
  return accepted
}

/** The owner, or an admin of the owner's company, may have a fresh link; anyone else learns nothing. */
export async function mediaLinkFor(app: FastifyInstance, id: string, principal: Principal) {
  const row = await repo.findMedia(app.db, id)
  const isOwner = row && principal.userId && row.ownerUserId === principal.userId
  const isCompanyAdmin = row && principal.role === 'ADMIN' && row.companyId === principal.companyId
  if (!row || !(isOwner || isCompanyAdmin)) throw notFound('File not found.')
  return { id: row.id, url: signedMediaUrl(app.jwtSecret, row.id) }
}

/** A display name without paths or control characters, ending in the extension the bytes proved. */
function safeName(filename: string | undefined, ext: string): string {
  const base = (filename ?? 'file').split(/[\\/]/).pop()!.replace(/[^\w.\- ]+/g, '_').slice(0, 80)
  const stem = base.replace(/\.[^.]*$/, '') || 'file'
  return `${stem}.${ext}`
}

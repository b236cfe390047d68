import { randomUUID } from 'node:crypto'
import { Readable } from 'node:stream'
import { fileTypeFromBuffer } from 'file-type'
import type { MultipartFile } from '@fastify/multipart'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { badRequest, HttpError, notFound, payloadTooLarge, unsupportedMediaType } from '../../lib/errors'
import { enforceRateLimit, RATE_LIMITS } from '../../lib/rate-limit'
import { signedMediaUrl } from '../../lib/media-links'
import type { Principal } from '../../lib/sessions'
import * as repo from './repository'
import { UploadAllowance } from './quota'

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

/** file-type reads at most this many leading bytes to tell a format. */
const SNIFF_BYTES = 4100

/**
 * Streams every `medias` part into the store as it arrives: memory stays at a chunk or two per
 * request whatever the file's size. Each file is judged by its first bytes before anything is
 * stored, and the batch is all or nothing: a refused or failed part removes what this request
 * stored before it, and rows are written only once every file is stored. The bytes count against
 * the account's daily quota before they are stored, and go back if the batch is not kept.
 */
export async function storeUploads(app: FastifyInstance, request: FastifyRequest, principal: Principal) {
  await enforceRateLimit(app.db, `upload:${principal.userId}`, RATE_LIMITS.uploadPerUser)
  if (!request.isMultipart()) throw badRequest('UPLOAD_NOT_MULTIPART')
  const length = Number(request.headers['content-length'])
  const quota = principal.userId ? await UploadAllowance.open(app, principal.userId, Number.isSafeInteger(length) ? length : undefined) : undefined

  const stored: StoredFile[] = []
  const fail = async () => {
    await removeStored(app, stored)
    await quota?.release()
  }
  try {
    for await (const part of request.files()) {
      if (part.fieldname !== 'medias') {
        part.file.resume()
        continue
      }
      stored.push(await storePart(app, part, quota))
    }
  } catch (err) {
    await fail()
    if (err instanceof HttpError || (err as { statusCode?: number }).statusCode) throw err
    // A body that is not well-formed multipart (no boundary, cut short) fails in busboy or the
    // stream with a bare Error; it is the caller's mistake, not the server's.
    request.log.warn({ err }, 'upload could not be read')
    throw badRequest('UPLOAD_UNREADABLE')
  }
  if (stored.length === 0) {
    await fail()
    throw badRequest('FILE_REQUIRED')
  }

  try {
    // One transaction: the rows appear together and the quota keeps exactly their bytes, or no row
    // does and the stored bytes and the claim go.
    return await app.db.transaction(async (tx) => {
      const answered = []
      for (const file of stored) {
        const row = await repo.insertMedia(tx, {
          ownerUserId: principal.userId ?? null,
          companyId: principal.companyId ?? null,
          storageName: file.storageName,
          mimeType: file.mime,
          sizeBytes: file.sizeBytes,
          originalName: file.originalName,
        })
        answered.push({ id: row.id, url: signedMediaUrl(app.jwtSecret, row.id) })
      }
      await quota?.settle(tx)
      return answered
    })
  } catch (err) {
    await fail()
    throw err
  }
}

function removeStored(app: FastifyInstance, stored: StoredFile[]) {
  return Promise.all(
    stored.map((file) => app.mediaStore.remove(file.storageName).catch((err) => app.log.warn({ err, storageName: file.storageName }, 'could not remove an upload'))),
  )
}

interface StoredFile {
  storageName: string
  mime: string
  sizeBytes: number
  originalName: string
}

/** One part: its first bytes tell what it is; then the whole of it streams into the store, each chunk counted against the quota first. */
async function storePart(app: FastifyInstance, part: MultipartFile, quota: UploadAllowance | undefined): Promise<StoredFile> {
  const chunks = part.file[Symbol.asyncIterator]()
  let head = Buffer.alloc(0)
  let ended = false
  while (head.length < SNIFF_BYTES) {
    const next = await chunks.next()
    if (next.done) {
      ended = true
      break
    }
    head = Buffer.concat([head, next.value as Buffer])
  }
  const detected = await fileTypeFromBuffer(head)
  const kind = detected && ALLOWED[detected.mime]
  if (!kind) {
    part.file.resume()
    throw unsupportedMediaType('FILE_TYPE_UNSUPPORTED')
  }
  let sizeBytes = head.length
  const rest = async function* () {
    await quota?.count(head.length)
    yield head
    if (!ended) {
      for (;;) {
        const next = await chunks.next()
        if (next.done) break
        sizeBytes += (next.value as Buffer).length
        await quota?.count((next.value as Buffer).length)
        yield next.value as Buffer
      }
    }
    // busboy stops at the size limit and marks the stream: what was stored must go.
    if (part.file.truncated) throw payloadTooLarge('FILE_TOO_LARGE')
  }
  const storageName = `${randomUUID()}.${kind.ext}`
  await app.mediaStore.put(storageName, Readable.from(rest()), kind.mime)
  return { storageName, mime: kind.mime, sizeBytes, originalName: safeName(part.filename, kind.ext) }
}

/** The owner, or an admin of the owner's company, may have a fresh link; anyone else learns nothing. */
export async function mediaLinkFor(app: FastifyInstance, id: string, principal: Principal) {
  const row = await repo.findMedia(app.db, id)
  const isOwner = row && principal.userId && row.ownerUserId === principal.userId
  const isCompanyAdmin = row && principal.role === 'ADMIN' && row.companyId === principal.companyId
  if (!row || !(isOwner || isCompanyAdmin)) throw notFound('FILE_NOT_FOUND')
  return { id: row.id, url: signedMediaUrl(app.jwtSecret, row.id) }
}

/** A display name without paths or control characters, ending in the extension the bytes proved. */
function safeName(filename: string | undefined, ext: string): string {
  const base = (filename ?? 'file')
    .split(/[\\/]/)
    .pop()!
    .replace(/[^\w.\- ]+/g, '_')
    .slice(0, 80)
  const stem = base.replace(/\.[^.]*$/, '') || 'file'
  return `${stem}.${ext}`
}

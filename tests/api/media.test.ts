import fs from 'node:fs'
import { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { count, eq, sql } from 'drizzle-orm'
import { media, uploadQuotas } from '../../server/db/schema'
import { signedMediaUrl } from '../../server/lib/media-links'
import { auth, buildTestApp, DEMO_COMPANY_ID, tokenFor } from '../helpers/app'
import { docBytes, docxBytes, jpegBytes, multipart, otherCompany, pdfBytes, pngBytes, signedInMember, upload, type UploadPart } from '../helpers/factories'
import { startLocalS3, type LocalS3 } from '../helpers/s3'
import { SWEEP_BATCH, sweepOrphanMedia } from '../../server/features/media/sweeper'
import { manualPurchase } from '../helpers/purchase-factories'

const UPLOAD_URL = '/api/v1/superadmin/media/add'
const UNSUPPORTED = 'Only images (PNG, JPEG, GIF, WebP), PDF, DOC and DOCX files are allowed.'
const TOO_LARGE = 'The file is too large. The limit is 5 MB.'
const LINK_EXPIRED = 'This link has expired. Please reopen the file.'
const FIVE_MB = 5 * 1024 * 1024
const SIGNED_URL = /^\/api\/v1\/media\/file\/([0-9a-f-]{36})\?expires=(\d+)&signature=([\w-]+)$/

// Every behaviour holds on both stores: the folder on disk, and a bucket that speaks the S3 API.
describe.each(['disk', 's3'] as const)('media on the %s store', (store) => {
  let server: FastifyInstance
  let member: Awaited<ReturnType<typeof signedInMember>>
  let s3: LocalS3 | undefined
  beforeAll(async () => {
    if (store === 's3') s3 = await startLocalS3()
    server = await buildTestApp(s3 ? { s3: s3.settings } : {})
    member = await signedInMember(server)
  })
  afterAll(async () => {
    await server.close()
    await s3?.close()
  })

  /** What the store holds, by the names the server gave. */
  const storedFiles = async () => (s3 ? s3.storedNames() : fs.readdirSync(server.config.uploadDir))
  async function storedBytes(storageName: string) {
    const chunks: Buffer[] = []
    for await (const chunk of (await server.mediaStore.open(storageName))!) chunks.push(Buffer.from(chunk))
    return Buffer.concat(chunks)
  }
  async function mediaCount() {
    const [{ n }] = await server.db.select({ n: count() }).from(media)
    return n
  }
  async function mediaRow(id: string) {
    const [row] = await server.db.select().from(media).where(eq(media.id, id))
    return row
  }
  const download = (url: string) => server.inject({ method: 'GET', url })

  /** Uploads one file and returns the stored item. */
  async function uploadOne(token: string, part: UploadPart) {
    const res = await upload(server, token, [part])
    expect(res.statusCode, res.body).toBe(200)
    return res.json().data[0] as { id: string; url: string }
  }

  describe('POST superadmin/media/add', () => {
    it("stores a member's PNG under a server-made name and answers a short-lived signed link", async () => {
      const before = Math.floor(Date.now() / 1000)
      const res = await upload(server, member.token, [{ bytes: pngBytes(), filename: 'receipt.png', contentType: 'image/png' }])
      expect(res.statusCode).toBe(200)
      const body = res.json()
      expect(body.status).toBe(true)
      expect(body.message).toBe('File uploaded successfully')
      expect(body.data).toHaveLength(1)
      const [{ id, url }] = body.data
      const [, linkId, expires] = SIGNED_URL.exec(url)!
      expect(linkId).toBe(id)
      // At least fifteen minutes, snapped up to the next five-minute step, give or take the test's run time.
      expect(Number(expires) - before).toBeGreaterThanOrEqual(15 * 60 - 1)
      expect(Number(expires) - before).toBeLessThanOrEqual(20 * 60 + 30)
      expect(Number(expires) % 300).toBe(0)

      const row = await mediaRow(id)
      expect(row).toMatchObject({ ownerUserId: member.id, companyId: DEMO_COMPANY_ID, mimeType: 'image/png', sizeBytes: pngBytes().length, originalName: 'receipt.png' })
      expect(row.storageName).toMatch(/^[0-9a-f-]{36}\.png$/)
      expect(row.storageName).not.toContain('receipt')
      expect(await storedFiles()).toContain(row.storageName)
      expect(await storedFiles()).not.toContain('receipt.png')
      expect((await storedBytes(row.storageName)).equals(pngBytes())).toBe(true)
    })

    it('serves the file through its link with its type, nosniff and an inline disposition', async () => {
      const { url } = await uploadOne(member.token, { bytes: pngBytes(), filename: 'receipt.png' })
      const res = await download(url)
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toBe('image/png')
      expect(res.headers['x-content-type-options']).toBe('nosniff')
      expect(res.headers['content-disposition']).toBe("inline; filename*=UTF-8''receipt.png")
      expect(res.rawPayload.equals(pngBytes())).toBe(true)
    })

    it('judges JPEG, PDF, DOC and DOCX by their bytes, not by the name or declared type', async () => {
      const cases = [
        { bytes: jpegBytes(), filename: 'photo.bin', mime: 'image/jpeg', ext: 'jpg', disposition: 'inline' },
        { bytes: pdfBytes(), filename: 'statement.txt', mime: 'application/pdf', ext: 'pdf', disposition: 'inline' },
        { bytes: docBytes(), filename: 'letter', mime: 'application/msword', ext: 'doc', disposition: 'attachment' },
        {
          bytes: docxBytes(),
          filename: 'letter.docx',
          mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          ext: 'docx',
          disposition: 'attachment',
        },
      ]
      for (const file of cases) {
        const { id, url } = await uploadOne(member.token, { bytes: file.bytes, filename: file.filename, contentType: 'text/plain' })
        const row = await mediaRow(id)
        expect(row.mimeType, file.filename).toBe(file.mime)
        expect(row.storageName).toMatch(new RegExp(`^[0-9a-f-]{36}\\.${file.ext}$`))
        // The display name carries the extension the bytes proved.
        expect(row.originalName.endsWith(`.${file.ext}`)).toBe(true)

        const res = await download(url)
        expect(res.statusCode).toBe(200)
        expect(res.headers['content-type']).toBe(file.mime)
        expect(res.headers['x-content-type-options']).toBe('nosniff')
        expect(String(res.headers['content-disposition'])).toMatch(new RegExp(`^${file.disposition}; filename\\*=UTF-8''`))
        expect(res.rawPayload.equals(file.bytes)).toBe(true)
      }
    })

    it('accepts several files in one request and answers one item per file, in order', async () => {
      const res = await upload(server, member.token, [
        { bytes: pngBytes(), filename: 'one.png' },
        { bytes: pdfBytes(), filename: 'two.pdf' },
      ])
      expect(res.statusCode).toBe(200)
      const data = res.json().data
      expect(data).toHaveLength(2)
      expect((await mediaRow(data[0].id)).originalName).toBe('one.png')
      expect((await mediaRow(data[1].id)).originalName).toBe('two.pdf')
    })

    it('keeps a path or markup in the uploaded name out of the stored and the displayed name', async () => {
      const { id, url } = await uploadOne(member.token, { bytes: pngBytes(), filename: '../../etc/<img onerror=x>.png' })
      const row = await mediaRow(id)
      expect(row.storageName).toMatch(/^[0-9a-f-]{36}\.png$/)
      expect(row.originalName).not.toMatch(/[/\\<>]/)
      const res = await download(url)
      expect(String(res.headers['content-disposition'])).not.toMatch(/[<>]|\.\.\//)
    })

    it('lets a company admin upload', async () => {
      const admin = await tokenFor(server, 'admin@str.example')
      const { id } = await uploadOne(admin, { bytes: pngBytes(), filename: 'proof.png' })
      expect((await mediaRow(id)).companyId).toBe(DEMO_COMPANY_ID)
    })

    it('refuses HTML or a script renamed to .png with 415 and stores nothing', async () => {
      const before = { rows: await mediaCount(), files: (await storedFiles()).length }
      const disguised = [
        Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>'),
        Buffer.from('<script>fetch("/api/v1/user/auth/profile/get")</script>'),
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'),
        Buffer.from('#!/bin/sh\nrm -rf /\n'),
      ]
      for (const bytes of disguised) {
        const res = await upload(server, member.token, [{ bytes, filename: 'x.png', contentType: 'image/png' }])
        expect(res.statusCode).toBe(415)
        expect(res.json()).toEqual({ status: false, code: 'FILE_TYPE_UNSUPPORTED', message: UNSUPPORTED })
      }
      expect(await mediaCount()).toBe(before.rows)
      expect(await storedFiles()).toHaveLength(before.files)
    })

    it('refuses a whole batch when one file is not allowed, storing none of it', async () => {
      const before = { rows: await mediaCount(), files: (await storedFiles()).length }
      const res = await upload(server, member.token, [
        { bytes: pngBytes(), filename: 'fine.png' },
        { bytes: Buffer.from('<html><script>alert(1)</script></html>'), filename: 'evil.png' },
      ])
      expect(res.statusCode).toBe(415)
      expect(await mediaCount()).toBe(before.rows)
      expect(await storedFiles()).toHaveLength(before.files)
    })

    it('refuses a file one byte over 5 MB with 413 and stores nothing', async () => {
      const before = { rows: await mediaCount(), files: (await storedFiles()).length }
      const res = await upload(server, member.token, [{ bytes: pngBytes(FIVE_MB + 1), filename: 'huge.png', contentType: 'image/png' }])
      expect(res.statusCode).toBe(413)
      expect(res.json()).toEqual({ status: false, code: 'FILE_TOO_LARGE', message: TOO_LARGE })
      expect(await mediaCount()).toBe(before.rows)
      expect(await storedFiles()).toHaveLength(before.files)
    })

    it('accepts a file of exactly 5 MB', async () => {
      const { id } = await uploadOne(member.token, { bytes: pngBytes(FIVE_MB), filename: 'big.png' })
      expect((await mediaRow(id)).sizeBytes).toBe(FIVE_MB)
    })

    it('refuses a request with no file under medias', async () => {
      const res = await upload(server, member.token, [{ bytes: pngBytes(), filename: 'a.png', field: 'file' }])
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ status: false, code: 'FILE_REQUIRED', message: 'Please choose a file to upload.' })
      const json = await server.inject({ method: 'POST', url: UPLOAD_URL, headers: auth(member.token), payload: { medias: 'x' } })
      expect(json.statusCode).toBe(400)
      expect(json.json().message).toBe('Please upload the file as multipart/form-data under the field medias.')
    })

    it('refuses more than five files in one request', async () => {
      const parts = Array.from({ length: 6 }, (_, i) => ({ bytes: pngBytes(), filename: `${i}.png` }))
      const res = await upload(server, member.token, parts)
      expect(res.statusCode).toBe(413)
      expect(res.json()).toEqual({ status: false, code: 'TOO_MANY_FILES', message: 'Too many files in one request.' })
    })

    it('needs a member or company-admin token', async () => {
      const body = multipart([{ bytes: pngBytes(), filename: 'a.png' }])
      const none = await server.inject({ method: 'POST', url: UPLOAD_URL, headers: body.headers, payload: body.payload })
      expect(none.statusCode).toBe(401)
      expect(none.json()).toEqual({ status: false, code: 'NOT_LOGGED_IN', message: 'Please log in to continue.' })
      const tampered = await upload(server, `${member.token.slice(0, -3)}abc`, [{ bytes: pngBytes(), filename: 'a.png' }])
      expect(tampered.statusCode).toBe(401)
      const superadmin = await upload(server, await tokenFor(server, 'super@str.example'), [{ bytes: pngBytes(), filename: 'a.png' }])
      expect(superadmin.statusCode).toBe(403)
    })
  })

  describe('the upload limit', () => {
    it('allows thirty uploads per person in ten minutes, then answers 429', async () => {
      const busy = await signedInMember(server)
      for (let i = 0; i < 30; i++) {
        const res = await upload(server, busy.token, [{ bytes: pngBytes(), filename: `${i}.png` }])
        expect(res.statusCode, `upload ${i + 1}`).toBe(200)
      }
      const before = await mediaCount()
      const res = await upload(server, busy.token, [{ bytes: pngBytes(), filename: 'one-too-many.png' }])
      expect(res.statusCode).toBe(429)
      expect(res.json().message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/)
      expect(await mediaCount()).toBe(before)
      // Someone else is not held up.
      expect((await upload(server, member.token, [{ bytes: pngBytes(), filename: 'mine.png' }])).statusCode).toBe(200)
    })
  })

  describe('GET media/{id}/link', () => {
    // A member of its own, so these uploads do not eat into the upload limit of the tests above.
    let member: Awaited<ReturnType<typeof signedInMember>>
    beforeAll(async () => {
      member = await signedInMember(server)
    })
    const link = (id: string, token: string) => server.inject({ method: 'GET', url: `/api/v1/media/${id}/link`, headers: auth(token) })

    it('gives the owner a fresh signed link that works', async () => {
      const { id } = await uploadOne(member.token, { bytes: pdfBytes(), filename: 'receipt.pdf' })
      const res = await link(id, member.token)
      expect(res.statusCode).toBe(200)
      expect(res.json()).toMatchObject({ status: true, data: { id, url: expect.stringMatching(SIGNED_URL) } })
      const file = await download(res.json().data.url)
      expect(file.statusCode).toBe(200)
      expect(file.headers['content-type']).toBe('application/pdf')
    })

    it("gives an admin of the owner's company a link", async () => {
      const { id } = await uploadOne(member.token, { bytes: pngBytes(), filename: 'receipt.png' })
      const res = await link(id, await tokenFor(server, 'admin@str.example'))
      expect(res.statusCode).toBe(200)
      expect(res.json().data.id).toBe(id)
    })

    it("answers 404 to another member, to another company's admin, and for an unknown id", async () => {
      const { id } = await uploadOne(member.token, { bytes: pngBytes(), filename: 'private.png' })
      const stranger = await signedInMember(server)
      const other = await otherCompany(server)
      for (const token of [stranger.token, await tokenFor(server, other.admin.email)]) {
        const res = await link(id, token)
        expect(res.statusCode).toBe(404)
        expect(res.json()).toEqual({ status: false, code: 'FILE_NOT_FOUND', message: 'File not found.' })
      }
      const unknown = await link('00000000-0000-4000-8000-000000000000', member.token)
      expect(unknown.statusCode).toBe(404)
      expect(unknown.json().message).toBe('File not found.')
    })

    it("does not give a member a link to an admin's upload", async () => {
      const { id } = await uploadOne(await tokenFor(server, 'admin@str.example'), { bytes: pngBytes(), filename: 'admin.png' })
      expect((await link(id, member.token)).statusCode).toBe(404)
    })

    it('refuses a malformed id with 400 and a missing, tampered or revoked token with 401', async () => {
      const { id } = await uploadOne(member.token, { bytes: pngBytes(), filename: 'a.png' })
      expect((await link('not-a-uuid', member.token)).statusCode).toBe(400)
      const none = await server.inject({ method: 'GET', url: `/api/v1/media/${id}/link` })
      expect(none.statusCode).toBe(401)
      expect((await link(id, `${member.token}x`)).statusCode).toBe(401)

      const leaving = await signedInMember(server)
      const own = await uploadOne(leaving.token, { bytes: pngBytes(), filename: 'mine.png' })
      await server.inject({ method: 'POST', url: '/api/v1/user/auth/logout', headers: auth(leaving.token) })
      const revoked = await link(own.id, leaving.token)
      expect(revoked.statusCode).toBe(401)
      expect(revoked.json().message).toBe('Your session has expired. Please log in again.')
    })
  })

  describe('GET media/file/{id} (the signed link)', () => {
    let member: Awaited<ReturnType<typeof signedInMember>>
    beforeAll(async () => {
      member = await signedInMember(server)
    })
    it('refuses a tampered signature, and a signature made for another file, with 403', async () => {
      const a = await uploadOne(member.token, { bytes: pngBytes(), filename: 'a.png' })
      const b = await uploadOne(member.token, { bytes: pngBytes(), filename: 'b.png' })
      const [, , expires, signature] = SIGNED_URL.exec(a.url)!
      const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`
      const attempts = [
        `/api/v1/media/file/${a.id}?expires=${expires}&signature=${flipped}`,
        `/api/v1/media/file/${b.id}?expires=${expires}&signature=${signature}`,
        // A later expiry under the old signature: the expiry is signed too.
        `/api/v1/media/file/${a.id}?expires=${Number(expires) + 3600}&signature=${signature}`,
      ]
      for (const url of attempts) {
        const res = await download(url)
        expect(res.statusCode).toBe(403)
        expect(res.json()).toEqual({ status: false, code: 'LINK_EXPIRED', message: LINK_EXPIRED })
      }
    })

    it('refuses a genuinely signed link once it has expired', async () => {
      const { id } = await uploadOne(member.token, { bytes: pngBytes(), filename: 'a.png' })
      // The link the server would have handed out twenty-one minutes ago (links live 15 to 20 minutes).
      const stale = signedMediaUrl(server.jwtSecret, id, Date.now() - 21 * 60 * 1000)
      const res = await download(stale)
      expect(res.statusCode).toBe(403)
      expect(res.json()).toEqual({ status: false, code: 'LINK_EXPIRED', message: LINK_EXPIRED })
      // The same file through a link made now still opens.
      expect((await download(signedMediaUrl(server.jwtSecret, id))).statusCode).toBe(200)
    })

    it('refuses a link with no signature or expiry with 400', async () => {
      const { id } = await uploadOne(member.token, { bytes: pngBytes(), filename: 'a.png' })
      expect((await download(`/api/v1/media/file/${id}`)).statusCode).toBe(400)
      expect((await download(`/api/v1/media/file/${id}?expires=1&signature=a%2Fb`)).statusCode).toBe(400)
    })
  })

  describe('a stored file that is gone', () => {
    it('answers the 404 envelope, not a 500, when the file behind a receipt is missing', async () => {
      const stored = await uploadOne(member.token, { bytes: pngBytes(), filename: 'receipt.png', contentType: 'image/png' })
      const row = await mediaRow(stored.id)
      // Gone behind the server's back: removed by hand, or lost with a disk.
      await server.mediaStore.remove(row.storageName)
      const res = await download(stored.url)
      expect(res.statusCode).toBe(404)
      expect(res.headers['content-type']).toMatch(/^application\/json/)
      expect(res.json()).toEqual({ status: false, code: 'FILE_NOT_FOUND', message: 'File not found.' })
    })

    it('ends a download whose read fails midway without a second reply or a crash', async () => {
      const stored = await uploadOne(member.token, { bytes: pngBytes(), filename: 'receipt.png', contentType: 'image/png' })
      const store = server.mediaStore
      const { Readable } = await import('node:stream')
      const original = store.open
      store.open = async () =>
        new Readable({
          read() {
            this.destroy(Object.assign(new Error('disk went away'), { code: 'EIO' }))
          },
        })
      try {
        const res = await download(stored.url).catch((err: Error) => err)
        // Either the connection is cut, or the error handler answered before any byte was sent.
        if (!(res instanceof Error)) {
          expect(res.statusCode).not.toBe(200)
          expect(res.json()).toMatchObject({ status: false })
        }
      } finally {
        store.open = original
      }
      // The server is still there and still serving.
      expect((await download(stored.url)).statusCode).toBe(200)
    })
  })

  describe('the daily upload quota', () => {
    it("refuses the batch that would pass an account's bytes for the day with 429, keeping none of it", async () => {
      const quota = 3 * 1024 * 1024
      const limited = await buildTestApp({ uploadDailyBytes: quota, ...(s3 ? { s3: s3.settings } : {}) })
      try {
        const busy = await signedInMember(limited)
        const MB = 1024 * 1024
        expect((await upload(limited, busy.token, [{ bytes: pngBytes(2 * MB), filename: 'a.png' }])).statusCode).toBe(200)
        const filesBefore = (await storedFiles()).length
        const over = await upload(limited, busy.token, [
          { bytes: pngBytes(MB / 2), filename: 'b.png' },
          { bytes: pngBytes(MB), filename: 'c.png' },
        ])
        expect(over.statusCode).toBe(429)
        expect(over.json()).toEqual({
          status: false,
          code: 'UPLOAD_QUOTA_REACHED',
          params: { megabytes: 3 },
          message: "You have reached today's upload limit of 3 MB. Please try again tomorrow.",
        })
        expect(Number(over.headers['retry-after'])).toBeGreaterThan(0)
        expect(await storedFiles()).toHaveLength(filesBefore)
        // What still fits is accepted; once the day's bytes are used, even a small file waits.
        expect((await upload(limited, busy.token, [{ bytes: pngBytes(MB / 2), filename: 'd.png' }])).statusCode).toBe(200)
        expect((await upload(limited, busy.token, [{ bytes: pngBytes(MB / 2 + 1), filename: 'e.png' }])).statusCode).toBe(429)
        // Another member has a day of their own.
        const other = await signedInMember(limited)
        expect((await upload(limited, other.token, [{ bytes: pngBytes(2 * MB), filename: 'f.png' }])).statusCode).toBe(200)
      } finally {
        await limited.close()
      }
    })
  })

  describe('the daily upload quota, claimed before the bytes are stored', () => {
    const MB = 1024 * 1024
    // Room for four and a half files of 1 MB: exactly four fit, whatever the order they arrive in.
    const QUOTA = 4.5 * MB
    let limited: FastifyInstance
    beforeAll(async () => {
      limited = await buildTestApp({ uploadDailyBytes: QUOTA, ...(s3 ? { s3: s3.settings } : {}) })
    })
    afterAll(() => limited.close())

    async function usedBytes(userId: string) {
      const [row] = await limited.db.select().from(uploadQuotas).where(eq(uploadQuotas.userId, userId))
      return row?.usedBytes ?? 0
    }
    /** What the limited app's store holds: its own folder, or the shared bucket. */
    const limitedFiles = async () => (s3 ? s3.storedNames() : fs.readdirSync(limited.config.uploadDir))
    async function keptBytes(userId: string) {
      const [row] = await limited.db
        .select({ files: count(), bytes: sql<number>`coalesce(sum(${media.sizeBytes}), 0)::int` })
        .from(media)
        .where(eq(media.ownerUserId, userId))
      return row
    }

    it('of twelve simultaneous uploads of 1 MB, keeps exactly the four that fit and refuses the rest with 429', async () => {
      const busy = await signedInMember(limited)
      const filesBefore = (await limitedFiles()).length
      const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => upload(limited, busy.token, [{ bytes: pngBytes(MB), filename: `burst-${i}.png` }])))
      const statuses = answers.map((answer) => answer.statusCode)
      expect(
        statuses.filter((status) => status === 200),
        statuses.join(' '),
      ).toHaveLength(4)
      expect(
        statuses.filter((status) => status === 429),
        statuses.join(' '),
      ).toHaveLength(8)
      for (const refused of answers.filter((answer) => answer.statusCode === 429)) {
        expect(refused.json()).toEqual({
          status: false,
          code: 'UPLOAD_QUOTA_REACHED',
          params: { megabytes: 5 },
          message: "You have reached today's upload limit of 5 MB. Please try again tomorrow.",
        })
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 60 * 60)
      }
      expect(await keptBytes(busy.id)).toEqual({ files: 4, bytes: 4 * MB })
      expect(await limitedFiles()).toHaveLength(filesBefore + 4)
      // The day counts the files' bytes exactly: the multipart framing each claim held went back.
      expect(await usedBytes(busy.id)).toBe(4 * MB)
    })

    it('gives back what an upload claimed when it fails: a refused file, a store that fails midway, a body cut short', async () => {
      const owner = await signedInMember(limited)
      expect((await upload(limited, owner.token, [{ bytes: pngBytes(2 * MB), filename: 'first.png' }])).statusCode).toBe(200)
      expect(await usedBytes(owner.id)).toBe(2 * MB)
      const filesBefore = (await limitedFiles()).length

      const html = Buffer.concat([Buffer.from('<!doctype html><script>alert(1)</script>'), Buffer.alloc(2 * MB)])
      expect((await upload(limited, owner.token, [{ bytes: html, filename: 'page.png' }])).statusCode).toBe(415)
      expect(await usedBytes(owner.id)).toBe(2 * MB)

      // The store gives up after 1 MB of the file (a full disk, a bucket that went away).
      const realPut = limited.mediaStore.put
      limited.mediaStore.put = (name, bytes, mime) => {
        const failing = async function* () {
          let seen = 0
          for await (const chunk of bytes as AsyncIterable<Buffer>) {
            seen += chunk.length
            if (seen > MB) throw new Error('no space left on the device')
            yield chunk
          }
        }
        return realPut(name, Readable.from(failing()), mime)
      }
      try {
        expect((await upload(limited, owner.token, [{ bytes: pngBytes(2 * MB), filename: 'unlucky.png' }])).statusCode).toBeGreaterThanOrEqual(400)
      } finally {
        limited.mediaStore.put = realPut
      }
      expect(await usedBytes(owner.id)).toBe(2 * MB)

      // The connection drops halfway: the body ends without its closing boundary.
      const whole = multipart([{ bytes: pngBytes(2 * MB), filename: 'dropped.png' }])
      const cut = await limited.inject({
        method: 'POST',
        url: UPLOAD_URL,
        headers: { ...whole.headers, ...auth(owner.token) },
        payload: whole.payload.subarray(0, MB),
      })
      expect(cut.statusCode).toBe(400)
      expect(await usedBytes(owner.id)).toBe(2 * MB)
      expect(await limitedFiles()).toHaveLength(filesBefore)
      expect(await keptBytes(owner.id)).toEqual({ files: 1, bytes: 2 * MB })

      // Nothing the failures claimed is held: the rest of the day is there, to the last byte.
      expect((await upload(limited, owner.token, [{ bytes: pngBytes(2 * MB), filename: 'second.png' }])).statusCode).toBe(200)
      expect((await upload(limited, owner.token, [{ bytes: pngBytes(MB / 2), filename: 'last.png' }])).statusCode).toBe(200)
      expect(await usedBytes(owner.id)).toBe(QUOTA)
      expect((await upload(limited, owner.token, [{ bytes: pngBytes(), filename: 'one-more.png' }])).statusCode).toBe(429)
      expect(await keptBytes(owner.id)).toEqual({ files: 3, bytes: QUOTA })
    })

    it('counts an upload that does not say its length as its bytes come, and refuses it midway once the day is used', async () => {
      const owner = await signedInMember(limited)
      // Chunked, as a client streaming from elsewhere sends it: no Content-Length to claim up front.
      const chunked = (bytes: Buffer, filename: string) => {
        const body = multipart([{ bytes, filename }])
        return limited.inject({
          method: 'POST',
          url: UPLOAD_URL,
          headers: { ...body.headers, ...auth(owner.token) },
          payload: Readable.from([body.payload.subarray(0, 64 * 1024), body.payload.subarray(64 * 1024)]),
        })
      }
      expect((await chunked(pngBytes(3 * MB), 'three.png')).statusCode).toBe(200)
      expect(await usedBytes(owner.id)).toBe(3 * MB)
      const filesBefore = (await limitedFiles()).length
      const over = await chunked(pngBytes(2 * MB), 'two.png')
      expect(over.statusCode).toBe(429)
      expect(over.json().message).toBe("You have reached today's upload limit of 5 MB. Please try again tomorrow.")
      expect(await usedBytes(owner.id)).toBe(3 * MB)
      expect(await limitedFiles()).toHaveLength(filesBefore)
      expect((await chunked(pngBytes(1.5 * MB), 'rest.png')).statusCode).toBe(200)
      expect(await usedBytes(owner.id)).toBe(QUOTA)
    })
  })

  describe('uploads that nothing refers to', () => {
    const age = (id: string, interval: string) => server.db.execute(sql`update media set created_at = now() - ${interval}::interval where id = ${id}`)

    it('are deleted after a day, row and bytes; receipts, profile pictures and fresh uploads stay', async () => {
      const owner = await signedInMember(server)
      const png = { bytes: pngBytes(), filename: 'x.png' }
      const [orphan, receipt, picture, fresh] = [
        await uploadOne(owner.token, png),
        await uploadOne(owner.token, png),
        await uploadOne(owner.token, png),
        await uploadOne(owner.token, png),
      ]
      const bought = await server.inject({
        method: 'POST',
        url: '/api/v1/user/package/purchase',
        headers: auth(owner.token),
        payload: { ...manualPurchase('1000'), receiptId: receipt.id },
      })
      expect(bought.statusCode, bought.body).toBe(200)
      const pictured = await server.inject({
        method: 'PUT',
        url: '/api/v1/user/auth/profile/update',
        headers: auth(owner.token),
        payload: { profileImageId: picture.id, password: owner.password },
      })
      expect(pictured.statusCode, pictured.body).toBe(200)
      for (const old of [orphan, receipt, picture]) await age(old.id, '25 hours')
      await age(fresh.id, '23 hours')
      const orphanName = (await mediaRow(orphan.id)).storageName

      expect(await sweepOrphanMedia(server)).toBeGreaterThanOrEqual(1)

      expect(await mediaRow(orphan.id)).toBeUndefined()
      expect(await storedFiles()).not.toContain(orphanName)
      expect((await download(orphan.url)).statusCode).toBe(404)
      for (const kept of [receipt, picture, fresh]) {
        const row = await mediaRow(kept.id)
        expect(row, kept.id).toBeDefined()
        expect(await storedFiles()).toContain(row.storageName)
        expect((await download(kept.url)).statusCode).toBe(200)
      }
    })

    it('at shutdown finish the batch in hand and leave the rest for the next sweep', async () => {
      const backlog = SWEEP_BATCH + 20
      await server.db.execute(sql`
        insert into media (storage_name, mime_type, size_bytes, original_name, created_at)
        select 'backlog-' || n || '.png', 'image/png', 1, 'b.png', now() - interval '2 days' from generate_series(1, ${backlog}) n`)
      const backlogLeft = async () =>
        (
          await server.db
            .select({ n: count() })
            .from(media)
            .where(sql`${media.storageName} like 'backlog-%'`)
        )[0].n
      // The shutdown comes while the first batch's files are being removed.
      const stop = new AbortController()
      const removed: string[] = []
      const store = { remove: async (name: string) => void (removed.push(name), stop.abort()) }
      const app = { db: server.db, log: server.log, mediaStore: store as unknown as FastifyInstance['mediaStore'] }
      expect(await sweepOrphanMedia(app, undefined, stop.signal)).toBe(SWEEP_BATCH)
      expect(removed).toHaveLength(SWEEP_BATCH)
      expect(await backlogLeft()).toBe(backlog - SWEEP_BATCH)
      // The next sweep takes the rest.
      expect(await sweepOrphanMedia(app)).toBe(20)
      expect(await backlogLeft()).toBe(0)
    })
  })
})

import fs from 'node:fs'
import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import pg from 'pg'
import { onPostgres } from '../helpers/db'
import { DEMO_COMPANY_ID } from '../helpers/app'
import { multipart, pngBytes } from '../helpers/factories'
import { call, createScratchDatabase, login, startServer, tearDown, type ScratchDatabase, type ServerProcess } from '../helpers/server-process'

/**
 * The daily upload quota, attacked the way it was once overrun: one account sends many uploads at
 * once, spread over two real server processes on one PostgreSQL database. Each request used to read
 * the bytes already used once, at its start, before any of the others had stored anything, so 7 of 8
 * got through a quota that had room for one. Only a claim in the database can hold across processes.
 */

const MB = 1024 * 1024
const QUOTA = 3 * MB
const QUOTA_MESSAGE = "You have reached today's upload limit of 3 MB. Please try again tomorrow."

let dbHandle: ScratchDatabase
let sqlClient: pg.Client
let instances: ServerProcess[] = []
let adminToken: string

/** The i-th request goes to instance i mod 2. */
const on = (i: number) => instances[i % instances.length].url

let memberSeq = 0
const runDigits = String(Date.now()).slice(-4)

/** A member added by the demo company's admin, signed in. */
async function newMember() {
  const n = ++memberSeq
  const email = `quota-${runDigits}-${n}@member.example`
  const added = await call(on(n), 'POST', '/api/v1/admin/auth/add', {
    token: adminToken,
    body: { role: 'USER', name: `Uploader ${n}`, mobile: `7${runDigits}${String(n).padStart(5, '0')}`, email, password: 'Quota@Member2026' },
  })
  expect(added.status, JSON.stringify(added.body)).toBe(200)
  return { id: added.body.data.id as string, token: await login(on(n + 1), 'member', { companyId: DEMO_COMPANY_ID, email, password: 'Quota@Member2026' }) }
}

/** One file through the upload form, as the browser sends it (FormData, so with its Content-Length). */
async function uploadTo(baseUrl: string, token: string, bytes: Buffer, filename: string) {
  const form = new FormData()
  form.append('medias', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), filename)
  const res = await fetch(`${baseUrl}/api/v1/superadmin/media/add`, { method: 'POST', headers: { authorization: token }, body: form })
  return { status: res.status, body: await res.json() }
}

async function usedBytes(userId: string): Promise<number> {
  const { rows } = await sqlClient.query<{ used_bytes: string }>('select used_bytes from upload_quotas where user_id = $1', [userId])
  return Number(rows[0]?.used_bytes ?? 0)
}

async function kept(userId: string) {
  const { rows } = await sqlClient.query<{ files: number; bytes: number }>(
    'select count(*)::int as files, coalesce(sum(size_bytes), 0)::int as bytes from media where owner_user_id = $1',
    [userId],
  )
  return rows[0]
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe.skipIf(!onPostgres)('the daily upload quota, across two server instances on one PostgreSQL database', () => {
  beforeAll(async () => {
    dbHandle = await createScratchDatabase()
    sqlClient = new pg.Client({ connectionString: dbHandle.url })
    const settings = { databaseUrl: dbHandle.url, env: { UPLOAD_DAILY_BYTES: String(QUOTA) } }
    // One after the other: the first migrates and seeds, the second finds it done.
    instances = [await startServer(settings)]
    instances.push(await startServer(settings))
    await sqlClient.connect()
    adminToken = await login(on(0), 'admin', { email: 'admin@str.example', password: 'Admin@2026!' })
  }, 240_000)

  afterAll(async () => {
    await tearDown(instances, dbHandle, sqlClient)
  }, 60_000)

  it('twenty simultaneous 2 MB uploads against a 3 MB day: exactly one is kept, nineteen answer 429', async () => {
    const member = await newMember()
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => uploadTo(on(i), member.token, pngBytes(2 * MB), `burst-${i}.png`)))
    const statuses = answers.map((answer) => answer.status)
    expect(
      statuses.filter((status) => status === 200),
      statuses.join(' '),
    ).toHaveLength(1)
    expect(
      statuses.filter((status) => status === 429),
      statuses.join(' '),
    ).toHaveLength(19)
    for (const refused of answers.filter((answer) => answer.status === 429))
      expect(refused.body).toEqual({ status: false, code: 'UPLOAD_QUOTA_REACHED', params: { megabytes: 3 }, message: QUOTA_MESSAGE })
    expect(await kept(member.id)).toEqual({ files: 1, bytes: 2 * MB })
    expect(await usedBytes(member.id)).toBe(2 * MB)
  }, 120_000)

  it('twelve simultaneous uploads of 700 KB: exactly the four that fit in 3 MB are kept', async () => {
    const member = await newMember()
    const size = 700 * 1024
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => uploadTo(on(i), member.token, pngBytes(size), `small-${i}.png`)))
    const statuses = answers.map((answer) => answer.status)
    expect(
      statuses.filter((status) => status === 200),
      statuses.join(' '),
    ).toHaveLength(4)
    expect(
      statuses.filter((status) => status === 429),
      statuses.join(' '),
    ).toHaveLength(8)
    expect(await kept(member.id)).toEqual({ files: 4, bytes: 4 * size })
    expect(await usedBytes(member.id)).toBe(4 * size)
  }, 120_000)

  it('an upload whose connection drops halfway gives its claim back, and the day is whole again', async () => {
    const member = await newMember()
    const storedFiles = () => instances.flatMap((instance) => fs.readdirSync(`${instance.dataDir}/uploads`))
    const filesBefore = storedFiles()
    const { payload, headers } = multipart([{ bytes: pngBytes(2 * MB), filename: 'dropped.png', contentType: 'image/png' }])
    const { hostname, port } = new URL(on(0))
    const request = http.request({
      hostname,
      port,
      method: 'POST',
      path: '/api/v1/superadmin/media/add',
      headers: { ...headers, 'content-length': String(payload.length), authorization: member.token },
    })
    request.on('error', () => {}) // the drop is ours
    request.write(payload.subarray(0, MB))
    // The server has claimed the whole request before storing a byte of it...
    await until('the upload is claimed', async () => (await usedBytes(member.id)) >= 2 * MB)
    // ...and the phone loses its signal.
    request.destroy()
    await until('the claim is given back', async () => (await usedBytes(member.id)) === 0)
    expect(await kept(member.id)).toEqual({ files: 0, bytes: 0 })
    expect(storedFiles()).toEqual(filesBefore)
    // The whole day is there: 2 MB and then the last 1 MB, through the other instance.
    expect((await uploadTo(on(1), member.token, pngBytes(2 * MB), 'again.png')).status).toBe(200)
    expect((await uploadTo(on(1), member.token, pngBytes(MB), 'last.png')).status).toBe(200)
    expect(await usedBytes(member.id)).toBe(QUOTA)
  }, 120_000)
})

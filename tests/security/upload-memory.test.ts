import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_COMPANY_ID } from '../helpers/app'
import { pngBytes } from '../helpers/factories'
import { login, startServer, type ServerProcess } from '../helpers/server-process'

/**
 * Uploads stream from the socket into the store: a server holding whole requests in memory grows
 * by what is in flight (eight 25 MB requests: 200 MB and more), a streaming one by a few chunks.
 * Measured on a real server process, by its resident memory sampled while the uploads run.
 */

const MB = 1024 * 1024
let server: ServerProcess
let token: string

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)![1]) / 1024
}

/** The highest resident memory seen while `work` runs, sampled every 10 ms. */
async function peakRssDuring(pid: number, work: () => Promise<unknown>): Promise<number> {
  let peak = rssMb(pid)
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 10)
  try {
    await work()
  } finally {
    clearInterval(sampler)
  }
  return Math.max(peak, rssMb(pid))
}

function upload25Mb(name: string) {
  const form = new FormData()
  for (let i = 0; i < 5; i++) form.append('medias', new Blob([new Uint8Array(pngBytes(5 * MB))], { type: 'image/png' }), `${name}-${i}.png`)
  return fetch(`${server.url}/api/v1/superadmin/media/add`, { method: 'POST', headers: { authorization: token }, body: form })
}

describe.skipIf(process.platform !== 'linux')('upload memory', () => {
  beforeAll(async () => {
    server = await startServer({ env: { UPLOAD_DAILY_BYTES: String(1024 * MB) } })
    token = await login(server.url, 'member', { companyId: DEMO_COMPANY_ID, email: 'member@str.example', password: 'Member@2026!' })
    // Warm up: the first upload loads the multipart and file-type code and fills the pools.
    expect((await upload25Mb('warm-up')).status).toBe(200)
  }, 180_000)

  afterAll(async () => {
    await server?.kill()
    if (server) fs.rmSync(server.dataDir, { recursive: true, force: true })
  })

  it('eight concurrent 25 MB uploads raise peak memory by far less than the 200 MB they carry', async () => {
    const before = rssMb(server.pid)
    let answers: Response[] = []
    const peak = await peakRssDuring(server.pid, async () => {
      answers = await Promise.all(Array.from({ length: 8 }, (_, i) => upload25Mb(`batch-${i}`)))
    })
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200))
    const grown = peak - before
    expect(grown, `peak RSS grew by ${grown.toFixed(0)} MB`).toBeLessThan(50)
    // Every byte arrived: 5 files of 5 MB per request, on the server's disk.
    const stored = fs.readdirSync(`${server.dataDir}/uploads`)
    expect(stored).toHaveLength(45)
    for (const name of stored) expect(fs.statSync(`${server.dataDir}/uploads/${name}`).size).toBe(5 * MB)
  }, 180_000)
})

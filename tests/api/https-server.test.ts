import fs from 'node:fs'
import http2 from 'node:http2'
import https from 'node:https'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { multipart, pngBytes } from '../helpers/factories'
import { startServer, tempDataDir, type ServerProcess } from '../helpers/server-process'
import { selfSignedCert, type SelfSigned } from '../helpers/tls.mjs'

/**
 * With TLS_CERT_FILE and TLS_KEY_FILE the product serves HTTPS itself: HTTP/2 for browsers (one
 * connection for the SPA's many chunks) and HTTP/1.1 for older clients, on the one port.
 */

const COMPANY_ID = '5d3f1c2e-8a47-4b6e-9c21-7e0f4a9b3d68'
const INDEX = '<!doctype html><html lang="en"><head><title>STR</title></head><body><div id="root"></div></body></html>'

let dataDir: string
let tls: SelfSigned
let server: ServerProcess

interface Http2Answer {
  protocol: string | undefined
  status: number
  headers: http2.IncomingHttpHeaders
  body: Buffer
}

/** One request on its own HTTP/2 session; `body` is sent as JSON, `raw` as it is. */
function overHttp2(method: string, urlPath: string, opts: { body?: unknown; raw?: Buffer; headers?: Record<string, string> } = {}): Promise<Http2Answer> {
  return new Promise((resolve, reject) => {
    const session = http2.connect(server.url, { ca: tls.cert })
    session.on('error', reject)
    const headers: http2.OutgoingHttpHeaders = { ':method': method, ':path': urlPath, ...opts.headers }
    if (opts.body !== undefined) headers['content-type'] = 'application/json'
    const req = session.request(headers)
    let status = 0
    let answerHeaders: http2.IncomingHttpHeaders = {}
    const chunks: Buffer[] = []
    req.on('response', (h) => {
      status = Number(h[':status'])
      answerHeaders = h
    })
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const protocol = session.alpnProtocol
      session.close()
      resolve({ protocol, status, headers: answerHeaders, body: Buffer.concat(chunks) })
    })
    req.on('error', reject)
    req.end(opts.raw ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body)))
  })
}

beforeAll(async () => {
  dataDir = tempDataDir('tls')
  tls = selfSignedCert(dataDir)
  const webDir = path.join(dataDir, 'web')
  fs.mkdirSync(webDir)
  fs.writeFileSync(path.join(webDir, 'index.html'), INDEX)
  fs.writeFileSync(path.join(webDir, 'index.html.br'), zlib.brotliCompressSync(INDEX))
  server = await startServer({ dataDir, tls, env: { WEB_DIR: webDir } })
})

afterAll(async () => {
  await server?.stop()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

describe('HTTPS served by the product itself', () => {
  it('answers HTTP/2 clients: the health check, a sign-in with its JSON body, and the security headers', async () => {
    const health = await overHttp2('GET', '/api/health')
    expect(health.protocol).toBe('h2')
    expect(health.status).toBe(200)
    expect(JSON.parse(health.body.toString())).toMatchObject({ status: true })
    expect(health.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(health.headers['x-content-type-options']).toBe('nosniff')

    const signIn = await overHttp2('POST', '/api/v1/user/auth/login', { body: { companyId: COMPANY_ID, user: 'member@str.example', password: 'Member@2026!' } })
    expect(signIn.status).toBe(200)
    expect(JSON.parse(signIn.body.toString()).data.token).toEqual(expect.any(String))

    const refused = await overHttp2('POST', '/api/v1/user/auth/login', { body: { companyId: COMPANY_ID, user: 'member@str.example' } })
    expect(refused.status).toBe(400)
    expect(JSON.parse(refused.body.toString())).toMatchObject({ status: false, message: expect.any(String) })
  })

  it('takes a receipt upload over HTTP/2 and serves it back through its signed link', async () => {
    const signIn = await overHttp2('POST', '/api/v1/user/auth/login', { body: { companyId: COMPANY_ID, user: 'member@str.example', password: 'Member@2026!' } })
    const token: string = JSON.parse(signIn.body.toString()).data.token
    const receipt = pngBytes(2048)
    const form = multipart([{ bytes: receipt, filename: 'receipt.png', contentType: 'image/png' }])
    const stored = await overHttp2('POST', '/api/v1/superadmin/media/add', { raw: form.payload, headers: { ...form.headers, authorization: token } })
    expect(stored.status).toBe(200)
    const [item] = JSON.parse(stored.body.toString()).data as { url: string }[]
    const link = new URL(item.url, server.url)
    const file = await overHttp2('GET', `${link.pathname}${link.search}`)
    expect(file.status).toBe(200)
    expect(file.body.equals(receipt)).toBe(true)
  })

  it('serves the SPA over HTTP/2, precompressed, on a page path as on /', async () => {
    for (const page of ['/', '/user/dashboard']) {
      const answer = await overHttp2('GET', page, { headers: { 'accept-encoding': 'br' } })
      expect(answer.status, page).toBe(200)
      expect(answer.headers['content-type']).toContain('text/html')
      expect(answer.headers['content-encoding']).toBe('br')
      expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(INDEX)
    }
  })

  it('still answers HTTP/1.1 clients on the same port', async () => {
    const answer = await new Promise<{ version: string; status: number; body: string }>((resolve, reject) => {
      https
        .get(`${server.url}/api/health`, { agent: new https.Agent({ ca: tls.cert, ALPNProtocols: ['http/1.1'] }) }, (res) => {
          let body = ''
          res.on('data', (chunk) => (body += chunk))
          res.on('end', () => resolve({ version: res.httpVersion, status: res.statusCode ?? 0, body }))
        })
        .on('error', reject)
    })
    expect(answer.version).toBe('1.1')
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.body)).toMatchObject({ status: true })
  })

  // Last: it stops the server. A browser keeps its HTTP/2 session open; a restart must not wait it out.
  it('closes promptly on SIGTERM while a browser-like client keeps its session open', async () => {
    const session = http2.connect(server.url, { ca: tls.cert })
    const goaway = new Promise<void>((resolve) => session.once('goaway', () => resolve()))
    await new Promise<void>((resolve, reject) => {
      const req = session.request({ ':path': '/api/health' })
      req
        .on('response', () => req.resume())
        .on('end', resolve)
        .on('error', reject)
      req.end()
    })
    const started = Date.now()
    // SIGKILL after 8 s: the server's own grace period (10 s) would end in a kill with exit code 1.
    await server.stop(8_000)
    expect(await server.exited).toEqual({ code: 0, signal: null })
    expect(Date.now() - started).toBeLessThan(5_000)
    await goaway
    session.destroy()
  })
})

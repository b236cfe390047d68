import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import Fastify from 'fastify'
import fp from 'fastify-plugin'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { count, sql } from 'drizzle-orm'
import app, { serverOptions } from '../../server/app'
import { loadConfig } from '../../server/config'
import { companies, users } from '../../server/db/schema'
import { auth, buildTestApp, tokenFor } from '../helpers/app'

describe('the foundation', () => {
  let server: FastifyInstance
  beforeAll(async () => {
    server = await buildTestApp()
  })
  afterAll(() => server.close())

  it('answers the health check from the database', async () => {
    const res = await server.inject({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: true, message: 'ok', data: { database: 'ok' } })
  })

  it('answers an unknown /api path with 404 in the envelope', async () => {
    const res = await server.inject({ method: 'POST', url: '/api/v1/nothing/here' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({
      status: false,
      code: 'ROUTE_NOT_FOUND',
      params: { method: 'POST', path: '/api/v1/nothing/here' },
      message: 'Route POST /api/v1/nothing/here not found',
    })
  })

  it('refuses a bad login body with readable messages, never Ajv internals', async () => {
    const res = await server.inject({ method: 'POST', url: '/api/v1/user/auth/login', payload: { user: 'not-an-email' } })
    expect(res.statusCode).toBe(400)
    const body = res.json()
    expect(body.status).toBe(false)
    expect(body.message).toEqual(expect.arrayContaining(['user must be a valid email address', 'password is required', 'companyId is required']))
    expect(JSON.stringify(body)).not.toMatch(/instancePath|#\/|must match format/)
  })

  it('refuses blank values, saying the field is required', async () => {
    const res = await server.inject({ method: 'POST', url: '/api/v1/user/auth/login', payload: { companyId: '', user: '  ', password: '' } })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toEqual(['companyId is required', 'user is required', 'password is required'])
  })

  it('answers bad JSON and an unsupported content type in the envelope', async () => {
    const bad = await server.inject({ method: 'POST', url: '/api/v1/user/auth/login', headers: { 'content-type': 'application/json' }, payload: '{nope' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toEqual({ status: false, code: 'MALFORMED_JSON', message: 'The request body is not valid JSON.' })
    const pdf = await server.inject({ method: 'POST', url: '/api/v1/user/auth/login', headers: { 'content-type': 'application/pdf' }, payload: '%PDF' })
    expect(pdf.statusCode).toBe(415)
    expect(pdf.json().status).toBe(false)
  })

  it('sends the security headers on every answer', async () => {
    for (const url of ['/api/health', '/api/nothing', '/user/dashboard']) {
      const res = await server.inject({ method: 'GET', url })
      const csp = String(res.headers['content-security-policy'])
      expect(csp).toContain("script-src 'self'")
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
      expect(csp).toContain("frame-ancestors 'none'")
      expect(res.headers['x-content-type-options']).toBe('nosniff')
      expect(res.headers['referrer-policy']).toBe('no-referrer')
      expect(res.headers['x-frame-options']).toBe('DENY')
    }
  })

  it('walls roles by the contract: no token 401, a member on an admin call 403', async () => {
    const none = await server.inject({ method: 'GET', url: '/api/v1/admin/auth/list' })
    expect(none.statusCode).toBe(401)
    expect(none.json()).toEqual({ status: false, code: 'NOT_LOGGED_IN', message: 'Please log in to continue.' })
    const member = await tokenFor(server, 'member@str.example')
    const memberOnAdminCall = await server.inject({ method: 'GET', url: '/api/v1/admin/auth/list', headers: auth(member) })
    expect(memberOnAdminCall.statusCode).toBe(403)
    const admin = await tokenFor(server, 'admin@str.example')
    const adminOnMemberCall = await server.inject({ method: 'GET', url: '/api/v1/user/auth/profile/get', headers: auth(admin) })
    expect(adminOnMemberCall.statusCode).toBe(403)
    const tampered = await server.inject({ method: 'GET', url: '/api/v1/user/auth/profile/get', headers: auth(`${member.slice(0, -4)}AAAA`) })
    expect(tampered.statusCode).toBe(401)
    const garbage = await server.inject({ method: 'GET', url: '/api/v1/user/auth/profile/get', headers: auth('not-a-token') })
    expect(garbage.statusCode).toBe(401)
    const superadmin = await tokenFor(server, 'super@str.example')
    const superOnAdminCall = await server.inject({ method: 'GET', url: '/api/v1/admin/auth/list', headers: auth(superadmin) })
    expect(superOnAdminCall.statusCode).toBe(403)
    expect(superOnAdminCall.json()).toEqual({ status: false, code: 'NO_ACCESS', message: 'You do not have access to this.' })
  })

  it('checks who is calling before it judges the body', async () => {
    const res = await server.inject({ method: 'POST', url: '/api/v1/admin/auth/add', payload: { email: 'not-an-email' } })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ status: false, code: 'NOT_LOGGED_IN', message: 'Please log in to continue.' })
  })

  it('accepts a token raw or with Bearer, and logout revokes it', async () => {
    const token = await tokenFor(server, 'member@str.example')
    for (const header of [token, `Bearer ${token}`]) {
      const res = await server.inject({ method: 'GET', url: '/api/v1/user/auth/profile/get', headers: { authorization: header } })
      expect(res.statusCode).toBe(200)
    }
    const out = await server.inject({ method: 'POST', url: '/api/v1/user/auth/logout', headers: auth(token) })
    expect(out.statusCode).toBe(200)
    const after = await server.inject({ method: 'GET', url: '/api/v1/user/auth/profile/get', headers: auth(token) })
    expect(after.statusCode).toBe(401)
  })

  it('serves the dev outbox outside production only', async () => {
    const res = await server.inject({ method: 'GET', url: '/api/dev/outbox?to=nobody@str.example' })
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toEqual([])
  })
})

describe('starting on a data directory', () => {
  it('keeps the data across restarts and seeds only once', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-restart-'))
    const start = async () => {
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, WEB_DIR: path.join(dataDir, 'no-web') })
      const server = Fastify(serverOptions(config))
      await server.register(fp(app), { config })
      await server.ready()
      return server
    }
    try {
      const first = await start()
      expect(first.seededDemo).toBe(true)
      await first.db.update(users).set({ name: 'Renamed Member' }).where(eqEmail('member@str.example'))
      await first.close()

      const second = await start()
      expect(second.seededDemo).toBe(false)
      const [{ n }] = await second.db.select({ n: count() }).from(companies)
      expect(n).toBe(1)
      const [member] = await second.db.select().from(users).where(eqEmail('member@str.example'))
      expect(member.name).toBe('Renamed Member')
      await second.close()
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  }, 60_000)
})

function eqEmail(email: string) {
  return sql`${users.email} = ${email}`
}

describe('serving the built web app', () => {
  it('serves pages from index.html, assets as files, and a missing asset as 404', async () => {
    const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-web-'))
    fs.mkdirSync(path.join(webDir, 'assets'))
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>STR</title>')
    const server = await buildTestApp({ webDir })
    try {
      fs.writeFileSync(path.join(webDir, 'assets', 'app-123.js'), 'console.log(1)')
      for (const url of ['/', '/user/payment-history?page=2']) {
        const page = await server.inject({ method: 'GET', url })
        expect(page.statusCode, url).toBe(200)
        expect(page.headers['content-type']).toContain('text/html')
        expect(page.headers['cache-control']).toBe('no-cache')
      }
      const asset = await server.inject({ method: 'GET', url: '/assets/app-123.js' })
      expect(asset.statusCode).toBe(200)
      expect(asset.headers['content-type']).toContain('javascript')
      expect(asset.headers['cache-control']).toContain('immutable')
      // A precompressed copy is sent to a browser that accepts it, with the type of the original.
      fs.writeFileSync(path.join(webDir, 'assets', 'app-123.js.br'), zlib.brotliCompressSync('console.log(1)'))
      const compressed = await server.inject({ method: 'GET', url: '/assets/app-123.js', headers: { 'accept-encoding': 'br, gzip' } })
      expect(compressed.headers['content-encoding']).toBe('br')
      expect(compressed.headers['content-type']).toContain('javascript')
      // One name, three bodies: a cache between keeps them apart by what each browser accepts.
      expect(compressed.headers.vary).toMatch(/accept-encoding/i)
      expect(asset.headers.vary).toMatch(/accept-encoding/i)
      expect(zlib.brotliDecompressSync(compressed.rawPayload).toString()).toBe('console.log(1)')
      const missing = await server.inject({ method: 'GET', url: '/assets/app-old.js' })
      expect(missing.statusCode).toBe(404)
      const api = await server.inject({ method: 'GET', url: '/api/v1/nope' })
      expect(api.json()).toEqual({ status: false, code: 'ROUTE_NOT_FOUND', params: { method: 'GET', path: '/api/v1/nope' }, message: 'Route GET /api/v1/nope not found' })
    } finally {
      await server.close()
      fs.rmSync(webDir, { recursive: true, force: true })
    }
  })

  it("sends a route's own page where the build wrote one, index.html for any other path", async () => {
    const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-web-'))
    fs.mkdirSync(path.join(webDir, 'pages', 'user'), { recursive: true })
    fs.writeFileSync(path.join(webDir, 'index.html'), '<title>index</title>')
    fs.writeFileSync(path.join(webDir, 'pages', 'index.html'), '<title>login page</title>')
    fs.writeFileSync(path.join(webDir, 'pages', 'user', 'dashboard.html'), '<title>member dashboard</title>')
    fs.writeFileSync(path.join(webDir, 'secret.html'), '<title>outside pages</title>')
    const server = await buildTestApp({ webDir })
    try {
      const titleOf = async (url: string) => {
        const page = await server.inject({ method: 'GET', url })
        expect(page.statusCode, url).toBe(200)
        expect(page.headers['cache-control'], url).toBe('no-cache')
        return page.body
      }
      expect(await titleOf('/')).toBe('<title>login page</title>')
      expect(await titleOf('/?next=1')).toBe('<title>login page</title>')
      expect(await titleOf('/user/dashboard')).toBe('<title>member dashboard</title>')
      expect(await titleOf('/user/dashboard/')).toBe('<title>member dashboard</title>')
      // A path with no page of its own (a typo, a route the build could not write) still gets the SPA.
      expect(await titleOf('/user/payment-history')).toBe('<title>index</title>')
      expect(await titleOf('/admin')).toBe('<title>index</title>')
      // Nothing but a page: no climbing out of pages/, no dots.
      expect(await titleOf('/../secret')).toBe('<title>index</title>')
      expect(await titleOf('/%2E%2E/secret')).toBe('<title>index</title>')
      expect(await titleOf('/user/dashboard.html')).toBe('<title>index</title>')
      expect((await server.inject({ method: 'HEAD', url: '/user/dashboard' })).statusCode).toBe(200)
    } finally {
      await server.close()
      fs.rmSync(webDir, { recursive: true, force: true })
    }
  })
  it('sends a reader whose last page was in Hindi the Hindi page, where the build wrote one', async () => {
    const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-web-'))
    fs.mkdirSync(path.join(webDir, 'pages', 'user'), { recursive: true })
    fs.mkdirSync(path.join(webDir, 'hi', 'pages'), { recursive: true })
    fs.writeFileSync(path.join(webDir, 'index.html'), '<title>index</title>')
    fs.writeFileSync(path.join(webDir, 'hi', 'index.html'), '<title>index, hi</title>')
    fs.writeFileSync(path.join(webDir, 'pages', 'index.html'), '<title>login page</title>')
    fs.writeFileSync(path.join(webDir, 'hi', 'pages', 'index.html'), '<title>login page, hi</title>')
    fs.writeFileSync(path.join(webDir, 'pages', 'user', 'dashboard.html'), '<title>member dashboard</title>')
    const server = await buildTestApp({ webDir })
    try {
      const pageFor = async (url: string, cookie?: string) => {
        const page = await server.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })
        expect(page.statusCode, url).toBe(200)
        // One URL, a page per language: no shared cache may hand one reader's page to another.
        expect(page.headers.vary, url).toMatch(/cookie/i)
        expect(page.headers.vary, url).toMatch(/accept-encoding/i)
        return page.body
      }
      expect(await pageFor('/', 'lang=hi')).toBe('<title>login page, hi</title>')
      expect(await pageFor('/', 'theme=dark; lang=hi')).toBe('<title>login page, hi</title>')
      expect(await pageFor('/user/payment-history', 'lang=hi')).toBe('<title>index, hi</title>')
      // A page the build wrote in English only is sent in English; the app then loads the Hindi words itself.
      expect(await pageFor('/user/dashboard', 'lang=hi')).toBe('<title>member dashboard</title>')
      expect(await pageFor('/')).toBe('<title>login page</title>')
      expect(await pageFor('/', 'lang=en')).toBe('<title>login page</title>')
      expect(await pageFor('/', 'slang=hi')).toBe('<title>login page</title>')
      expect(await pageFor('/', 'lang=../../etc')).toBe('<title>login page</title>')
    } finally {
      await server.close()
      fs.rmSync(webDir, { recursive: true, force: true })
    }
  })
})

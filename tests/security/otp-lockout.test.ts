import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { superadmins } from '../../server/db/schema'
import { DEMO_ADMIN, DEMO_COMPANY_ID } from '../../server/db/seed'
import { OTP_BURNED_MESSAGE, OTP_INVALID_MESSAGE } from '../../server/lib/otp'
import { RATE_LIMITS } from '../../server/lib/rate-limit'
import { buildTestApp, latestCode } from '../helpers/app'
import { onPostgres } from '../helpers/db'
import { sendFrom, type LoopbackAnswer } from '../helpers/loopback-client'
import { createScratchDatabase, outboxCode, startServer, type ScratchDatabase, type ServerProcess } from '../helpers/server-process'

/**
 * "Nothing that strangers do stops the owner from getting a code and using it." Strangers here are
 * clients at other source addresses (127.0.x.y, all this machine), as many as the attack needs, with
 * or without cookies; the owner is a browser that keeps the cookies it is given, as the SPA's
 * same-origin fetch does. Each attack is played against two instances on one PostgreSQL database
 * (the requests alternate between them) and, so that the suite also runs on PGlite, against one
 * in-process server.
 */

const UNPROVEN_PER_TARGET = RATE_LIMITS.otpPerTarget
const PER_TARGET_AND_ADDRESS = RATE_LIMITS.otpPerTargetAndIp

interface Request {
  method: string
  url: string
  body?: unknown
  cookie?: string
  /** An admin's access token, for the calls that set the scene. */
  token?: string
}

/** Where the attacks are played: instance `i` answers request i (mod the number of instances). */
interface Deployment {
  send(instance: number, address: string, request: Request): Promise<LoopbackAnswer>
  /** The newest code the dev outbox holds for an address: the owner reading their mail. */
  code(to: string): Promise<string>
  addSuperadmin(email: string): Promise<void>
}

/** A client at one source address; `keepsCookies` is a browser, without it a script that drops them. */
class Client {
  cookie: string | undefined
  constructor(
    private readonly deployment: Deployment,
    readonly address: string,
    private readonly keepsCookies = true,
  ) {}

  async send(instance: number, method: string, url: string, body?: unknown): Promise<LoopbackAnswer> {
    const answer = await this.deployment.send(instance, this.address, { method, url, body, cookie: this.cookie })
    const device = [answer.headers['set-cookie'] ?? []]
      .flat()
      .map(String)
      .find((c) => c.startsWith('otp_device='))
    if (device && this.keepsCookies) this.cookie = device.split(';')[0]
    return answer
  }

  superadminCode = (instance: number, email: string) => this.send(instance, 'GET', `/api/v1/superadmin/auth/login/email/otp?email=${encodeURIComponent(email)}`)
  superadminVerify = (instance: number, email: string, otp: string) => this.send(instance, 'POST', '/api/v1/superadmin/auth/login/verify', { email, otp })
  resetCode = (instance: number, email: string) => this.send(instance, 'POST', '/api/v1/user/auth/forgot-password/otp', { companyId: DEMO_COMPANY_ID, user: email })
  reset = (instance: number, email: string, otp: string, password: string) =>
    this.send(instance, 'POST', '/api/v1/user/auth/forgot-password', { companyId: DEMO_COMPANY_ID, user: email, otp, password })
  registrationCode = (instance: number, email: string, mobile: string) =>
    this.send(instance, 'POST', '/api/v1/user/auth/register/otp', { companyId: DEMO_COMPANY_ID, name: 'Someone Else', email, mobile })
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')
const statuses = (answers: LoopbackAnswer[]) => answers.map((a) => a.status)
const runTag = String(Date.now()).slice(-5)

function attacks(name: string, setUp: () => Promise<{ deployment: Deployment; close: () => Promise<void> }>) {
  describe(name, () => {
    let deployment: Deployment
    let close: () => Promise<void>
    let adminToken: string
    let seq = 0
    let addresses = 0
    /** A source address no other client of this run has used: 127.0.1.1, 127.0.1.2, ... */
    const nextAddress = () => `127.0.${1 + Math.floor(addresses / 250)}.${(addresses++ % 250) + 1}`
    const browser = () => new Client(deployment, nextAddress())
    /** Strangers at `count` addresses; scripts that drop cookies unless `keepCookies`. */
    const strangers = (count: number, keepCookies = false) => Array.from({ length: count }, () => new Client(deployment, nextAddress(), keepCookies))

    type Call = (stranger: Client, i: number) => Promise<LoopbackAnswer>
    /** One call from each of `count` strangers, the i-th to instance i. */
    async function fromStrangers(count: number, call: Call) {
      const answers = []
      for (const [i, stranger] of strangers(count).entries()) answers.push(await call(stranger, i))
      return answers
    }
    /** The attack's flood: four strangers, each asking as often as one address may in ten minutes. */
    async function flood(ask: Call) {
      const answers = []
      for (const stranger of strangers(4)) {
        for (let i = 0; i < PER_TARGET_AND_ADDRESS.limit; i++) answers.push(await ask(stranger, answers.length))
      }
      return answers
    }

    async function newSuperadmin() {
      const email = `root-${runTag}-${++seq}@str.example`
      await deployment.addSuperadmin(email)
      return email
    }

    /** A member of the demo company, added by its admin as the console does. */
    async function newMember() {
      const n = ++seq
      const email = `owner-${runTag}-${n}@member.example`
      const mobile = `7${runTag}${String(n).padStart(4, '0')}`
      const added = await deployment.send(0, '127.0.0.1', {
        method: 'POST',
        url: '/api/v1/admin/auth/add',
        body: { role: 'USER', name: 'Code Owner', mobile, email, password: 'Owner@Pass2026' },
        token: adminToken,
      })
      expect(added.status, JSON.stringify(added.body)).toBe(200)
      return email
    }

    beforeAll(async () => {
      ;({ deployment, close } = await setUp())
      const signedIn = await deployment.send(0, '127.0.0.1', { method: 'POST', url: '/api/v1/company/auth/login', body: DEMO_ADMIN })
      expect(signedIn.status).toBe(200)
      adminToken = signedIn.body.data.token
    }, 300_000)
    afterAll(() => close?.())

    it('names the browser with an HttpOnly, same-site cookie for the API only, and replaces a forged one', async () => {
      const cookieOf = (answer: LoopbackAnswer) => String([answer.headers['set-cookie']].flat()[0])
      const attributes = /^otp_device=([A-Za-z0-9_-]{43}); Max-Age=15552000; Path=\/api; HttpOnly; SameSite=Strict$/
      const owner = browser()
      const first = cookieOf(await owner.superadminCode(0, await newSuperadmin()))
      expect(first).toMatch(attributes)
      // The browser keeps its name from one request to the next, on either instance.
      expect(cookieOf(await owner.resetCode(1, await newMember()))).toBe(first)
      owner.cookie = 'otp_device=forged'
      const replaced = cookieOf(await owner.resetCode(0, await newMember()))
      expect(replaced).toMatch(attributes)
      expect(replaced).not.toBe(first)
    })

    it('wrong codes from strangers at many addresses, on both instances, leave the owner’s code working', async () => {
      const email = await newSuperadmin()
      const owner = browser()
      expect((await owner.superadminCode(0, email)).status).toBe(200)
      const code = await deployment.code(email)

      const guesses = await fromStrangers(6, (stranger, i) => stranger.superadminVerify(i, email, wrongCode(code)))
      expect(statuses(guesses)).toEqual(Array(6).fill(401))
      expect(guesses.map((g) => g.body.message)).toEqual([...Array(4).fill(OTP_INVALID_MESSAGE), OTP_BURNED_MESSAGE, OTP_BURNED_MESSAGE])
      // The guessers are stopped: even the right code, from a browser other than the owner's, is refused now.
      expect((await strangers(1)[0].superadminVerify(0, email, code)).body.message).toBe(OTP_BURNED_MESSAGE)

      const signedIn = await owner.superadminVerify(1, email, code)
      expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200)
      expect(signedIn.body.data.token).toEqual(expect.any(String))
    })

    it('strangers using up the requests for a target still leave the owner’s browser a code, which works', async () => {
      const email = await newSuperadmin()
      const owner = browser()
      // The owner has signed in from this browser before.
      expect((await owner.superadminCode(0, email)).status).toBe(200)
      expect((await owner.superadminVerify(1, email, await deployment.code(email))).status).toBe(200)

      // Twelve requests from four addresses, as in the attack: the ceiling still holds for them (the
      // owner's first request, before the browser had proven the address, was one of its ten).
      const requests = await flood((stranger, i) => stranger.superadminCode(i, email))
      expect(statuses(requests)).toEqual([...Array(UNPROVEN_PER_TARGET.limit - 1).fill(200), 429, 429, 429])
      expect(Number(requests.at(-1)!.headers['retry-after'])).toBeGreaterThan(0)

      const asked = await owner.superadminCode(0, email)
      expect(asked.status, JSON.stringify(asked.body)).toBe(200)
      const code = await deployment.code(email)
      await fromStrangers(5, (stranger, i) => stranger.superadminVerify(i, email, wrongCode(code)))
      expect((await owner.superadminVerify(1, email, code)).status).toBe(200)
    })

    it('registration codes asked for a member’s email do not spend the budget of its password resets', async () => {
      const email = await newMember()
      const requests = await flood((stranger, i) => stranger.registrationCode(i, email, `6${runTag}${String(i).padStart(4, '0')}`))
      // Limited before the duplicate check: 409 (taken) while the registration budget lasts, then 429.
      expect(statuses(requests)).toEqual([...Array(UNPROVEN_PER_TARGET.limit).fill(409), 429, 429])

      // The member, in a browser that never asked before, from an address of their own.
      const member = browser()
      const asked = await member.resetCode(1, email)
      expect(asked.status, JSON.stringify(asked.body)).toBe(200)
      expect((await member.reset(0, email, await deployment.code(email), 'Brand@New2026')).status).toBe(200)
    })

    it('a member’s password reset survives strangers’ wrong codes and requests, across both instances', async () => {
      const email = await newMember()
      const member = browser()
      expect((await member.resetCode(0, email)).status).toBe(200)
      const code = await deployment.code(email)
      const guesses = await fromStrangers(8, (stranger, i) => stranger.reset(i, email, wrongCode(code), 'Stolen@Pass2026'))
      expect(guesses.map((g) => g.body.message)).toEqual([...Array(4).fill(OTP_INVALID_MESSAGE), ...Array(4).fill(OTP_BURNED_MESSAGE)])
      expect((await member.reset(1, email, code, 'Brand@New2026')).status).toBe(200)

      // Strangers use up every request an unknown browser may make for this email...
      const requests = await flood((stranger, i) => stranger.resetCode(i, email))
      expect(statuses(requests)).toContain(429)
      // ...and the member's browser, which reset the password before, still gets a code that works.
      expect((await member.resetCode(0, email)).status).toBe(200)
      const next = await deployment.code(email)
      await fromStrangers(5, (stranger, i) => stranger.reset(i, email, wrongCode(next), 'Stolen@Pass2026'))
      expect((await member.reset(1, email, next, 'Other@New2026')).status).toBe(200)
    })

    it('a guesser is stopped on every path: five tries as the asker, five shared, and few requests', async () => {
      const email = await newSuperadmin()
      // A guesser that keeps its cookie asks for a code itself, to get the asker's tries.
      const [guesser] = strangers(1, true)
      expect((await guesser.superadminCode(0, email)).status).toBe(200)
      const code = await deployment.code(email)
      const tries = async (client: Client) => {
        const messages = []
        for (let i = 0; i < 6; i++) messages.push((await client.superadminVerify(i, email, i < 5 ? wrongCode(code) : code)).body.message)
        return messages
      }
      // Five wrong, and not even the right code is compared any more.
      const stopped = [...Array(4).fill(OTP_INVALID_MESSAGE), OTP_BURNED_MESSAGE, OTP_BURNED_MESSAGE]
      expect(await tries(guesser)).toEqual(stopped)
      // Dropping the cookie gives it the shared five, once, whatever the address.
      expect(await tries(strangers(1)[0])).toEqual(stopped)
      expect((await strangers(1)[0].superadminVerify(0, email, code)).body.message).toBe(OTP_BURNED_MESSAGE)

      // And it cannot ask for new codes without end.
      const asked = []
      for (let i = 1; i <= PER_TARGET_AND_ADDRESS.limit; i++) asked.push(await guesser.superadminCode(i, email))
      expect(statuses(asked)).toEqual([200, 200, 429])
    })
  })
}

attacks('one in-process server', async () => {
  const server: FastifyInstance = await buildTestApp()
  return {
    deployment: {
      async send(_instance, address, request) {
        const { token } = request
        const answer = await server.inject({
          method: request.method as 'GET' | 'POST',
          url: request.url,
          remoteAddress: address,
          headers: { ...(request.cookie ? { cookie: request.cookie } : {}), ...(token ? { authorization: token } : {}) },
          ...(request.body === undefined ? {} : { payload: request.body as object }),
        })
        let body: unknown = answer.body
        try {
          body = answer.json()
        } catch {
          // not JSON
        }
        return { status: answer.statusCode, headers: answer.headers, body }
      },
      code: (to) => latestCode(server, to),
      async addSuperadmin(email) {
        await server.db.insert(superadmins).values({ email, name: 'Another Super Admin' })
      },
    },
    close: () => server.close(),
  }
})

describe.skipIf(!onPostgres)('on PostgreSQL', () => {
  attacks('two server processes on one database, called from many source addresses', async () => {
    const database: ScratchDatabase = await createScratchDatabase()
    const instances: ServerProcess[] = await Promise.all([startServer({ databaseUrl: database.url }), startServer({ databaseUrl: database.url })])
    const sql = new pg.Client({ connectionString: database.url })
    await sql.connect()
    return {
      deployment: {
        send(instance, address, request) {
          const { token } = request
          const headers = { ...(request.cookie ? { cookie: request.cookie } : {}), ...(token ? { authorization: token } : {}) }
          return sendFrom(address, `${instances[instance % 2].url}${request.url}`, { method: request.method, headers, body: request.body })
        },
        code: (to) => outboxCode(instances[0].url, to),
        async addSuperadmin(email) {
          await sql.query(`insert into superadmins (email, name) values ($1, 'Another Super Admin')`, [email])
        },
      },
      async close() {
        await sql.end()
        await Promise.all(instances.map((instance) => instance.kill()))
        for (const instance of instances) fs.rmSync(instance.dataDir, { recursive: true, force: true })
        await database.drop()
      },
    }
  })
})

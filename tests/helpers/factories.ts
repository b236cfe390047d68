import { randomInt } from 'node:crypto'
import { deflateRawSync, crc32 } from 'node:zlib'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { companies, users } from '../../server/db/schema'
import { DEMO_COMPANY_ID, latestCode } from './app'

// One random prefix per test file (each file has its own database), then a counter: never a clash.
const runPrefix = randomInt(1000, 10000)
let sequence = 0
const next = () => ++sequence

/** A fresh email and a valid Indian mobile (^[6-9]\d{9}$) that no other factory call returns. */
export function uniqueContact(label = 'member') {
  const n = next()
  return {
    email: `${label}-${runPrefix}-${n}@test.example`,
    mobile: `7${runPrefix}${String(n).padStart(5, '0')}`,
  }
}

/**
 * A caller address of its own, so the per-IP send limit (20 an hour) only bites the test that
 * means to hit it. TEST-NET-2 addresses, never routed.
 */
export function uniqueIp(): string {
  const n = next()
  return `198.51.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`
}

export interface RegisteredMember {
  id: string
  name: string
  email: string
  mobile: string
  password: string
  referralCode: string
  companyId: string
}

export interface RegistrationInput {
  companyId: string
  name: string
  email: string
  mobile: string
  dateOfBirth: string
  password: string
  gender?: string
  pincode?: string
  referralCode?: string
}

/** A complete, valid registration payload (without the code) for a new person. */
export function registrationInput(overrides: Partial<RegistrationInput> = {}): RegistrationInput {
  const contact = uniqueContact()
  return {
    companyId: DEMO_COMPANY_ID,
    name: 'Asha Verma',
    ...contact,
    dateOfBirth: '1994-03-12',
    password: 'Secret@2026',
    ...overrides,
  }
}

/** Asks for the registration code for this person, as the register screen's first step does. */
export function requestRegistrationCode(server: FastifyInstance, input: Pick<RegistrationInput, 'companyId' | 'name' | 'email' | 'mobile'>, ip = uniqueIp()) {
  const { companyId, name, email, mobile } = input
  return server.inject({
    method: 'POST',
    url: '/api/v1/user/auth/register/otp',
    remoteAddress: ip,
    payload: { companyId, name, email, mobile },
  })
}

/** Registers a new member through the API (code request, code from the outbox, register) and reads back its row. */
export async function registerMember(server: FastifyInstance, overrides: Partial<RegistrationInput> = {}): Promise<RegisteredMember> {
  const input = registrationInput(overrides)
  const sent = await requestRegistrationCode(server, input)
  if (sent.statusCode !== 200) throw new Error(`register/otp answered ${sent.statusCode}: ${sent.body}`)
  const otp = await latestCode(server, input.email)
  const res = await server.inject({ method: 'POST', url: '/api/v1/user/auth/register', remoteAddress: uniqueIp(), payload: { ...input, otp } })
  if (res.statusCode !== 200) throw new Error(`register answered ${res.statusCode}: ${res.body}`)
  const [row] = await server.db.select().from(users).where(eq(users.email, input.email.toLowerCase()))
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    password: input.password,
    referralCode: row.referralCode,
    companyId: row.companyId,
  }
}

/** Signs in through the login call and returns the token the SPA would store as authToken. */
export async function logIn(server: FastifyInstance, member: { email: string; password: string; companyId?: string }): Promise<string> {
  const res = await server.inject({
    method: 'POST',
    url: '/api/v1/user/auth/login',
    remoteAddress: uniqueIp(),
    payload: { companyId: member.companyId ?? DEMO_COMPANY_ID, user: member.email, password: member.password },
  })
  if (res.statusCode !== 200) throw new Error(`login answered ${res.statusCode}: ${res.body}`)
  return res.json().data.token
}

/** A new member, registered and signed in. */
export async function signedInMember(server: FastifyInstance, overrides: Partial<RegistrationInput> = {}) {
  const member = await registerMember(server, overrides)
  return { ...member, token: await logIn(server, member) }
}

// ---------------------------------------------------------------- files, as real bytes

/** A valid 1x1 PNG, optionally padded (after IEND) to a given total size. */
export function pngBytes(totalSize?: number): Buffer {
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')
  if (totalSize === undefined) return png
  return Buffer.concat([png, Buffer.alloc(totalSize - png.length)])
}

/** The first bytes of a JFIF JPEG; enough for the server to know what it is. */
export function jpegBytes(): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0', 'latin1'),
    Buffer.from([0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9]),
  ])
}

export function pdfBytes(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    'latin1',
  )
}

/** A Word 97-2003 file begins with the OLE compound-file signature. */
export function docBytes(): Buffer {
  return Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)])
}

/** A minimal DOCX: a zip holding [Content_Types].xml that names a Word main document, and that document. */
export function docxBytes(): Buffer {
  return zip({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    'word/document.xml': '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>',
  })
}

/** A zip archive of deflated entries, written by hand (local headers, central directory, end record). */
function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text, 'utf8')
    const packed = deflateRawSync(data)
    const nameBytes = Buffer.from(name, 'utf8')
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(8, 8)
    local.writeUInt32LE(crc32(data), 14)
    local.writeUInt32LE(packed.length, 18)
    local.writeUInt32LE(data.length, 22)
    local.writeUInt16LE(nameBytes.length, 26)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(8, 10)
    central.writeUInt32LE(crc32(data), 16)
    central.writeUInt32LE(packed.length, 20)
    central.writeUInt32LE(data.length, 24)
    central.writeUInt16LE(nameBytes.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, nameBytes, packed)
    centrals.push(central, nameBytes)
    offset += local.length + nameBytes.length + packed.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(centrals.length / 2, 8)
  end.writeUInt16LE(centrals.length / 2, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

export interface UploadPart {
  bytes: Buffer
  filename: string
  /** What the browser claims; the server must not believe it. */
  contentType?: string
  field?: string
}

/** A multipart/form-data body built by hand, as a browser would send the upload form. */
export function multipart(parts: UploadPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test-boundary-${randomInt(1e9)}`
  const chunks: Buffer[] = []
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? 'medias'}"; filename="${part.filename}"\r\n` +
          `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      part.bytes,
      Buffer.from('\r\n'),
    )
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

/** Uploads through the media call with the given token. */
export function upload(server: FastifyInstance, token: string, parts: UploadPart[]) {
  const body = multipart(parts)
  return server.inject({
    method: 'POST',
    url: '/api/v1/superadmin/media/add',
    headers: { ...body.headers, authorization: token },
    payload: body.payload,
  })
}

export interface OutboxMessage {
  channel: 'EMAIL' | 'SMS'
  to: string
  subject: string | null
  body: string
  code: string | null
}

/** What reached an email address or a mobile, newest first, read through the dev outbox. */
export async function outboxOf(server: FastifyInstance, to: string): Promise<OutboxMessage[]> {
  const res = await server.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })
  return res.json().data
}

/**
 * A second company with an admin and a member, written straight to the database because
 * companies are not created through the API yet. Only for proving that company walls hold.
 */
export async function otherCompany(server: FastifyInstance) {
  const n = next()
  const symbol = `OT${runPrefix % 100}${n}`.slice(0, 8)
  const [company] = await server.db
    .insert(companies)
    .values({
      name: `Other Co ${n}`,
      email: `company-${runPrefix}-${n}@other.example`,
      mobile: '9811100000',
      aadhaarEnc: 'v1.x.x.x',
      aadhaarLast4: '0000',
      pan: 'AAECO1234F',
      address: 'Elsewhere',
      pincode: '560001',
      tokenName: 'Other Token',
      tokenSymbol: symbol,
      price: '5.00',
      totalSupply: '1000000.00',
      privateSupply: '300000.00',
      remainingPrivateSupply: '300000.00',
      platformChargePercent: '1.00',
    })
    .returning({ id: companies.id })
  const person = (role: 'ADMIN' | 'USER', label: string) => ({
    companyId: company.id,
    role,
    name: `Other ${label}`,
    ...uniqueContact(label),
    // Not a usable hash: these accounts are signed in with tokenFor, never through login.
    passwordHash: 'not-a-hash',
    referralCode: `${symbol}${label === 'admin' ? 1 : 2}${runPrefix}${n}`,
  })
  const rows = await server.db
    .insert(users)
    .values([person('ADMIN', 'admin'), person('USER', 'member')])
    .returning({ id: users.id, role: users.role, email: users.email, referralCode: users.referralCode })
  const admin = rows.find((row) => row.role === 'ADMIN')!
  const member = rows.find((row) => row.role === 'USER')!
  return { companyId: company.id, admin, member }
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import { beneficiaries } from '../../server/db/schema'
import { auth, buildTestApp, DEMO_COMPANY_ID, tokenFor } from '../helpers/app'
import { addMember, adminGet, newCompanyWithAdmin, type TestCompany } from '../helpers/company-factories'

let server: FastifyInstance
beforeAll(async () => {
  server = await buildTestApp()
})
afterAll(() => server.close())

const valid = {
  holderName: 'Sunrise Tokens LLP',
  bankName: 'HDFC Bank',
  branch: 'Bandra West, Mumbai',
  accountNumber: '50100234567891',
  ifscCode: 'HDFC0001234',
  upi: 'sunrise.tokens@hdfcbank',
}

function save(token: string, payload: Record<string, unknown>) {
  return server.inject({ method: 'PUT', url: '/api/v1/admin/beneficiary/update', headers: auth(token), payload })
}

/** What a member of the company is shown on the payment screen. */
async function paymentDetails(memberToken: string) {
  const res = await server.inject({ method: 'GET', url: '/api/v1/user/package/beneficiary/get', headers: auth(memberToken) })
  expect(res.statusCode).toBe(200)
  return res.json().data
}

function rowsOf(companyId: string) {
  return server.db.select().from(beneficiaries).where(eq(beneficiaries.companyId, companyId))
}

describe('beneficiary/get', () => {
  it("answers the demo company's beneficiary", async () => {
    const res = await adminGet(server, await tokenFor(server, 'admin@str.example'), 'beneficiary/get')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      status: true,
      message: 'Beneficiary fetched successfully',
      data: {
        id: expect.any(String),
        holderName: 'STR Token Pvt Ltd',
        bankName: 'State Bank of India',
        branch: 'Connaught Place, New Delhi',
        accountNumber: '123456789012',
        ifscCode: 'SBIN0000691',
        upi: 'strtoken@sbi',
      },
    })
  })

  it('answers null while the company has none', async () => {
    const company = await newCompanyWithAdmin(server, {}, { beneficiary: false })
    const res = await adminGet(server, company.admin.token, 'beneficiary/get')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: true, message: 'Beneficiary fetched successfully', data: null })
  })
})

describe('beneficiary/update', () => {
  let company: TestCompany
  let memberToken: string
  beforeAll(async () => {
    company = await newCompanyWithAdmin(server)
    memberToken = (await addMember(server, company.id)).token!
  })

  it('replaces all six fields of the one beneficiary, and members see the change at once', async () => {
    const res = await save(company.admin.token, { ...valid, holderName: '  Sunrise Tokens LLP  ' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: true, message: 'Beneficiary updated successfully', data: { id: company.beneficiaryId, ...valid } })
    const rows = await rowsOf(company.id)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ id: company.beneficiaryId, isPrimary: true, ...valid })
    expect((await adminGet(server, company.admin.token, 'beneficiary/get')).json().data).toEqual({ id: company.beneficiaryId, ...valid })

    const { holderName, bankName, branch, accountNumber, ifscCode } = valid
    expect(await paymentDetails(memberToken)).toEqual({
      bankAccounts: [{ id: company.beneficiaryId, holderName, bankName, branch, accountNumber, ifscCode }],
      upi: { id: valid.upi, payeeName: holderName },
    })
  })

  it('names the new holder as the UPI payee once the holder or the UPI id changes, not the seeded payee name', async () => {
    const admin = await tokenFor(server, 'admin@str.example')
    const member = await tokenFor(server, 'member@str.example')
    expect((await paymentDetails(member)).upi).toEqual({ id: 'strtoken@sbi', payeeName: 'STR Token' })
    // Only the branch changes: the payee shown in UPI apps stays as it was.
    const current = (await adminGet(server, admin, 'beneficiary/get')).json().data
    const { id: _id, ...fields } = current
    expect((await save(admin, { ...fields, branch: 'Janpath, New Delhi' })).statusCode).toBe(200)
    expect((await paymentDetails(member)).upi).toEqual({ id: 'strtoken@sbi', payeeName: 'STR Token' })
    // Another UPI id: the old payee name may belong to another account, so the holder is named.
    expect((await save(admin, { ...fields, upi: 'strtoken@icici' })).statusCode).toBe(200)
    expect((await paymentDetails(member)).upi).toEqual({ id: 'strtoken@icici', payeeName: 'STR Token Pvt Ltd' })
    // A new holder: the payee follows.
    expect((await save(admin, { ...fields, holderName: 'STR Holdings Pvt Ltd', upi: 'strtoken@icici' })).statusCode).toBe(200)
    expect((await paymentDetails(member)).upi).toEqual({ id: 'strtoken@icici', payeeName: 'STR Holdings Pvt Ltd' })
    expect((await rowsOf(DEMO_COMPANY_ID))[0].upiPayeeName).toBeNull()
  })

  it('creates the beneficiary when the company has none, and members can then pay by bank or UPI', async () => {
    const bare = await newCompanyWithAdmin(server, {}, { beneficiary: false })
    const member = await addMember(server, bare.id)
    expect(await paymentDetails(member.token!)).toEqual({ bankAccounts: [], upi: null })
    const res = await save(bare.admin.token, valid)
    expect(res.statusCode).toBe(200)
    const rows = await rowsOf(bare.id)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ isPrimary: true, ...valid })
    expect(res.json().data).toEqual({ id: rows[0].id, ...valid })
    const details = await paymentDetails(member.token!)
    expect(details.bankAccounts).toHaveLength(1)
    expect(details.upi).toEqual({ id: valid.upi, payeeName: valid.holderName })
    // A second save replaces it; there is still one.
    expect((await save(bare.admin.token, { ...valid, bankName: 'ICICI Bank' })).statusCode).toBe(200)
    expect(await rowsOf(bare.id)).toHaveLength(1)
  })

  it('requires all six fields, each non-blank', async () => {
    const before = await rowsOf(company.id)
    for (const field of Object.keys(valid)) {
      for (const value of [undefined, '', '   ']) {
        const payload: Record<string, unknown> = { ...valid, holderName: 'Should Not Stick' }
        if (value === undefined) delete payload[field]
        else payload[field] = value
        const res = await save(company.admin.token, payload)
        expect(res.statusCode, `${field}=${JSON.stringify(value)}`).toBe(400)
        expect(res.json()).toEqual({ status: false, code: 'VALIDATION_FAILED', params: { field }, message: `${field} is required` })
      }
    }
    const all = await save(company.admin.token, {})
    expect(all.statusCode).toBe(400)
    expect(all.json().message).toEqual(Object.keys(valid).map((f) => `${f} is required`))
    expect(await rowsOf(company.id)).toEqual(before)
  })

  it('accepts an IFSC of 4 letters, a zero and 6 letters or digits, and refuses anything else', async () => {
    for (const ifscCode of ['SBIN0000691', 'HDFC0ABC123', 'ICIC0BRANCH']) {
      const res = await save(company.admin.token, { ...valid, ifscCode })
      expect(res.statusCode, ifscCode).toBe(200)
      expect((await rowsOf(company.id))[0].ifscCode).toBe(ifscCode)
    }
    const before = await rowsOf(company.id)
    for (const ifscCode of ['HDFC1001234', 'HDF00012345', 'HDFC000123', 'HDFC00012345', '1234000ABCD', 'HDFC0-01234', 'HDFC 001234']) {
      const res = await save(company.admin.token, { ...valid, ifscCode })
      expect(res.statusCode, ifscCode).toBe(400)
      expect(res.json().status).toBe(false)
      expect(String(res.json().message)).toMatch(/^ifscCode (is not valid|must be at (least|most) 11 characters)/)
    }
    expect(await rowsOf(company.id)).toEqual(before)
  })

  it('accepts an account number of 9 to 18 digits and refuses anything else', async () => {
    for (const accountNumber of ['123456789', '123456789012345678']) {
      expect((await save(company.admin.token, { ...valid, accountNumber })).statusCode, accountNumber).toBe(200)
      expect((await rowsOf(company.id))[0].accountNumber).toBe(accountNumber)
    }
    const before = await rowsOf(company.id)
    for (const [accountNumber, message] of [
      ['12345678', ['accountNumber must be at least 9 characters', 'accountNumber is not valid']],
      ['1234567890123456789', ['accountNumber must be at most 18 characters', 'accountNumber is not valid']],
      ['12345678A', 'accountNumber is not valid'],
      ['1234 5678 9012', 'accountNumber is not valid'],
    ] as [string, string | string[]][]) {
      const res = await save(company.admin.token, { ...valid, accountNumber })
      expect(res.statusCode, accountNumber).toBe(400)
      expect(res.json()).toEqual({ status: false, code: 'VALIDATION_FAILED', params: { field: 'accountNumber' }, message })
    }
    expect(await rowsOf(company.id)).toEqual(before)
  })

  it('accepts a UPI id of the form name@handle and refuses anything else', async () => {
    for (const upi of ['sunrise@okaxis', 'sunrise.tokens-01_x@ybl', '9876543210@paytm']) {
      expect((await save(company.admin.token, { ...valid, upi })).statusCode, upi).toBe(200)
      expect((await rowsOf(company.id))[0].upi).toBe(upi)
    }
    const before = await rowsOf(company.id)
    for (const upi of ['sunriseokaxis', 'sunrise@', '@okaxis', 's@okaxis', 'sun rise@okaxis', 'sunrise@ok axis', 'sunrise@1bank', 'sun@rise@okaxis', 'sunrise@ok.axis']) {
      const res = await save(company.admin.token, { ...valid, upi })
      expect(res.statusCode, upi).toBe(400)
      expect(res.json()).toEqual({ status: false, code: 'VALIDATION_FAILED', params: { field: 'upi' }, message: 'upi is not valid' })
    }
    expect(await rowsOf(company.id)).toEqual(before)
  })

  it('refuses names over 100 characters and fields the form does not have', async () => {
    const before = await rowsOf(company.id)
    const long = await save(company.admin.token, { ...valid, holderName: 'x'.repeat(101) })
    expect(long.statusCode).toBe(400)
    expect(long.json()).toEqual({ status: false, code: 'VALIDATION_FAILED', params: { field: 'holderName' }, message: 'holderName must be at most 100 characters' })
    expect(await rowsOf(company.id)).toEqual(before)
    // An unknown field is refused, naming it, even a company id: the company comes from the token.
    const extra = await save(company.admin.token, { ...valid, companyId: DEMO_COMPANY_ID, bankName: 'Extra Field Bank' })
    expect(extra.json()).toEqual({ status: false, code: 'VALIDATION_FAILED', params: { field: 'companyId' }, message: 'companyId is not allowed' })
    expect(await rowsOf(company.id)).toEqual(before)
    expect((await rowsOf(DEMO_COMPANY_ID))[0].bankName).not.toBe('Extra Field Bank')
  })
})

describe('company walls', () => {
  it("a second company's admin reads and writes only its own beneficiary; the demo company's members see no change", async () => {
    const demoAdmin = await tokenFor(server, 'admin@str.example')
    const demoBefore = await rowsOf(DEMO_COMPANY_ID)
    const demoMember = await tokenFor(server, 'member@str.example')
    const demoDetails = await paymentDetails(demoMember)

    const other = await newCompanyWithAdmin(server)
    const read = (await adminGet(server, other.admin.token, 'beneficiary/get')).json().data
    expect(read.id).toBe(other.beneficiaryId)
    expect(read.id).not.toBe(demoBefore[0].id)

    const res = await save(other.admin.token, { ...valid, holderName: 'Other Holder' })
    expect(res.statusCode).toBe(200)
    expect(res.json().data.id).toBe(other.beneficiaryId)
    expect(await rowsOf(DEMO_COMPANY_ID)).toEqual(demoBefore)
    expect(await paymentDetails(demoMember)).toEqual(demoDetails)
    expect((await adminGet(server, demoAdmin, 'beneficiary/get')).json().data.id).toBe(demoBefore[0].id)
  })
})

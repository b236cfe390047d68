import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { desc, eq, inArray } from 'drizzle-orm'
import { purchases } from '../../server/db/schema'
import { asIdentifier, csvAttachment, csvCell, istTimestamp } from '../../server/lib/csv'
import { auth, buildTestApp, tokenFor } from '../helpers/app'
import { addMember, adminGet, approve, insertPendingPurchases, newCompanyWithAdmin } from '../helpers/company-factories'

let server: FastifyInstance

beforeAll(async () => {
  server = await buildTestApp()
})
afterAll(async () => {
  await server.close()
})

/** The file's lines without the byte-order mark, each split into cells (none of these hold a comma inside quotes unless said). */
function linesOf(body: string): string[] {
  expect(body.startsWith('\ufeff')).toBe(true)
  expect(body.endsWith('\r\n')).toBe(true)
  return body.slice(1, -2).split('\r\n')
}

describe('CSV cells', () => {
  it.each([
    ['plain', 'plain'],
    ['Verma, Asha', '"Verma, Asha"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    // A member's name a spreadsheet would run as a formula is kept as text.
    ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
    ['+91 98765', "'+91 98765"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTab', "'\tTab"],
    [null, ''],
    ['=123456789012', "'=123456789012"],
    // Text (a bank's name, a reason) is never written as a formula, digits or not: only identifiers are.
    ['000123', '000123'],
  ])('writes %j as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell)
  })

  it.each([
    // A UTR and a mobile number: a spreadsheet would show 1.23457E+11 and 9.88E+09 for them as numbers.
    ['123456789012', '"=""123456789012"""'],
    ['9876543210', '"=""9876543210"""'],
    // Leading zeros stay, and so does a number-looking mix of digits and letters (1E5 is read as 100000).
    ['000123', '"=""000123"""'],
    ['12E45', '"=""12E45"""'],
    ['HDFC0000123456789', 'HDFC0000123456789'],
    ['PUR-000123', 'PUR-000123'],
    // Never a formula for anything but letters and digits: the text rules apply instead.
    ['=1+2', "'=1+2"],
    ['12"),HYPERLINK("x', '"12""),HYPERLINK(""x"'],
    [null, ''],
  ])('writes the identifier %j as %j', (value, cell) => {
    expect(csvCell(asIdentifier(value))).toBe(cell)
  })

  it('writes a time in IST with its offset, across the date line too', () => {
    expect(csvCell(new Date('2026-11-26T11:18:50.123Z'))).toBe('2026-11-26 16:48:50 +05:30')
    expect(csvCell(new Date('2026-11-26T18:30:00Z'))).toBe('2026-11-27 00:00:00 +05:30')
    expect(istTimestamp(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01 01:30:00 +05:30')
    expect(csvAttachment('users', new Date('2026-11-26T19:00:00Z'))).toBe('attachment; filename="users-2026-11-27.csv"')
  })
})

/** What a spreadsheet shows for an identifier cell ="...": its text. */
const shown = (cell: string) => `"=""${cell}"""`
const IST = String.raw`\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \+05:30`

describe('GET /api/v1/admin/auth/export', () => {
  it("streams the company's users as the list shows them, newest first, as an attachment; filters as the list does", async () => {
    const company = await newCompanyWithAdmin(server)
    const plain = await addMember(server, company.id, { name: 'Asha Verma' })
    const tricky = await addMember(server, company.id, { name: '=cmd|calc, "x"', isApproved: false })
    await addMember(server, company.id, { name: 'Gone Member', deleted: true })
    const elsewhere = await newCompanyWithAdmin(server)
    await addMember(server, elsewhere.id, { name: 'Other Company Member' })

    const res = await adminGet(server, company.admin.token, 'auth/export')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"$/)
    const lines = linesOf(res.body)
    expect(lines[0]).toBe('User ID,Name,Mobile,Email,Role,Verified,Status,Joined')
    // Newest first: the tricky member, then the plain one, then the company's admin; no deleted or other company's user.
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([tricky.referralCode, plain.referralCode, expect.stringMatching(/.+/)])
    expect(lines[1]).toBe(`${tricky.referralCode},"'=cmd|calc, ""x""",${shown(tricky.mobile)},${tricky.email},USER,No,ACTIVE,${lines[1].split(',').at(-1)}`)
    expect(lines[1].split(',').at(-1)).toMatch(new RegExp(`^${IST}$`))
    expect(lines[2]).toContain(`${plain.referralCode},Asha Verma,${shown(plain.mobile)},${plain.email},USER,Yes,ACTIVE,`)
    expect(res.body).not.toContain('Gone Member')
    expect(res.body).not.toContain('Other Company Member')

    const unverified = linesOf((await adminGet(server, company.admin.token, 'auth/export', { isApproved: false })).body)
    expect(unverified.slice(1).map((line) => line.split(',')[0])).toEqual([tricky.referralCode])
    const searched = linesOf((await adminGet(server, company.admin.token, 'auth/export', { search: 'asha' })).body)
    expect(searched.slice(1).map((line) => line.split(',')[0])).toEqual([plain.referralCode])
  })

  it('is for company admins only', async () => {
    const company = await newCompanyWithAdmin(server)
    const member = await addMember(server, company.id)
    expect((await server.inject({ method: 'GET', url: '/api/v1/admin/auth/export' })).statusCode).toBe(401)
    expect((await server.inject({ method: 'GET', url: '/api/v1/admin/auth/export', headers: auth(member.token!) })).statusCode).toBe(403)
    expect((await adminGet(server, company.admin.token, 'auth/export', { isApproved: 'maybe' })).statusCode).toBe(400)
  })
})

describe('GET /api/v1/admin/transaction/export', () => {
  it('exports every purchase once, newest first, across its batches, even when they share one timestamp', async () => {
    const company = await newCompanyWithAdmin(server, { price: '5.00', platformChargePercent: '1.00' })
    const member = await addMember(server, company.id, { name: 'Bulk Buyer' })
    // Nine statements of 500: the purchases of each share one created_at, so within it the batches' order rests on the id alone.
    const ids: string[] = []
    for (let i = 0; i < 9; i++) ids.push(...(await insertPendingPurchases(server, company.id, [member.id], 500, { quantity: 2, price: '5.00', feePercent: '1.00', method: 'UPI' })))
    const res = await adminGet(server, company.admin.token, 'transaction/export')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="purchases-\d{4}-\d{2}-\d{2}\.csv"$/)
    const lines = linesOf(res.body)
    expect(lines[0]).toBe('Transaction ID,User ID,Name,Mobile,Method,Price,Quantity,Amount,Fee,Final Amount,Status,UTR,Bank,Date,Decided By,Decided At,Rejection Reason')
    const refs = lines.slice(1).map((line) => line.split(',')[0])
    expect(refs).toHaveLength(4_500)
    expect(new Set(refs).size).toBe(4_500)
    const newestFirst = await server.db
      .select({ ref: purchases.purchaseRef })
      .from(purchases)
      .where(inArray(purchases.id, ids))
      .orderBy(desc(purchases.createdAt), desc(purchases.id))
    expect(refs).toEqual(newestFirst.map((row) => row.ref))
    expect(lines[1]).toMatch(new RegExp(`^PUR-\\d{6},${member.referralCode},Bulk Buyer,${shown(member.mobile)},UPI,5.00,2,10.00,0.10,10.10,PENDING,,,${IST},,,$`))
  })

  it('exports what the list shows for a status and a search, with who decided and why', async () => {
    const company = await newCompanyWithAdmin(server, { price: '5.00', platformChargePercent: '1.00' })
    const asha = await addMember(server, company.id, { name: 'Asha Export' })
    const ravi = await addMember(server, company.id, { name: 'Ravi Export' })
    const [a1, a2] = await insertPendingPurchases(server, company.id, [asha.id], 2, { quantity: 3, price: '5.00', feePercent: '1.00', method: 'BANK' })
    const [r1] = await insertPendingPurchases(server, company.id, [ravi.id], 1, { quantity: 4, price: '5.00', feePercent: '1.00', method: 'UPI' })
    await server.db.update(purchases).set({ referenceNumber: '998877665544', bankName: 'Canara Bank' }).where(eq(purchases.id, a1))
    expect((await approve(server, company.admin.token, a1)).statusCode).toBe(200)
    await server.inject({
      method: 'POST',
      url: '/api/v1/admin/transaction/reject',
      headers: auth(company.admin.token),
      payload: { id: r1, reason: 'UTR not found, please pay again' },
    })

    const approved = linesOf((await adminGet(server, company.admin.token, 'transaction/export', { status: 'APPROVED' })).body).slice(1)
    expect(approved).toHaveLength(1)
    expect(approved[0]).toMatch(/,BANK,5.00,3,15.00,0.15,15.15,APPROVED,"=""998877665544""",Canara Bank,[^,]+,Second Co \d+ Admin,[^,]+ \+05:30,$/)
    const rejected = linesOf((await adminGet(server, company.admin.token, 'transaction/export', { status: 'REJECTED' })).body).slice(1)
    expect(rejected).toHaveLength(1)
    expect(rejected[0]).toMatch(/,REJECTED,,,[^,]+,Second Co \d+ Admin,[^,]+ \+05:30,"UTR not found, please pay again"$/)

    const byName = linesOf((await adminGet(server, company.admin.token, 'transaction/export', { search: 'asha exp' })).body).slice(1)
    expect(byName).toHaveLength(2)
    expect(byName.every((line) => line.includes(',Asha Export,'))).toBe(true)
    const byUtr = linesOf((await adminGet(server, company.admin.token, 'transaction/export', { search: '998877665544' })).body).slice(1)
    expect(byUtr).toHaveLength(1)
    void a2
  })

  it("never shows another company's purchases, and is for company admins only", async () => {
    const mine = await newCompanyWithAdmin(server)
    const theirs = await newCompanyWithAdmin(server)
    const stranger = await addMember(server, theirs.id, { name: 'Stranger Export' })
    await insertPendingPurchases(server, theirs.id, [stranger.id], 2)
    const lines = linesOf((await adminGet(server, mine.admin.token, 'transaction/export', { search: 'Stranger' })).body)
    expect(lines).toHaveLength(1)
    expect((await server.inject({ method: 'GET', url: '/api/v1/admin/transaction/export' })).statusCode).toBe(401)
    expect((await server.inject({ method: 'GET', url: '/api/v1/admin/transaction/export', headers: auth(stranger.token!) })).statusCode).toBe(403)
    expect((await adminGet(server, mine.admin.token, 'transaction/export', { status: 'LOST' })).statusCode).toBe(400)
  })
})

describe('GET /api/v1/superadmin/transaction/export', () => {
  const superGet = (token: string, query: Record<string, string> = {}) => {
    const search = new URLSearchParams(query).toString()
    return server.inject({ method: 'GET', url: `/api/v1/superadmin/transaction/export${search ? `?${search}` : ''}`, headers: auth(token) })
  }

  it("exports every company's purchases with their company, as the admin's export writes them (plain decimals, IST), filtered as the list is", async () => {
    const superToken = await tokenFor(server, 'super@str.example')
    const first = await newCompanyWithAdmin(server, { price: '5.00', platformChargePercent: '1.00' })
    const second = await newCompanyWithAdmin(server, { price: '5.00', platformChargePercent: '1.00' })
    const asha = await addMember(server, first.id, { name: 'Asha Platform' })
    const ravi = await addMember(server, second.id, { name: 'Ravi Platform' })
    const [a1] = await insertPendingPurchases(server, first.id, [asha.id], 1, { quantity: 25_000, price: '5.00', feePercent: '1.00', method: 'BANK' })
    await insertPendingPurchases(server, second.id, [ravi.id], 2, { quantity: 3, price: '5.00', feePercent: '1.00', method: 'UPI' })
    await server.db.update(purchases).set({ referenceNumber: '998877665544', bankName: 'Canara Bank' }).where(eq(purchases.id, a1))
    expect((await approve(server, first.admin.token, a1)).statusCode).toBe(200)

    const res = await superGet(superToken, { search: 'platform' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/csv/)
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="transactions-\d{4}-\d{2}-\d{2}\.csv"$/)
    const lines = linesOf(res.body)
    expect(lines[0]).toBe(
      'Transaction ID,Company,Symbol,User ID,Name,Mobile,Method,Price,Quantity,Amount,Fee,Final Amount,Status,UTR,Bank,Date,Decided By,Decided At,Rejection Reason',
    )
    // Both companies, newest first: Ravi's two were written after Asha's.
    expect(lines.slice(1).map((line) => line.split(',')[4])).toEqual(['Ravi Platform', 'Ravi Platform', 'Asha Platform'])
    expect(lines[1]).toMatch(
      new RegExp(`^PUR-\\d{6},Second Co \\d+,${second.tokenSymbol},${ravi.referralCode},Ravi Platform,${shown(ravi.mobile)},UPI,5.00,3,15.00,0.15,15.15,PENDING,,,${IST},,,$`),
    )
    // 25,000 tokens at ₹5.00: ₹1,25,000.00 and a fee of ₹1,250.00, ungrouped so that a spreadsheet sums them; the UTR kept as text.
    expect(lines[3]).toMatch(
      new RegExp(
        `^PUR-\\d{6},Second Co \\d+,${first.tokenSymbol},${asha.referralCode},Asha Platform,${shown(asha.mobile)},BANK,5.00,25000,125000.00,1250.00,126250.00,APPROVED,${shown('998877665544')},Canara Bank,${IST},Second Co \\d+ Admin,${IST},$`,
      ),
    )

    const onlySecond = linesOf((await superGet(superToken, { search: 'platform', companyId: second.id })).body).slice(1)
    expect(onlySecond.map((line) => line.split(',')[4])).toEqual(['Ravi Platform', 'Ravi Platform'])
    const approved = linesOf((await superGet(superToken, { search: 'platform', status: 'APPROVED' })).body).slice(1)
    expect(approved.map((line) => line.split(',')[4])).toEqual(['Asha Platform'])
  })

  it('is for the super admin only, and refuses a filter the list would refuse', async () => {
    const superToken = await tokenFor(server, 'super@str.example')
    const company = await newCompanyWithAdmin(server)
    expect((await server.inject({ method: 'GET', url: '/api/v1/superadmin/transaction/export' })).statusCode).toBe(401)
    expect((await superGet(company.admin.token)).statusCode).toBe(403)
    expect((await superGet(superToken, { status: 'LOST' })).statusCode).toBe(400)
    expect((await superGet(superToken, { companyId: 'not-a-company' })).statusCode).toBe(400)
  })
})

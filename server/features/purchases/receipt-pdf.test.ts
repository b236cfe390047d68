import { describe, expect, it } from 'vitest'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { renderReceipt, type ReceiptFacts } from './receipt-pdf'
import { formatIst, formatPercent, formatRupees, formatTokens } from './receipt-words'

const facts: ReceiptFacts = {
  language: 'hi',
  companyName: 'Shakti Tokens Pvt Ltd',
  tokenName: 'Shakti Token',
  tokenSymbol: 'STR',
  memberName: 'राहुल कपूर',
  memberId: 'M19120005',
  email: 'rahul@example.com',
  mobile: '9876543210',
  orderNumber: 'PUR-000123',
  paymentMethod: 'BANK',
  referenceNumber: 'SBIN1234567890123',
  amount: '123460.00',
  price: '5.00',
  feePercent: '1.50',
  feeAmount: '1851.90',
  finalAmount: '125311.90',
  totalQuantity: '24692',
  approvedAt: new Date('2026-11-27T05:18:00Z'),
  approverName: null,
}

/** Each piece of text on the page with where it is drawn. */
async function placedText(bytes: Buffer) {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise
  const content = await (await pdf.getPage(1)).getTextContent()
  await pdf.destroy()
  return content.items.flatMap((item) => ('str' in item ? [{ text: item.str, at: item.transform.map((n: number) => Math.round(n * 100) / 100) }] : []))
}

describe('the receipt PDF', () => {
  it('lays out the same receipt the same way every time, with the layouts the faces remember across documents', async () => {
    const first = await placedText(await renderReceipt(facts))
    const again = await placedText(await renderReceipt(facts))
    expect(again).toEqual(first)
    expect(first.map((piece) => piece.text).join('')).toContain('राहुल कपूर')
    // Without an approver's account left, the receipt says so rather than leaving a blank.
    expect(first.map((piece) => piece.text).join('')).toContain('हटाया गया')
  })
})

describe('the receipt words', () => {
  it('write rupees with Indian grouping from the digits, never a float', () => {
    expect(formatRupees('123456.5')).toBe('₹1,23,456.50')
    expect(formatRupees('0.00')).toBe('₹0.00')
    expect(formatRupees('999')).toBe('₹999.00')
    expect(formatRupees('12345678901234567.89')).toBe('₹12,34,56,78,90,12,34,567.89')
    expect(formatTokens('1234567', 'STR')).toBe('12,34,567 STR')
    expect(formatPercent('1.50')).toBe('1.5')
    expect(formatPercent('2.00')).toBe('2')
  })

  it('write a moment in IST with am or pm, the month in the language', () => {
    expect(formatIst(new Date('2026-11-27T05:18:00Z'), 'en')).toBe('27 Nov 2026, 10:48 am IST')
    expect(formatIst(new Date('2026-09-01T18:45:00Z'), 'en')).toBe('2 Sep 2026, 12:15 am IST')
    expect(formatIst(new Date('2026-11-27T08:30:00Z'), 'hi')).toBe('27 नवंबर 2026, 2:00 pm IST')
  })
})

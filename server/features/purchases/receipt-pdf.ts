import PDFDocument from 'pdfkit'
import type { Language } from '@/client/types.gen'
import { RECEIPT_FONTS, runsOf, type Face, type Weight } from './receipt-fonts'
import { formatIst, formatPercent, formatRupees, formatTokens, receiptWords } from './receipt-words'

/** What a receipt shows: an approved purchase with its company, its member and the admin who approved it. */
export interface ReceiptFacts {
  language: Language
  companyName: string
  tokenName: string
  tokenSymbol: string
  memberName: string
  memberId: string
  email: string
  mobile: string
  orderNumber: string
  paymentMethod: 'UPI' | 'BANK' | 'MANUAL' | 'CRYPTO'
  referenceNumber: string | null
  amount: string
  price: string
  feePercent: string
  feeAmount: string
  finalAmount: string
  totalQuantity: string
  approvedAt: Date
  /** Null when the admin's account is gone. */
  approverName: string | null
}

const MARGIN = 56
const PAGE_WIDTH = 595.28 // A4, in points
const CONTENT = PAGE_WIDTH - 2 * MARGIN
const LABEL_WIDTH = 190
const VALUE_X = MARGIN + LABEL_WIDTH + 12
const VALUE_WIDTH = PAGE_WIDTH - MARGIN - VALUE_X
const INK = '#1a1b1e'
const MUTED = '#5c5f66'
const ACCENT = '#1c7ed6'
const RULE = '#dee2e6'

/** Noto Sans's ascender (1069 of 1000 units); Noto Sans Devanagari's is 896. */
const LATIN_ASCENT = 1.069

const fontName = (weight: Weight, face: Face) => `${weight}-${face}`

interface Style {
  weight?: Weight
  size?: number
  color?: string
}

/**
 * Writes a text at (x, y) within `width`, each run in the face that has its letters (a Hindi name
 * in Devanagari, digits in Latin, ₹ from the Devanagari face), and returns the y below it.
 */
function write(doc: PDFKit.PDFDocument, text: string, x: number, y: number, width: number, { weight = 'regular', size = 10.5, color = INK }: Style = {}): number {
  const runs = runsOf(text || '-')
  doc.fillColor(color).fontSize(size)
  // pdfkit sets each run's baseline by its own face's ascender, which would lift Devanagari runs
  // above the Latin ones beside them: every run takes the Latin face's, so they share one baseline.
  const baseline = -LATIN_ASCENT * size
  runs.forEach((run, i) => {
    doc.font(fontName(weight, run.face))
    const continued = i < runs.length - 1
    if (i === 0) doc.text(run.text, x, y, { width, continued, lineGap: 2, baseline })
    else doc.text(run.text, { continued, lineGap: 2, baseline })
  })
  return doc.y
}

function rule(doc: PDFKit.PDFDocument, y: number): number {
  doc
    .moveTo(MARGIN, y)
    .lineTo(PAGE_WIDTH - MARGIN, y)
    .lineWidth(0.75)
    .strokeColor(RULE)
    .stroke()
  return y + 12
}

/** A label and its value side by side; returns the y below the taller of the two. */
function row(doc: PDFKit.PDFDocument, y: number, label: string, value: string, valueStyle: Style = {}): number {
  const below = Math.max(write(doc, label, MARGIN, y, LABEL_WIDTH, { color: MUTED }), write(doc, value, VALUE_X, y, VALUE_WIDTH, valueStyle))
  return below + 6
}

/** The receipt as a one-page A4 PDF in the member's language. */
export function renderReceipt(facts: ReceiptFacts): Promise<Buffer> {
  const words = receiptWords[facts.language]
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: facts.language === 'hi' ? 'hi-IN' : 'en-IN',
    displayTitle: true,
    info: { Title: `${words.title} ${facts.orderNumber}`, Author: facts.companyName, Subject: words.title },
  })
  for (const weight of ['regular', 'bold'] as const) {
    // pdfkit takes an opened font as it is; its types name only the sources it opens itself.
    for (const [face, font] of Object.entries(RECEIPT_FONTS[weight])) doc.registerFont(fontName(weight, face as Face), font as unknown as Buffer)
  }
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  let y = MARGIN
  y = write(doc, facts.companyName, MARGIN, y, CONTENT, { weight: 'bold', size: 18 }) + 2
  y = write(doc, `${words.token}: ${facts.tokenName} (${facts.tokenSymbol})`, MARGIN, y, CONTENT, { color: MUTED }) + 14
  y = write(doc, words.title, MARGIN, y, CONTENT, { weight: 'bold', size: 15, color: ACCENT })
  y = write(doc, `${words.subtitle} · ${facts.orderNumber}`, MARGIN, y, CONTENT, { color: MUTED }) + 10
  y = rule(doc, y)

  y = write(doc, words.sectionMember, MARGIN, y, CONTENT, { weight: 'bold', size: 12 }) + 6
  y = row(doc, y, words.name, facts.memberName)
  y = row(doc, y, words.memberId, facts.memberId)
  y = row(doc, y, words.email, facts.email)
  y = row(doc, y, words.mobile, facts.mobile) + 6
  y = rule(doc, y)

  y = write(doc, words.sectionPayment, MARGIN, y, CONTENT, { weight: 'bold', size: 12 }) + 6
  y = row(doc, y, words.orderNumber, facts.orderNumber)
  y = row(doc, y, words.status, words.approved)
  y = row(doc, y, words.amount, formatRupees(facts.amount))
  y = row(doc, y, words.fee(formatPercent(facts.feePercent)), formatRupees(facts.feeAmount))
  y = row(doc, y, words.total, formatRupees(facts.finalAmount), { weight: 'bold' })
  y = row(doc, y, words.tokens, formatTokens(facts.totalQuantity, facts.tokenSymbol))
  y = row(doc, y, words.price, formatRupees(facts.price))
  y = row(doc, y, words.method, words.methods[facts.paymentMethod])
  y = row(doc, y, words.utr, facts.referenceNumber ?? words.noUtr)
  y = row(doc, y, words.approvedAt, formatIst(facts.approvedAt, facts.language))
  y = row(doc, y, words.approvedBy, facts.approverName ?? words.deletedAdmin) + 6
  y = rule(doc, y)

  write(doc, words.footer(facts.companyName), MARGIN, y, CONTENT, { size: 9, color: MUTED })
  doc.end()
  return done
}

import type { RouteHandlers } from '@/client/fastify.gen'
import { companyPrincipalOf } from '../../plugins/auth'
import { notFound, validationFailed } from '../../lib/errors'
import { wholeTokens } from '../../lib/amounts'
import { asIdentifier, csvAttachment, csvStream } from '../../lib/csv'
import { approvePurchase, decideMany, rejectPurchase, rewardsPaidBy } from './decisions'
import { exportedLedger } from './ledger-export'
import { listLedger } from './ledger-list'
import { toAdminTransaction, toRewards } from './ledger-rows'
import { reviewPurchase } from './review'
import { submitPurchase, toUserTransaction } from './submission'
import * as repo from './repository'

async function saleOf(request: Parameters<RouteHandlers['getPrice']>[0]) {
  const sale = await repo.findCompanySale(request.server.db, companyPrincipalOf(request).companyId)
  if (!sale) throw notFound('COMPANY_NOT_FOUND')
  return sale
}

const getPrice: RouteHandlers['getPrice'] = async (request, reply) => {
  const data = await saleOf(request)
  return reply.code(200).send({ status: true, message: 'Token price fetched successfully', data })
}

const getSettings: RouteHandlers['getSettings'] = async (request, reply) => {
  const { platformChargePercent } = await saleOf(request)
  return reply.code(200).send({ status: true, message: 'Settings fetched successfully', data: { platformChargePercent, currency: 'INR' } })
}

const purchasePackage: RouteHandlers['purchasePackage'] = async (request, reply) => {
  const { companyId, userId } = companyPrincipalOf(request)
  const purchase = await submitPurchase(request.server, companyId, userId, request.body)
  return reply.code(200).send({ status: true, message: 'Token purchase submitted successfully', data: toUserTransaction(request.server, purchase) })
}

const listUserTransactions: RouteHandlers['listUserTransactions'] = async (request, reply) => {
  const { page = 1, limit = 10, status, search } = request.query ?? {}
  const { db } = request.server
  const history = await repo.historyPage(db, companyPrincipalOf(request).userId, { page, limit, status, search })
  const total = history.total
  const records = history.records.map((purchase) => toUserTransaction(request.server, purchase))
  const data = { records, lastPage: Math.max(1, Math.ceil(total / limit)) }
  return reply.code(200).send({ status: true, message: 'Transactions fetched successfully', data })
}

const listAdminTransactions: RouteHandlers['listAdminTransactions'] = async (request, reply) => {
  const { companyId } = companyPrincipalOf(request)
  const { page = 1, limit = 10, search, status } = request.query ?? {}
  const { rows, total, totalCapped } = await listLedger(request.server.db, { companyId, page, limit, search, status })
  const records = rows.map((row) => toAdminTransaction(request.server.jwtSecret, row, toRewards(row.rewards)))
  return reply.code(200).send({ status: true, message: 'Transactions fetched successfully', data: { records, total, totalCapped } })
}

const PURCHASE_CSV_HEADER = [
  'Transaction ID',
  'User ID',
  'Name',
  'Mobile',
  'Method',
  'Price',
  'Quantity',
  'Amount',
  'Fee',
  'Final Amount',
  'Status',
  'UTR',
  'Bank',
  'Date',
  'Decided By',
  'Decided At',
  'Rejection Reason',
]

type ExportedRow = ReturnType<typeof exportedLedger> extends AsyncIterable<(infer R)[]> ? R : never

/**
 * A purchase's cells after its Transaction ID, as both exports write them: figures as plain
 * decimals, so that a spreadsheet adds them up; identifiers kept as text (asIdentifier).
 */
function purchaseCells({ purchase: p, user, deciderName }: ExportedRow) {
  return [
    asIdentifier(user.referralCode),
    user.name,
    asIdentifier(user.mobile),
    p.paymentMethod,
    p.price,
    wholeTokens(p.totalQuantity),
    p.amount,
    p.feeAmount,
    p.finalAmount,
    p.status,
    asIdentifier(p.referenceNumber),
    p.bankName,
    p.createdAt,
    p.decidedById ? (deciderName ?? 'Deleted admin') : null,
    p.decidedAt,
    p.rejectionReason,
  ]
}

const exportAdminTransactions: RouteHandlers['exportAdminTransactions'] = async (request, reply) => {
  const { companyId } = companyPrincipalOf(request)
  const { search, status } = request.query ?? {}
  const rows = exportedLedger(request.server.db, { companyId, search, status })
  const csv = csvStream(PURCHASE_CSV_HEADER, rows, (row) => [asIdentifier(row.purchase.purchaseRef), ...purchaseCells(row)])
  // Past the headers nothing can be answered any more: a read failing now ends the download (logged).
  csv.once('error', (err) => request.log.error({ err }, 'purchases export failed'))
  reply.type('text/csv; charset=utf-8').header('content-disposition', csvAttachment('purchases')).header('cache-control', 'no-store')
  // The contract types the file as text; Fastify streams it instead of buffering a million lines.
  return reply.code(200).send(csv as unknown as string)
}

/** One purchase of the admin's company with what its review panel shows; another company's is a 404 like an unknown id. */
const getTransactionReview: RouteHandlers['getTransactionReview'] = async (request, reply) => {
  const { companyId } = companyPrincipalOf(request)
  const data = await reviewPurchase(request.server.db, request.server.jwtSecret, companyId, request.params.id)
  return reply.code(200).send({ status: true, message: 'Purchase review fetched successfully', data })
}

const approveTransaction: RouteHandlers['approveTransaction'] = async (request, reply) => {
  const { companyId, userId } = companyPrincipalOf(request)
  const { db, notifier, jwtSecret, config } = request.server
  const row = await approvePurchase(db, companyId, request.body.id, userId, config.appUrl, request.ip)
  const rewards = await rewardsPaidBy(db, row)
  // The statement queued the member's news, and the settlement each credited referrer's (deliveries):
  // send them now rather than at the next poll.
  notifier.deliverSoon()
  return reply.code(200).send({ status: true, message: 'Purchase approved successfully', data: toAdminTransaction(jwtSecret, row, rewards) })
}

const rejectTransaction: RouteHandlers['rejectTransaction'] = async (request, reply) => {
  const { companyId, userId } = companyPrincipalOf(request)
  const { db, notifier, config } = request.server
  const row = await rejectPurchase(db, companyId, request.body.id, userId, request.body.reason?.trim() || null, config.appUrl, request.ip)
  notifier.deliverSoon()
  // A rejected purchase paid no rewards.
  return reply.code(200).send({ status: true, message: 'Purchase rejected successfully', data: toAdminTransaction(request.server.jwtSecret, row, []) })
}

const decideTransactions: RouteHandlers['decideTransactions'] = async (request, reply) => {
  const { companyId, userId } = companyPrincipalOf(request)
  const { db, notifier, jwtSecret, config } = request.server
  const { decision, ids, reason } = request.body
  // An approval records no reason: refused rather than dropped, so the admin never believes it was kept.
  if (decision === 'APPROVE' && reason !== undefined) throw validationFailed('reason is only for a rejection', 'reason')
  const outcomes = await decideMany(
    db,
    companyId,
    userId,
    ids,
    decision === 'APPROVE' ? { kind: 'APPROVE' } : { kind: 'REJECT', reason: reason?.trim() || null },
    config.appUrl,
    request.ip,
  )
  let paidRewards = false
  const answered = []
  for (const o of outcomes) {
    if (o.outcome !== 'DECIDED') {
      answered.push(o)
      continue
    }
    const rewards = await rewardsPaidBy(db, o.row)
    paidRewards ||= rewards.length > 0
    answered.push({ id: o.id, outcome: o.outcome, status: o.row.purchase.status, purchase: toAdminTransaction(jwtSecret, o.row, rewards) })
  }
  // As the single approval: the settlement queued each credited referrer's email; send them now.
  if (paidRewards) notifier.deliverSoon()
  const count = (outcome: (typeof outcomes)[number]['outcome']) => outcomes.filter((o) => o.outcome === outcome).length
  const data = {
    outcomes: answered,
    decided: count('DECIDED'),
    alreadyDecided: count('ALREADY_DECIDED'),
    notFound: count('NOT_FOUND'),
    supplyExhausted: count('SUPPLY_EXHAUSTED'),
    memberDeleted: count('MEMBER_DELETED'),
  }
  return reply.code(200).send({ status: true, message: 'Purchases decided', data })
}

/** Read-only and platform-wide: every company's purchases, each with its company. */
const listPlatformTransactions: RouteHandlers['listPlatformTransactions'] = async (request, reply) => {
  const { page = 1, limit = 10, search, status, companyId } = request.query ?? {}
  const { rows, total, totalCapped } = await listLedger(request.server.db, { companyId, page, limit, search, status })
  const records = rows.map((row) => ({ ...toAdminTransaction(request.server.jwtSecret, row, toRewards(row.rewards)), company: row.company }))
  return reply.code(200).send({ status: true, message: 'Transactions fetched successfully', data: { records, total, totalCapped } })
}

const PLATFORM_CSV_HEADER = [PURCHASE_CSV_HEADER[0], 'Company', 'Symbol', ...PURCHASE_CSV_HEADER.slice(1)]

/** The super admin's Transaction Manage as a file: the same filters as its list, every company, each purchase with its company. */
const exportPlatformTransactions: RouteHandlers['exportPlatformTransactions'] = async (request, reply) => {
  const { search, status, companyId } = request.query ?? {}
  const rows = exportedLedger(request.server.db, { companyId, search, status })
  const csv = csvStream(PLATFORM_CSV_HEADER, rows, (row) => [
    asIdentifier(row.purchase.purchaseRef),
    row.company.companyName,
    asIdentifier(row.company.tokenSymbol),
    ...purchaseCells(row),
  ])
  csv.once('error', (err) => request.log.error({ err }, 'platform purchases export failed'))
  reply.type('text/csv; charset=utf-8').header('content-disposition', csvAttachment('transactions')).header('cache-control', 'no-store')
  return reply.code(200).send(csv as unknown as string)
}

/**
 * The member's payment receipt: their own approved purchase as a PDF in their language. Someone
 * else's purchase answers exactly as an unknown id does.
 */
const downloadPurchaseReceipt: RouteHandlers['downloadPurchaseReceipt'] = async (request, reply) => {
  const { userId } = companyPrincipalOf(request)
  const facts = await repo.findReceiptFacts(request.server.db, request.params.id, userId)
  if (!facts) throw notFound('PAYMENT_RECEIPT_NOT_FOUND')
  if (facts.status !== 'APPROVED' || !facts.approvedAt) throw notFound('PAYMENT_RECEIPT_NOT_READY')
  const { status: _approved, approvedAt, ...shown } = facts
  // pdfkit and the opened Noto faces are some 38 MB of the process: loaded by the first receipt,
  // not by every instance at start (one serving only live streams kept them for nothing).
  const { renderReceipt } = await import('./receipt-pdf')
  const pdf = await renderReceipt({ ...shown, approvedAt })
  // Order numbers are PUR- and digits; anything else is kept out of the header all the same.
  const filename = `receipt-${facts.orderNumber.replace(/[^A-Za-z0-9_-]/g, '')}.pdf`
  reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
  // The contract types the file as a Blob; Fastify sends the Buffer as it is.
  return reply.code(200).send(pdf as unknown as Blob)
}

export const purchaseHandlers = {
  getPrice,
  getSettings,
  purchasePackage,
  listUserTransactions,
  listAdminTransactions,
  exportAdminTransactions,
  getTransactionReview,
  approveTransaction,
  rejectTransaction,
  decideTransactions,
  listPlatformTransactions,
  exportPlatformTransactions,
  downloadPurchaseReceipt,
}

import { createHash } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { badRequest, conflict, notFound } from '../../lib/errors'
import { signedMediaUrl } from '../../lib/media-links'
import { wholeTokens } from '../../lib/amounts'
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/pg-errors'
import * as repo from './repository'
import type { PurchaseRequest, UserTransaction } from '@/client/types.gen'

export function toUserTransaction(app: FastifyInstance, row: repo.HistoryRecord): UserTransaction {
  return {
    id: row.id,
    transactionId: row.purchaseRef,
    createdAt: row.createdAt.toISOString(),
    paymentMethod: row.paymentMethod,
    referenceNumber: row.referenceNumber,
    amount: row.amount,
    price: row.price,
    totalQuantity: wholeTokens(row.totalQuantity),
    platformChargePercent: row.feePercent,
    feeAmount: row.feeAmount,
    finalAmount: row.finalAmount,
    status: row.status,
    receipt: row.receiptId ? { url: signedMediaUrl(app.jwtSecret, row.receiptId) } : null,
    rejectionReason: row.rejectionReason,
  }
}

/** An exact rupee string ("10", "10.5", "0.01") in paise, as a bigint: no float anywhere. */
function toPaise(amount: string): bigint {
  const [whole, fraction = ''] = amount.split('.')
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2))
}

/** "10", "10.0" and 10 are one amount: the idempotency hash must not tell them apart. */
function canonicalAmount(amount: string): string {
  return toPaise(amount).toString()
}

function requestHash(input: PurchaseRequest): string {
  const canonical = [input.paymentMethod, canonicalAmount(input.amount), input.referenceNumber ?? '', input.receiptId ?? '', input.bankName ?? '']
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex')
}

async function checkProof(app: FastifyInstance, companyId: string, userId: string, input: PurchaseRequest) {
  if (input.paymentMethod === 'MANUAL' && !input.receiptId) return
  if (input.paymentMethod !== 'MANUAL' && !input.referenceNumber) throw badRequest('UTR_REQUIRED')
  if (!input.receiptId) throw badRequest('RECEIPT_REQUIRED')
  // Somebody else's upload id must not become proof of this payment, nor leak its existence.
  const receipt = await repo.findOwnMedia(app.db, input.receiptId, userId)
  if (!receipt) throw badRequest('RECEIPT_NOT_FOUND')
  if (receipt.isReceipt) throw conflict('RECEIPT_IN_USE')
  if (input.paymentMethod === 'BANK') {
    if (!input.bankName || !(await repo.isListedBank(app.db, companyId, input.bankName))) {
      throw badRequest('BANK_NOT_LISTED')
    }
  }
}

/**
 * Records a PENDING purchase. The purchase id is the member's idempotency key: the same request
 * again answers the first purchase; the same key with other content is refused.
 */
export async function submitPurchase(app: FastifyInstance, companyId: string, userId: string, submitted: PurchaseRequest) {
  // Banks print NEFT / RTGS numbers in capitals: 'sbin…' and 'SBIN…' are one payment, so the
  // unique index and the idempotency hash must see them as one.
  const input = { ...submitted, referenceNumber: submitted.referenceNumber?.toUpperCase() }
  if (!/^\d{1,13}(\.\d{1,2})?$/.test(input.amount) || Number(input.amount) <= 0) throw badRequest('AMOUNT_INVALID')
  const hash = requestHash(input)
  const replay = await findReplay(app, userId, input.purchaseId, hash)
  if (replay) return replay

  await checkProof(app, companyId, userId, input)
  let inserted: { id: string } | undefined
  try {
    inserted = await repo.insertPurchase(app.db, {
      companyId,
      userId,
      purchaseRef: input.purchaseId,
      paymentMethod: input.paymentMethod,
      amount: input.amount,
      referenceNumber: input.referenceNumber ?? null,
      receiptId: input.receiptId ?? null,
      bankName: input.paymentMethod === 'BANK' ? (input.bankName ?? null) : null,
      requestHash: hash,
    })
  } catch (err) {
    // A concurrent copy of this request may have won the insert; answer what it stored. Which
    // unique index reports the clash (order id or its own UTR) depends on index order, so any does.
    if (isUniqueViolation(err)) {
      const winner = await findReplay(app, userId, input.purchaseId, hash)
      if (winner) return winner
    }
    if (isUniqueViolation(err, 'purchases_company_reference_number_uq')) {
      throw conflict('UTR_ALREADY_USED')
    }
    // Two purchases racing for one upload (the check above saw it free), or an old upload swept meanwhile.
    if (isUniqueViolation(err, 'purchases_receipt_id_uq')) throw conflict('RECEIPT_IN_USE')
    if (isForeignKeyViolation(err)) throw badRequest('RECEIPT_NOT_FOUND')
    throw err
  }
  if (!inserted) throw await explainRefusal(app, companyId, input.amount)
  return (await repo.findPurchase(app.db, inserted.id))!
}

async function findReplay(app: FastifyInstance, userId: string, purchaseRef: string, hash: string) {
  const existing = await repo.findPurchaseByRef(app.db, userId, purchaseRef)
  if (!existing) return undefined
  if (existing.requestHash !== hash) throw conflict('PURCHASE_ID_REUSED')
  return existing
}

/** Says why the guarded insert took no row, in the member's terms. */
async function explainRefusal(app: FastifyInstance, companyId: string, amount: string) {
  const sale = await repo.findCompanySale(app.db, companyId)
  if (!sale) return notFound('COMPANY_NOT_FOUND')
  const quantity = toPaise(amount) / toPaise(sale.price)
  if (quantity < 1n) return badRequest('AMOUNT_TOO_SMALL', { price: sale.price })
  return conflict('SUPPLY_TOO_LOW', { remaining: sale.remainingPrivateSupply })
}

import type { RouteHandlers } from '@/client/fastify.gen'
import { companyPrincipalOf } from '../../plugins/auth'
import { approvePurchase, listLedger, rejectPurchase, toAdminTransaction } from '../../lib/purchase-ledger'

const listAdminTransactions: RouteHandlers['listAdminTransactions'] = async (request, reply) => {
  const { companyId } = companyPrincipalOf(request)
  const { page = 1, limit = 10, search, status } = request.query ?? {}
  const { rows, total } = await listLedger(request.server.db, { companyId, page, limit, search, status })
  const records = rows.map((row) => toAdminTransaction(request.server.jwtSecret, row))
  return reply.code(200).send({ status: true, message: 'Transactions fetched successfully', data: { records, total } })
}

const approveTransaction: RouteHandlers['approveTransaction'] = async (request, reply) => {
  const { companyId, userId } = companyPrincipalOf(request)
  const row = await approvePurchase(request.server.db, companyId, request.body.id, userId)
  return reply.code(200).send({ status: true, message: 'Purchase approved successfully', data: toAdminTransaction(request.server.jwtSecret, row) })
}

const rejectTransaction: RouteHandlers['rejectTransaction'] = async (request, reply) => {
  const { companyId, userId } = companyPrincipalOf(request)
  const row = await rejectPurchase(request.server.db, companyId, request.body.id, userId)
  return reply.code(200).send({ status: true, message: 'Purchase rejected successfully', data: toAdminTransaction(request.server.jwtSecret, row) })
}

export const adminTransactionHandlers = { listAdminTransactions, approveTransaction, rejectTransaction }

import type { RouteHandlers } from '@/client/fastify.gen'
import { companyPrincipalOf } from '../../plugins/auth'
import { notFound } from '../../lib/errors'
import { approvePurchase, findLedgerRow, listLedger, rejectPurchase, toAdminTransaction } from '../../lib/purchase-ledger'

const listAdminTransactions: RouteHandlers['listAdminTransactions'] = async (request, reply) => {
  const { companyId } = companyPrincipalOf(request)
  const { page = 1, limit = 10, search, status } = request.query ?? {}
  const { rows, total } = await listLedger(request.server.db, { companyId, page, limit, search, status })
  const records = rows.map((row) => toAdminTransaction(request.server.jwtSecret, row))
  return reply.code(200).send({ status: true, message: 'Transactions fetched successfully', data: { records, total } })
}

async function decided(request: Parameters<RouteHandlers['approveTransaction']>[0], companyId: string) {
  const row = await findLedgerRow(request.server.db, companyId, request.body.id)
  if (!row) throw notFound('Purchase not found.')
  return toAdminTransaction(request.server.jwtSecret, row)
}

const approveTransaction: RouteHandlers['approveTransaction'] = async (request, reply) => {
  const { companyId, userId } = companyPrincipalOf(request)
  await approvePurchase(request.server.db, companyId, request.body.id, userId)
  return reply.code(200).send({ status: true, message: 'Purchase approved successfully', data: await decided(request, companyId) })
}

const rejectTransaction: RouteHandlers['rejectTransaction'] = async (request, reply) => {
  const { companyId, userId } = companyPrincipalOf(request)
  await rejectPurchase(request.server.db, companyId, request.body.id, userId)
  return reply.code(200).send({ status: true, message: 'Purchase rejected successfully', data: await decided(request, companyId) })
}

export const adminTransactionHandlers = { listAdminTransactions, approveTransaction, rejectTransaction }

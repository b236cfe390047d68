import type { RouteHandlers } from '@/client/fastify.gen'
import { companyPrincipalOf } from '../../plugins/auth'
import { notFound } from '../../lib/errors'
import { submitPurchase, toUserTransaction } from './purchases'
import * as repo from './repository'

async function saleOf(request: Parameters<RouteHandlers['getPrice']>[0]) {
  const sale = await repo.findCompanySale(request.server.db, companyPrincipalOf(request).companyId)
  if (!sale) throw notFound('Company not found.')
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

/** Only the member's own company's receiving details, ever. */
const getPaymentDetails: RouteHandlers['getPaymentDetails'] = async (request, reply) => {
  const accounts = await repo.listBeneficiaries(request.server.db, companyPrincipalOf(request).companyId)
  const withUpi = accounts.find((a) => a.upi)
  const data = {
    bankAccounts: accounts.map(({ id, holderName, bankName, branch, accountNumber, ifscCode }) => ({ id, holderName, bankName, branch, accountNumber, ifscCode })),
    upi: withUpi ? { id: withUpi.upi, payeeName: withUpi.upiPayeeName ?? withUpi.holderName } : null,
  }
  return reply.code(200).send({ status: true, message: 'Payment details fetched successfully', data })
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

export const packageHandlers = { getPrice, getSettings, getPaymentDetails, purchasePackage, listUserTransactions }

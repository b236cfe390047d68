import type { RouteHandlers } from '@/client/fastify.gen'
import type { FastifyRequest } from 'fastify'
import { companyPrincipalOf, superadminActor } from '../../plugins/auth'
import { notFound } from '../../lib/errors'
import { companyExists, findPrimaryBeneficiary, listBeneficiaries, savePrimaryBeneficiary, toBeneficiary } from './repository'

/** A company's receiving details: kept by its admin, or by the super admin for any company; shown to its members to pay. */

const getBeneficiary: RouteHandlers['getBeneficiary'] = async (request, reply) => {
  const row = await findPrimaryBeneficiary(request.server.db, companyPrincipalOf(request).companyId)
  return reply.code(200).send({ status: true, message: 'Beneficiary fetched successfully', data: row ? toBeneficiary(row) : null })
}

const updateBeneficiary: RouteHandlers['updateBeneficiary'] = async (request, reply) => {
  const { companyId, userId } = companyPrincipalOf(request)
  const row = await savePrimaryBeneficiary(request.server.db, companyId, request.body, { actor: { kind: 'ADMIN', userId }, ip: request.ip })
  return reply.code(200).send({ status: true, message: 'Beneficiary updated successfully', data: toBeneficiary(row) })
}

async function requireCompany(request: FastifyRequest, companyId: string) {
  if (!(await companyExists(request.server.db, companyId))) throw notFound('COMPANY_NOT_FOUND')
}

const getCompanyBeneficiary: RouteHandlers['getCompanyBeneficiary'] = async (request, reply) => {
  await requireCompany(request, request.query.companyId)
  const row = await findPrimaryBeneficiary(request.server.db, request.query.companyId)
  return reply.code(200).send({ status: true, message: 'Beneficiary fetched successfully', data: row ? toBeneficiary(row) : null })
}

const updateCompanyBeneficiary: RouteHandlers['updateCompanyBeneficiary'] = async (request, reply) => {
  const { companyId, ...fields } = request.body
  await requireCompany(request, companyId)
  const row = await savePrimaryBeneficiary(request.server.db, companyId, fields, { actor: superadminActor(request), ip: request.ip })
  return reply.code(200).send({ status: true, message: 'Beneficiary updated successfully', data: toBeneficiary(row) })
}

/** Only the member's own company's receiving details, ever. */
const getPaymentDetails: RouteHandlers['getPaymentDetails'] = async (request, reply) => {
  const accounts = await listBeneficiaries(request.server.db, companyPrincipalOf(request).companyId)
  const withUpi = accounts.find((a) => a.upi)
  const data = {
    bankAccounts: accounts.map(({ id, holderName, bankName, branch, accountNumber, ifscCode }) => ({ id, holderName, bankName, branch, accountNumber, ifscCode })),
    upi: withUpi ? { id: withUpi.upi, payeeName: withUpi.upiPayeeName ?? withUpi.holderName } : null,
  }
  return reply.code(200).send({ status: true, message: 'Payment details fetched successfully', data })
}

export const beneficiaryHandlers = { getBeneficiary, updateBeneficiary, getCompanyBeneficiary, updateCompanyBeneficiary, getPaymentDetails }

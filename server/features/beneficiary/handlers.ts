import type { RouteHandlers } from '@/client/fastify.gen'
import { companyPrincipalOf } from '../../plugins/auth'
import { findPrimaryBeneficiary, savePrimaryBeneficiary, toBeneficiary } from '../../lib/beneficiaries'

const getBeneficiary: RouteHandlers['getBeneficiary'] = async (request, reply) => {
  const row = await findPrimaryBeneficiary(request.server.db, companyPrincipalOf(request).companyId)
  return reply.code(200).send({ status: true, message: 'Beneficiary fetched successfully', data: row ? toBeneficiary(row) : null })
}

const updateBeneficiary: RouteHandlers['updateBeneficiary'] = async (request, reply) => {
  const row = await savePrimaryBeneficiary(request.server.db, companyPrincipalOf(request).companyId, request.body)
  return reply.code(200).send({ status: true, message: 'Beneficiary updated successfully', data: toBeneficiary(row) })
}

export const beneficiaryHandlers = { getBeneficiary, updateBeneficiary }

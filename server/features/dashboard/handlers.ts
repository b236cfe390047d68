import type { RouteHandlers } from '@/client/fastify.gen'
import { companyPrincipalOf } from '../../plugins/auth'
import { collectionFigures, memberFigures, membersByApproval, membersByStatus, pendingFigures, platformFigures, supplyFigures } from './repository'

const getAdminDashboard: RouteHandlers['getAdminDashboard'] = async (request, reply) => {
  const { companyId } = companyPrincipalOf(request)
  const { db } = request.server
  const [company, members] = await Promise.all([supplyFigures(db, companyId), membersByStatus(db, companyId)])
  const data = {
    userActive: members.ACTIVE,
    userInactive: members.INACTIVE,
    userBlock: members.BLOCKED,
    totalSupply: company.totalSupply,
    privateSupply: company.privateSupply,
    remainingPrivateSupply: company.remainingPrivateSupply,
    publicCellSupply: company.publicCellSupply,
    angelInvestorSupply: company.angelInvestorSupply,
    founderTeamSupply: company.founderTeamSupply,
    airdropSupply: company.airdropSupply,
    privateSupplyData: { total: company.privateSupply, remaining: company.remainingPrivateSupply, stockBalance: company.allocated },
  }
  return reply.code(200).send({ status: true, message: 'Dashboard fetched successfully', data })
}

const getMemberStats: RouteHandlers['getMemberStats'] = async (request, reply) => {
  const members = await membersByApproval(request.server.db, companyPrincipalOf(request).companyId)
  const stats = { totalMembers: members.approved + members.pending, verificationCompleted: members.approved, verificationPending: members.pending }
  return reply.code(200).send({ status: true, message: 'Member statistics fetched successfully', data: stats })
}

const getCollectionStats: RouteHandlers['getCollectionStats'] = async (request, reply) => {
  const data = await collectionFigures(request.server.db, companyPrincipalOf(request).companyId)
  return reply.code(200).send({ status: true, message: 'Collections fetched successfully', data })
}

const getPendingPurchaseStats: RouteHandlers['getPendingPurchaseStats'] = async (request, reply) => {
  const data = await pendingFigures(request.server.db, companyPrincipalOf(request).companyId)
  return reply.code(200).send({ status: true, message: 'Pending purchases fetched successfully', data })
}

const getPlatformDashboard: RouteHandlers['getPlatformDashboard'] = async (request, reply) => {
  const data = await platformFigures(request.server.db)
  return reply.code(200).send({ status: true, message: 'Platform figures fetched successfully', data })
}

const getMemberDashboard: RouteHandlers['getMemberDashboard'] = async (request, reply) => {
  const { companyId, userId } = companyPrincipalOf(request)
  const data = await memberFigures(request.server.db, companyId, userId)
  return reply.code(200).send({ status: true, message: 'Dashboard fetched successfully', data })
}

export const dashboardHandlers = { getAdminDashboard, getMemberStats, getCollectionStats, getPendingPurchaseStats, getPlatformDashboard, getMemberDashboard }

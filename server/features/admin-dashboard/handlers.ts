import { and, count, eq, isNull, sql } from 'drizzle-orm'
import type { RouteHandlers } from '@/client/fastify.gen'
import { companies, users } from '../../db/schema'
import { companyPrincipalOf } from '../../plugins/auth'
import { notFound } from '../../lib/errors'

/**
 * Every figure comes from the company row (running totals kept by approval) or from an indexed
 * count of live members: nothing here scans purchases, however many there are.
 */
const share = (percent: string) => sql<string>`round(${companies.totalSupply} * ${percent}::numeric / 100, 2)::text`

async function companyFigures(request: Parameters<RouteHandlers['getAdminDashboard']>[0]) {
  const { companyId } = companyPrincipalOf(request)
  const [company] = await request.server.db
    .select({
      totalSupply: companies.totalSupply,
      privateSupply: companies.privateSupply,
      remainingPrivateSupply: companies.remainingPrivateSupply,
      tokensSold: companies.tokensSold,
      publicCellSupply: share('50'),
      angelInvestorSupply: share('10'),
      founderTeamSupply: share('7.5'),
      airdropSupply: share('2.5'),
      bank: companies.collectedBank,
      upi: companies.collectedUpi,
      manual: companies.collectedManual,
      crypto: companies.collectedCrypto,
      total: sql<string>`(${companies.collectedBank} + ${companies.collectedUpi} + ${companies.collectedManual} + ${companies.collectedCrypto})::text`,
    })
    .from(companies)
    .where(eq(companies.id, companyId))
  if (!company) throw notFound('Company not found.')
  return { companyId, company }
}

function liveMembers(companyId: string) {
  return and(eq(users.companyId, companyId), eq(users.role, 'USER'), isNull(users.deletedAt))
}

const getAdminDashboard: RouteHandlers['getAdminDashboard'] = async (request, reply) => {
  const { companyId, company } = await companyFigures(request)
  const [counts] = await request.server.db
    .select({
      userActive: sql<number>`count(*) filter (where ${users.status} = 'ACTIVE')::int`,
      userInactive: sql<number>`count(*) filter (where ${users.status} = 'INACTIVE')::int`,
      userBlock: sql<number>`count(*) filter (where ${users.status} = 'BLOCKED')::int`,
    })
    .from(users)
    .where(liveMembers(companyId))
  const data = {
    ...counts,
    totalSupply: company.totalSupply,
    privateSupply: company.privateSupply,
    remainingPrivateSupply: company.remainingPrivateSupply,
    publicCellSupply: company.publicCellSupply,
    angelInvestorSupply: company.angelInvestorSupply,
    founderTeamSupply: company.founderTeamSupply,
    airdropSupply: company.airdropSupply,
    privateSupplyData: { total: company.privateSupply, remaining: company.remainingPrivateSupply, stockBalance: company.tokensSold },
  }
  return reply.code(200).send({ status: true, message: 'Dashboard fetched successfully', data })
}

const getMemberStats: RouteHandlers['getMemberStats'] = async (request, reply) => {
  const { companyId } = companyPrincipalOf(request)
  const [stats] = await request.server.db
    .select({
      totalMembers: count(),
      verificationCompleted: sql<number>`count(*) filter (where ${users.isApproved})::int`,
      verificationPending: sql<number>`count(*) filter (where not ${users.isApproved})::int`,
    })
    .from(users)
    .where(liveMembers(companyId))
  return reply.code(200).send({ status: true, message: 'Member statistics fetched successfully', data: stats })
}

const getCollectionStats: RouteHandlers['getCollectionStats'] = async (request, reply) => {
  const { company } = await companyFigures(request)
  const { total, bank, upi, manual, crypto } = company
  return reply.code(200).send({ status: true, message: 'Collections fetched successfully', data: { total, bank, upi, manual, crypto } })
}

export const adminDashboardHandlers = { getAdminDashboard, getMemberStats, getCollectionStats }

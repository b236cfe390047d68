import { eq, sql } from 'drizzle-orm'
import type { RouteHandlers } from '@/client/fastify.gen'
import type { Executor } from '../../db/index'
import { preparedPerDatabase } from '../../db/prepared'
import { companies } from '../../db/schema'
import { memberFigures } from '../../lib/live-counts'
import { companyPrincipalOf } from '../../plugins/auth'
import { notFound } from '../../lib/errors'

/**
 * Every figure comes from the company row (running totals kept by approval) or from the live member
 * counters: nothing here scans purchases or members, however many there are.
 */
const share = (percent: string) => sql<string>`round(${companies.totalSupply} * ${percent}::numeric / 100, 2)::text`

const companyFiguresQuery = preparedPerDatabase((db) =>
  db
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
    .where(eq(companies.id, sql.placeholder('companyId')))
    .prepare('company_figures'),
)

async function companyFigures(db: Executor, companyId: string) {
  const [company] = await companyFiguresQuery(db).execute({ companyId })
  if (!company) throw notFound('Company not found.')
  return company
}

const getAdminDashboard: RouteHandlers['getAdminDashboard'] = async (request, reply) => {
  const { companyId } = companyPrincipalOf(request)
  const [company, members] = await Promise.all([companyFigures(request.server.db, companyId), memberFigures(request.server.db, companyId)])
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
    privateSupplyData: { total: company.privateSupply, remaining: company.remainingPrivateSupply, stockBalance: company.tokensSold },
  }
  return reply.code(200).send({ status: true, message: 'Dashboard fetched successfully', data })
}

const getMemberStats: RouteHandlers['getMemberStats'] = async (request, reply) => {
  const { companyId } = companyPrincipalOf(request)
  const members = await memberFigures(request.server.db, companyId)
  const stats = { totalMembers: members.total, verificationCompleted: members.approved, verificationPending: members.pending }
  return reply.code(200).send({ status: true, message: 'Member statistics fetched successfully', data: stats })
}

const getCollectionStats: RouteHandlers['getCollectionStats'] = async (request, reply) => {
  const { total, bank, upi, manual, crypto } = await companyFigures(request.server.db, companyPrincipalOf(request).companyId)
  return reply.code(200).send({ status: true, message: 'Collections fetched successfully', data: { total, bank, upi, manual, crypto } })
}

export const adminDashboardHandlers = { getAdminDashboard, getMemberStats, getCollectionStats }

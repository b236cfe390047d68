import { eq, sql } from 'drizzle-orm'
import type { RouteHandlers } from '@/client/fastify.gen'
import { preparedPerDatabase } from '../../db/prepared'
import { companies } from '../../db/schema'
import { membersByApproval, membersByStatus } from '../../lib/live-counts'
import { companyPrincipalOf } from '../../plugins/auth'
import { notFound } from '../../lib/errors'

/**
 * Every figure comes from the company row (running totals its triggers keep) or from the live member
 * counters: nothing here scans purchases or members, however many there are. The dashboard's three
 * calls each read only the figures they answer, so none is computed twice across them.
 */
const share = (percent: string) => sql<string>`round(${companies.totalSupply} * ${percent}::numeric / 100, 2)::text`

const supplyQuery = preparedPerDatabase((db) =>
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
    })
    .from(companies)
    .where(eq(companies.id, sql.placeholder('companyId')))
    .prepare('dashboard_supply'),
)

const collectionQuery = preparedPerDatabase((db) =>
  db
    .select({
      bank: companies.collectedBank,
      upi: companies.collectedUpi,
      manual: companies.collectedManual,
      crypto: companies.collectedCrypto,
      total: sql<string>`(${companies.collectedBank} + ${companies.collectedUpi} + ${companies.collectedManual} + ${companies.collectedCrypto})::text`,
    })
    .from(companies)
    .where(eq(companies.id, sql.placeholder('companyId')))
    .prepare('dashboard_collections'),
)

/** The company's row of a figures query; a company deleted under a live session is a 404. */
async function companyRow<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows
  if (!row) throw notFound('Company not found.')
  return row
}

const getAdminDashboard: RouteHandlers['getAdminDashboard'] = async (request, reply) => {
  const { companyId } = companyPrincipalOf(request)
  const { db } = request.server
  const [company, members] = await Promise.all([companyRow(supplyQuery(db).execute({ companyId })), membersByStatus(db, companyId)])
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
  const members = await membersByApproval(request.server.db, companyPrincipalOf(request).companyId)
  const stats = { totalMembers: members.approved + members.pending, verificationCompleted: members.approved, verificationPending: members.pending }
  return reply.code(200).send({ status: true, message: 'Member statistics fetched successfully', data: stats })
}

const getCollectionStats: RouteHandlers['getCollectionStats'] = async (request, reply) => {
  const data = await companyRow(collectionQuery(request.server.db).execute({ companyId: companyPrincipalOf(request).companyId }))
  return reply.code(200).send({ status: true, message: 'Collections fetched successfully', data })
}

export const adminDashboardHandlers = { getAdminDashboard, getMemberStats, getCollectionStats }

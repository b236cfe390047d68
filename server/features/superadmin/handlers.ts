import type { RouteHandlers } from '@/client/fastify.gen'
import { logout } from '../../plugins/auth'
import { notFound } from '../../lib/errors'
import { listLedger, toAdminTransaction } from '../../lib/purchase-ledger'
import { findPrimaryBeneficiary, savePrimaryBeneficiary, toBeneficiary } from '../../lib/beneficiaries'
import { addCompany as createCompany, addCompanyAdmin as createCompanyAdmin, toCompany } from './companies'
import { sendSuperadminCode, verifySuperadminCode } from './sign-in'
import * as repo from './repository'

const superadminLoginOtp: RouteHandlers['superadminLoginOtp'] = async (request, reply) => {
  await sendSuperadminCode(request.server, request.query.email, request.ip)
  return reply.code(200).send({ status: true, message: 'If this email belongs to a super admin, a code has been sent.', data: null })
}

const superadminLoginVerify: RouteHandlers['superadminLoginVerify'] = async (request, reply) => {
  const token = await verifySuperadminCode(request.server, request.body.email, request.body.otp)
  return reply.code(200).send({ status: true, message: 'Login successful', data: { token } })
}

const listCompanies: RouteHandlers['listCompanies'] = async (request, reply) => {
  const { page = 1, limit = 10, search } = request.query ?? {}
  const { rows, total } = await repo.listCompanies(request.server.db, { page, limit, search })
  return reply.code(200).send({ status: true, message: 'Companies fetched successfully', data: { records: rows.map(toCompany), total } })
}

const addCompany: RouteHandlers['addCompany'] = async (request, reply) => {
  const company = await createCompany(request.server, request.body)
  return reply.code(200).send({ status: true, message: 'Company added successfully', data: toCompany(company) })
}

const addCompanyAdmin: RouteHandlers['addCompanyAdmin'] = async (request, reply) => {
  const admin = await createCompanyAdmin(request.server, request.body)
  return reply.code(200).send({ status: true, message: 'Admin added successfully', data: { ...admin, createdAt: admin.createdAt.toISOString() } })
}

/** Read-only and platform-wide: every company's purchases, each with its company. */
const listPlatformTransactions: RouteHandlers['listPlatformTransactions'] = async (request, reply) => {
  const { page = 1, limit = 10, search, status, companyId } = request.query ?? {}
  const { rows, total } = await listLedger(request.server.db, { companyId, page, limit, search, status })
  const records = rows.map((row) => ({ ...toAdminTransaction(request.server.jwtSecret, row), company: row.company }))
  return reply.code(200).send({ status: true, message: 'Transactions fetched successfully', data: { records, total } })
}

async function requireCompany(request: { server: Parameters<typeof createCompany>[0] }, companyId: string) {
  if (!(await repo.findCompany(request.server.db, companyId))) throw notFound('Company not found.')
}

const getCompanyBeneficiary: RouteHandlers['getCompanyBeneficiary'] = async (request, reply) => {
  await requireCompany(request, request.query.companyId)
  const row = await findPrimaryBeneficiary(request.server.db, request.query.companyId)
  return reply.code(200).send({ status: true, message: 'Beneficiary fetched successfully', data: row ? toBeneficiary(row) : null })
}

const updateCompanyBeneficiary: RouteHandlers['updateCompanyBeneficiary'] = async (request, reply) => {
  const { companyId, ...fields } = request.body
  await requireCompany(request, companyId)
  const row = await savePrimaryBeneficiary(request.server.db, companyId, fields)
  return reply.code(200).send({ status: true, message: 'Beneficiary updated successfully', data: toBeneficiary(row) })
}

export const superadminHandlers = {
  superadminLoginOtp,
  superadminLoginVerify,
  superadminLogout: logout,
  listCompanies,
  addCompanyAdmin,
  addCompany,
  listPlatformTransactions,
  getCompanyBeneficiary,
  updateCompanyBeneficiary,
}

import type { RouteHandlers } from '@/client/fastify.gen'
import { addCompany as createCompany, addCompanyAdmin as createCompanyAdmin, toCompany } from './companies'
import * as repo from './repository'

const listCompanies: RouteHandlers['listCompanies'] = async (request, reply) => {
  const { page = 1, limit = 10, search } = request.query ?? {}
  const { rows, total, totalCapped } = await repo.listCompanies(request.server.db, { page, limit, search })
  return reply.code(200).send({ status: true, message: 'Companies fetched successfully', data: { records: rows.map(toCompany), total, totalCapped } })
}

const addCompany: RouteHandlers['addCompany'] = async (request, reply) => {
  const company = await createCompany(request.server, request.body)
  return reply.code(200).send({ status: true, message: 'Company added successfully', data: toCompany(company) })
}

const addCompanyAdmin: RouteHandlers['addCompanyAdmin'] = async (request, reply) => {
  const admin = await createCompanyAdmin(request.server, request.body)
  return reply.code(200).send({ status: true, message: 'Admin added successfully', data: { ...admin, createdAt: admin.createdAt.toISOString() } })
}

export const companyHandlers = { listCompanies, addCompany, addCompanyAdmin }

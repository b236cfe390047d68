import type { RouteHandlers } from '@/client/fastify.gen'
import {
  addCompany as createCompany,
  addCompanyAdmin as createCompanyAdmin,
  resumeCompany as resumeSale,
  suspendCompany as suspendSale,
  toCompany,
  updateCompany as editCompany,
} from './companies'
import * as repo from './repository'
import { resetAdminTwoFactor as resetSecondFactor, setTwoFactorPolicy } from './two-factor-policy'
import { companyPrincipalOf, superadminActor } from '../../plugins/auth'

const listCompanies: RouteHandlers['listCompanies'] = async (request, reply) => {
  const { page = 1, limit = 10, search } = request.query ?? {}
  const { rows, total, totalCapped } = await repo.listCompanies(request.server.db, { page, limit, search })
  return reply.code(200).send({ status: true, message: 'Companies fetched successfully', data: { records: rows.map(toCompany), total, totalCapped } })
}

const addCompany: RouteHandlers['addCompany'] = async (request, reply) => {
  const company = await createCompany(request.server, request.body, { actor: superadminActor(request), ip: request.ip })
  return reply.code(200).send({ status: true, message: 'Company added successfully', data: toCompany(company) })
}

const updateCompany: RouteHandlers['updateCompany'] = async (request, reply) => {
  const company = await editCompany(request.server, request.body, { actor: superadminActor(request), ip: request.ip })
  return reply.code(200).send({ status: true, message: 'Company updated successfully', data: toCompany(company) })
}

const suspendCompany: RouteHandlers['suspendCompany'] = async (request, reply) => {
  const company = await suspendSale(request.server, request.body, { actor: superadminActor(request), ip: request.ip })
  return reply.code(200).send({ status: true, message: 'Company suspended', data: toCompany(company) })
}

const resumeCompany: RouteHandlers['resumeCompany'] = async (request, reply) => {
  const company = await resumeSale(request.server, request.body.companyId, { actor: superadminActor(request), ip: request.ip })
  return reply.code(200).send({ status: true, message: 'Company resumed', data: toCompany(company) })
}

const addCompanyAdmin: RouteHandlers['addCompanyAdmin'] = async (request, reply) => {
  const admin = await createCompanyAdmin(request.server, request.body, { actor: superadminActor(request), ip: request.ip })
  return reply.code(200).send({ status: true, message: 'Admin added successfully', data: { ...admin, createdAt: admin.createdAt.toISOString() } })
}

const adminTwoFactorPolicy: RouteHandlers['adminTwoFactorPolicy'] = async (request, reply) => {
  const data = await setTwoFactorPolicy(request.server, companyPrincipalOf(request), request.body.required, request.ip)
  const message = data.required ? 'Two-factor sign-in is now required for all admins.' : 'Two-factor sign-in is no longer required.'
  return reply.code(200).send({ status: true, message, data })
}

const resetAdminTwoFactor: RouteHandlers['resetAdminTwoFactor'] = async (request, reply) => {
  await resetSecondFactor(request.server, superadminActor(request).superadminId, request.body, request.ip)
  return reply.code(200).send({ status: true, message: "The admin's two-factor sign-in was reset.", data: null })
}

export const companyHandlers = { listCompanies, addCompany, updateCompany, suspendCompany, resumeCompany, addCompanyAdmin, adminTwoFactorPolicy, resetAdminTwoFactor }

import type { FastifyRequest } from 'fastify'
import type { RouteHandlers } from '@/client/fastify.gen'
import { principalOf, signInOrigin } from '../../plugins/auth'
import { forbidden } from '../../lib/errors'
import { disableTwoFactor, enableTwoFactor, regenerateRecoveryCodes, startEnrolment, twoFactorStatus, type Account } from './two-factor'
import { enrolAdmin, logInSuperadminWithAuthenticator, startAdminEnrolment, verifyAdminCode } from './two-factor-sign-in'

/** The signed-in caller's own authenticator: an admin's or the super admin's, as the token says. */
function accountOf(request: FastifyRequest): Account {
  const principal = principalOf(request)
  if (principal.role === 'ADMIN' && principal.userId) return { role: 'ADMIN', userId: principal.userId }
  if (principal.role === 'SUPERADMIN' && principal.superadminId) return { role: 'SUPERADMIN', superadminId: principal.superadminId }
  throw forbidden('NO_ACCESS')
}

const companyLoginTwoFactor: RouteHandlers['companyLoginTwoFactor'] = async (request, reply) => {
  const token = await verifyAdminCode(request.server, request.body, signInOrigin(request))
  return reply.code(200).send({ status: true, message: 'Login successful', data: { token } })
}

const companyLoginTwoFactorSetup: RouteHandlers['companyLoginTwoFactorSetup'] = async (request, reply) => {
  const setup = await startAdminEnrolment(request.server, request.body.challenge)
  return reply.code(200).send({ status: true, message: 'Scan the QR code with your authenticator app.', data: setup })
}

const companyLoginTwoFactorEnable: RouteHandlers['companyLoginTwoFactorEnable'] = async (request, reply) => {
  const data = await enrolAdmin(request.server, request.body, signInOrigin(request))
  return reply.code(200).send({ status: true, message: 'Two-factor sign-in is on. Save your recovery codes.', data })
}

const twoFactorStatusOf: RouteHandlers['adminTwoFactorStatus'] & RouteHandlers['superadminTwoFactorStatus'] = async (request, reply) => {
  const data = await twoFactorStatus(request.server, accountOf(request))
  return reply.code(200).send({ status: true, message: 'Two-factor sign-in fetched successfully', data })
}

const setUp: RouteHandlers['adminTwoFactorSetup'] & RouteHandlers['superadminTwoFactorSetup'] = async (request, reply) => {
  const data = await startEnrolment(request.server, accountOf(request))
  return reply.code(200).send({ status: true, message: 'Scan the QR code with your authenticator app.', data })
}

const enable: RouteHandlers['adminTwoFactorEnable'] & RouteHandlers['superadminTwoFactorEnable'] = async (request, reply) => {
  const recoveryCodes = await enableTwoFactor(request.server, accountOf(request), request.body.code)
  return reply.code(200).send({ status: true, message: 'Two-factor sign-in is on. Save your recovery codes.', data: { recoveryCodes } })
}

const disable: RouteHandlers['adminTwoFactorDisable'] & RouteHandlers['superadminTwoFactorDisable'] = async (request, reply) => {
  await disableTwoFactor(request.server, accountOf(request), request.body.code)
  return reply.code(200).send({ status: true, message: 'Two-factor sign-in is off.', data: null })
}

const newRecoveryCodes: RouteHandlers['adminTwoFactorRecoveryCodes'] & RouteHandlers['superadminTwoFactorRecoveryCodes'] = async (request, reply) => {
  const recoveryCodes = await regenerateRecoveryCodes(request.server, accountOf(request), request.body.code)
  return reply.code(200).send({ status: true, message: 'New recovery codes made. The old ones no longer work.', data: { recoveryCodes } })
}

const superadminLoginAuthenticator: RouteHandlers['superadminLoginAuthenticator'] = async (request, reply) => {
  const token = await logInSuperadminWithAuthenticator(request.server, request.body, signInOrigin(request))
  return reply.code(200).send({ status: true, message: 'Login successful', data: { token } })
}

/** Two-factor sign-in: the admin's code step and enrolment during sign-in, and each console's own authenticator. */
export const twoFactorHandlers = {
  companyLoginTwoFactor,
  companyLoginTwoFactorSetup,
  companyLoginTwoFactorEnable,
  adminTwoFactorStatus: twoFactorStatusOf,
  adminTwoFactorSetup: setUp,
  adminTwoFactorEnable: enable,
  adminTwoFactorDisable: disable,
  adminTwoFactorRecoveryCodes: newRecoveryCodes,
  superadminLoginAuthenticator,
  superadminTwoFactorStatus: twoFactorStatusOf,
  superadminTwoFactorSetup: setUp,
  superadminTwoFactorEnable: enable,
  superadminTwoFactorDisable: disable,
  superadminTwoFactorRecoveryCodes: newRecoveryCodes,
}

import type { RouteHandlers } from '@/client/fastify.gen'
import { HttpError } from '../../lib/errors'

// The contract comes first so the screens can be built against it; the server side follows.
const notYet = async () => {
  throw new HttpError(501, 'Two-factor sign-in is not available yet.')
}

export const twoFactorHandlers: Pick<
  RouteHandlers,
  | 'companyLoginTwoFactor'
  | 'companyLoginTwoFactorSetup'
  | 'companyLoginTwoFactorEnable'
  | 'adminTwoFactorStatus'
  | 'adminTwoFactorSetup'
  | 'adminTwoFactorEnable'
  | 'adminTwoFactorDisable'
  | 'adminTwoFactorRecoveryCodes'
  | 'adminTwoFactorPolicy'
  | 'superadminLoginAuthenticator'
  | 'superadminTwoFactorStatus'
  | 'superadminTwoFactorSetup'
  | 'superadminTwoFactorEnable'
  | 'superadminTwoFactorDisable'
  | 'superadminTwoFactorRecoveryCodes'
  | 'resetAdminTwoFactor'
> = {
  companyLoginTwoFactor: notYet,
  companyLoginTwoFactorSetup: notYet,
  companyLoginTwoFactorEnable: notYet,
  adminTwoFactorStatus: notYet,
  adminTwoFactorSetup: notYet,
  adminTwoFactorEnable: notYet,
  adminTwoFactorDisable: notYet,
  adminTwoFactorRecoveryCodes: notYet,
  adminTwoFactorPolicy: notYet,
  superadminLoginAuthenticator: notYet,
  superadminTwoFactorStatus: notYet,
  superadminTwoFactorSetup: notYet,
  superadminTwoFactorEnable: notYet,
  superadminTwoFactorDisable: notYet,
  superadminTwoFactorRecoveryCodes: notYet,
  resetAdminTwoFactor: notYet,
}

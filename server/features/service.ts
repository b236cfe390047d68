import type { RouteHandlers } from '@/client/fastify.gen'
import { systemHandlers } from './system/handlers'
import { accountHandlers } from './accounts/handlers'
import { memberHandlers } from './members/handlers'
import { companyHandlers } from './companies/handlers'
import { purchaseHandlers } from './purchases/handlers'
import { beneficiaryHandlers } from './beneficiaries/handlers'
import { dashboardHandlers } from './dashboard/handlers'
import { mediaHandlers } from './media/handlers'
import { referralHandlers } from './referrals/handlers'

/**
 * One handler per operationId of openapi.yaml, from the slice of its domain; the type makes a
 * missing one a compile error. Each slice owns its handlers, its repository (all of its SQL) and
 * its rules, and no slice imports another (scripts/check-features.mjs).
 */
export const serviceHandlers: RouteHandlers = {
  ...systemHandlers,
  ...accountHandlers,
  ...memberHandlers,
  ...companyHandlers,
  ...purchaseHandlers,
  ...beneficiaryHandlers,
  ...dashboardHandlers,
  ...mediaHandlers,
  ...referralHandlers,
}

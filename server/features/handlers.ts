import type { RouteHandlers } from '@/client/fastify.gen'
import { systemHandlers } from './system'
import { accountHandlers } from './accounts'
import { memberHandlers } from './members'
import { companyHandlers } from './companies'
import { purchaseHandlers } from './purchases'
import { beneficiaryHandlers } from './beneficiaries'
import { dashboardHandlers } from './dashboard'
import { mediaHandlers } from './media'
import { referralHandlers } from './referrals'
import { notificationHandlers } from './notifications'
import { liveHandlers } from './live'
import { activityHandlers } from './activity'

/**
 * One handler per operationId of openapi.yaml, from the slice of its domain; the type makes a
 * missing one a compile error. Each slice owns its handlers, its repository (all of its SQL) and
 * its rules, and a slice reaches another only through its face, the slice's index.ts (eslint.config.js).
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
  ...notificationHandlers,
  ...liveHandlers,
  ...activityHandlers,
}

import type { RouteHandlers } from '@/client/fastify.gen'
import { systemHandlers } from './system/handlers'
import { memberAuthHandlers } from './member-auth/handlers'
import { mediaHandlers } from './media/handlers'
import { packageHandlers } from './packages/handlers'
import { companyAuthHandlers } from './company-auth/handlers'
import { adminDashboardHandlers } from './admin-dashboard/handlers'
import { adminUserHandlers } from './admin-users/handlers'
import { adminTransactionHandlers } from './admin-transactions/handlers'
import { beneficiaryHandlers } from './beneficiary/handlers'
import { superadminHandlers } from './superadmin/handlers'

/** One handler per operationId of openapi.yaml; the type makes a missing one a compile error. */
export const serviceHandlers: RouteHandlers = {
  ...systemHandlers,
  ...memberAuthHandlers,
  ...mediaHandlers,
  ...packageHandlers,
  ...companyAuthHandlers,
  ...adminDashboardHandlers,
  ...adminUserHandlers,
  ...adminTransactionHandlers,
  ...beneficiaryHandlers,
  ...superadminHandlers,
}

/**
 * The member's launch-day reads, whose handlers check the session in their own statement
 * (readWithSession in server/plugins/auth.ts) rather than in a lookup of its own before them.
 * Listing an operation here that does not do so fails closed: its principalOf() answers 401.
 */
export const sessionInRead: ReadonlySet<keyof RouteHandlers> = new Set<keyof RouteHandlers>(['getPrice', 'getProfile', 'listUserTransactions'])

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


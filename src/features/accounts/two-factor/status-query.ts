import { adminTwoFactorStatusOptions, superadminTwoFactorStatusOptions } from '@/client/@tanstack/react-query.gen'
import { adminClient } from '@/lib/api-client'

// Apart from the Security pages: their routes' loaders load these first, and a route's loader is in the
// route tree, which every first page loads; the pages themselves (QR code and all) are split off.
export const adminTwoFactorStatusQuery = () => adminTwoFactorStatusOptions({ client: adminClient })
export const superadminTwoFactorStatusQuery = () => superadminTwoFactorStatusOptions({ client: adminClient })

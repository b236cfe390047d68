import { Outlet, useNavigate } from '@tanstack/react-router'
import type { ConsoleRole } from '@/lib/auth-storage'
import { AppLayout, type NavItem } from '@/ui/app-layout'
import { IconBank, IconBuilding, IconClipboardCheck, IconDashboard, IconExchange, IconGift, IconShield, IconUsers } from '@/ui/icons'

const adminNav: NavItem[] = [
  { to: '/admin', label: 'Dashboard', icon: IconDashboard, alsoActiveOn: ['/admin/dashboard'] },
  { to: '/admin/usermanage', label: 'User Manage', icon: IconUsers },
  { to: '/admin/purchaserequest', label: 'Purchase Request', icon: IconClipboardCheck },
  { to: '/admin/beneficiary', label: 'Beneficiary Manage', icon: IconBank },
  { to: '/admin/referral', label: 'Referral Programme', icon: IconGift },
  { to: '/admin/security', label: 'Security', icon: IconShield },
]

const superadminNav: NavItem[] = [
  { to: '/superadmin', label: 'Dashboard', icon: IconDashboard, alsoActiveOn: ['/superadmin/dashboard'] },
  { to: '/superadmin/companymanage', label: 'Company Manage', icon: IconBuilding },
  { to: '/superadmin/transactionmanage', label: 'Transaction Manage', icon: IconExchange },
  { to: '/superadmin/beneficiarymanage', label: 'Beneficiary Manage', icon: IconBank },
  { to: '/superadmin/security', label: 'Security', icon: IconShield },
]

const AREAS = {
  ADMIN: { label: 'Admin', nav: adminNav, logout: '/admin/logout' },
  SUPERADMIN: { label: 'Super Admin', nav: superadminNav, logout: '/superadmin/logout' },
} as const

/** A console's shell around its pages. Logging out is a route of its own, so the menu only navigates there. */
export function ConsoleLayout({ role }: { role: ConsoleRole }) {
  const navigate = useNavigate()
  const { label, nav, logout } = AREAS[role]
  return (
    <AppLayout areaLabel={label} navItems={nav} onLogout={() => void navigate({ to: logout })}>
      <Outlet />
    </AppLayout>
  )
}

import { Outlet, useNavigate } from '@tanstack/react-router'
import type { ConsoleRole } from '@/lib/auth-storage'
import { AppLayout, type NavItem } from '@/ui/app-layout'
import { IconBank, IconBuilding, IconClipboardCheck, IconDashboard, IconExchange, IconGift, IconHistory, IconShield, IconUsers } from '@/ui/icons'
import { useLocale } from '@/lib/locale'
import { useLiveEvents } from '@/lib/live-events'
import { m } from '@/paraglide/messages'

const adminNav: NavItem[] = [
  { to: '/admin', label: m.nav_dashboard, icon: IconDashboard, alsoActiveOn: ['/admin/dashboard'] },
  { to: '/admin/usermanage', label: m.nav_user_manage, icon: IconUsers },
  { to: '/admin/purchaserequest', label: m.nav_purchase_request, icon: IconClipboardCheck },
  { to: '/admin/beneficiary', label: m.nav_beneficiary_manage, icon: IconBank },
  { to: '/admin/referral', label: m.nav_referral_programme, icon: IconGift },
  { to: '/admin/activity', label: m.activity_nav, icon: IconHistory },
  { to: '/admin/security', label: m.nav_security, icon: IconShield },
]

const superadminNav: NavItem[] = [
  { to: '/superadmin', label: m.nav_dashboard, icon: IconDashboard, alsoActiveOn: ['/superadmin/dashboard'] },
  { to: '/superadmin/companymanage', label: m.nav_company_manage, icon: IconBuilding },
  { to: '/superadmin/transactionmanage', label: m.nav_transaction_manage, icon: IconExchange },
  { to: '/superadmin/beneficiarymanage', label: m.nav_beneficiary_manage, icon: IconBank },
  { to: '/superadmin/activity', label: m.activity_nav, icon: IconHistory },
  { to: '/superadmin/security', label: m.nav_security, icon: IconShield },
]

const AREAS = {
  ADMIN: { label: m.layout_area_admin, nav: adminNav, logout: '/admin/logout' },
  SUPERADMIN: { label: m.layout_area_superadmin, nav: superadminNav, logout: '/superadmin/logout' },
} as const

/** A console's shell around its pages. Logging out is a route of its own, so the menu only navigates there. */
export function ConsoleLayout({ role }: { role: ConsoleRole }) {
  useLocale()
  // A company admin's screens follow their company's purchases live; the super admin has no stream.
  useLiveEvents(role === 'ADMIN' ? 'admin' : null)
  const navigate = useNavigate()
  const { label, nav, logout } = AREAS[role]
  return (
    <AppLayout areaLabel={label()} navItems={nav} onLogout={() => void navigate({ to: logout })}>
      <Outlet />
    </AppLayout>
  )
}

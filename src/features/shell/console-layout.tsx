import type { ReactNode } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { AppLayout, type NavItem } from '@/ui/app-layout'
import { IconBank, IconBuilding, IconClipboardCheck, IconDashboard, IconExchange, IconGift, IconUsers } from '@/ui/icons'

const adminNav: NavItem[] = [
  { to: '/admin', label: 'Dashboard', icon: IconDashboard, alsoActiveOn: ['/admin/dashboard'] },
  { to: '/admin/usermanage', label: 'User Manage', icon: IconUsers },
  { to: '/admin/purchaserequest', label: 'Purchase Request', icon: IconClipboardCheck },
  { to: '/admin/beneficiary', label: 'Beneficiary Manage', icon: IconBank },
  { to: '/admin/referral', label: 'Referral Programme', icon: IconGift },
]

const superadminNav: NavItem[] = [
  { to: '/superadmin', label: 'Dashboard', icon: IconDashboard, alsoActiveOn: ['/superadmin/dashboard'] },
  { to: '/superadmin/companymanage', label: 'Company Manage', icon: IconBuilding },
  { to: '/superadmin/transactionmanage', label: 'Transaction Manage', icon: IconExchange },
  { to: '/superadmin/beneficiarymanage', label: 'Beneficiary Manage', icon: IconBank },
]

/** Logging out is a route of its own (`/admin/logout`), so the menu only navigates there. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const navigate = useNavigate()
  return (
    <AppLayout areaLabel="Admin" navItems={adminNav} onLogout={() => void navigate({ to: '/admin/logout' })}>
      {children}
    </AppLayout>
  )
}

export function SuperadminLayout({ children }: { children: ReactNode }) {
  const navigate = useNavigate()
  return (
    <AppLayout areaLabel="Super Admin" navItems={superadminNav} onLogout={() => void navigate({ to: '/superadmin/logout' })}>
      {children}
    </AppLayout>
  )
}

import type { ReactNode } from 'react'
import { useNavigate, useRouteContext } from '@tanstack/react-router'
import { AppLayout, type NavItem } from '@/ui/app-layout'
import { IconCart, IconDashboard, IconGift, IconReceipt, IconUser } from '@/ui/icons'
import { ProfileSummary } from '@/features/layouts/member/profile-summary'

const userNav: NavItem[] = [
  { to: '/user/dashboard', label: 'Dashboard', icon: IconDashboard, alsoActiveOn: ['/user'] },
  { to: '/user/buy-token', label: 'Buy Token', icon: IconCart, alsoActiveOn: ['/user/payment'] },
  { to: '/user/payment-history', label: 'Payment History', icon: IconReceipt },
  { to: '/user/referrals', label: 'Refer & Earn', icon: IconGift },
  { to: '/user/profile', label: 'Profile', icon: IconUser },
]

export function UserLayout({ children }: { children: ReactNode }) {
  const navigate = useNavigate()
  const { auth } = useRouteContext({ from: '__root__' })

  function logout() {
    auth.endMember()
    void navigate({ to: '/', replace: true })
  }

  return (
    <AppLayout navItems={userNav} sidebarTop={<ProfileSummary />} onLogout={logout}>
      {children}
    </AppLayout>
  )
}

import type { ReactNode } from 'react'
import { useNavigate, useRouteContext } from '@tanstack/react-router'
import { AppLayout, type NavItem } from '@/ui/app-layout'
import { IconCart, IconDashboard, IconGift, IconReceipt, IconUser } from '@/ui/icons'
import { ProfileSummary } from '@/features/layouts/member/profile-summary'
import { VerificationNotice } from '@/features/layouts/member/verification-notice'
import { m } from '@/paraglide/messages'
import { useSaveLanguage } from '@/features/accounts'
import { NotificationBell } from '@/features/notifications'
import { ReceiptLink } from '@/features/purchases'
import { useLiveEvents } from '@/lib/live-events'

const userNav: NavItem[] = [
  { to: '/user/dashboard', label: m.nav_dashboard, icon: IconDashboard, alsoActiveOn: ['/user'] },
  { to: '/user/buy-token', label: m.nav_buy_token, icon: IconCart, alsoActiveOn: ['/user/payment'] },
  { to: '/user/payment-history', label: m.nav_payment_history, icon: IconReceipt },
  { to: '/user/referrals', label: m.nav_refer_earn, icon: IconGift },
  { to: '/user/profile', label: m.nav_profile, icon: IconUser },
]

export function UserLayout({ children }: { children: ReactNode }) {
  const navigate = useNavigate()
  const { auth } = useRouteContext({ from: '__root__' })
  const saveLanguage = useSaveLanguage()
  // The member's screens change by themselves when an admin decides on one of their purchases.
  useLiveEvents('member')

  function logout() {
    auth.endMember()
    void navigate({ to: '/', replace: true })
  }

  return (
    <AppLayout
      navItems={userNav}
      sidebarTop={<ProfileSummary />}
      onLogout={logout}
      onLanguageChange={saveLanguage}
      headerActions={<NotificationBell receiptAction={(purchase) => <ReceiptLink purchase={purchase} />} />}
    >
      <VerificationNotice />
      {children}
    </AppLayout>
  )
}

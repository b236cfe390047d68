import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, HeadContent, Outlet, useLocation } from '@tanstack/react-router'
import { defaultHead } from '@/lib/head'
import type { Auth } from '@/lib/session'
import { BrandedNotFoundScreen } from '@/ui/not-found-screen'
import { Toasts } from '@/ui/toasts'

export interface RouterContext {
  queryClient: QueryClient
  /** Who is signed in; the signed-in areas' guards read it. */
  auth: Auth
}

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => defaultHead(),
  component: RootLayout,
  // Outside every layout route, a missing page gets the branded card; inside a console or the member
  // area the router's default (plain, in the shell) applies.
  notFoundComponent: BrandedNotFoundScreen,
})

/** Toasts sit top-right for members and top-centre in the admin consoles. */
function isConsolePath(pathname: string) {
  return /^\/(admin|superadmin)(\/|$)/.test(pathname)
}

function RootLayout() {
  const pathname = useLocation({ select: (location) => location.pathname })
  return (
    <>
      <HeadContent />
      <Toasts position={isConsolePath(pathname) ? 'top-center' : 'top-right'} autoClose={5000} limit={20} />
      <Outlet />
    </>
  )
}

import { useEffect, useRef } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, HeadContent, Outlet, useLocation, useRouter } from '@tanstack/react-router'
import { defaultHead } from '@/lib/head'
import { useLocale } from '@/lib/locale'
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

/**
 * A route's head (the tab's title) is worked out when the route loads; a language change loads the
 * matches again so the title follows. Their data is in the query cache, so nothing is fetched anew.
 */
function useHeadFollowsLanguage() {
  const router = useRouter()
  const locale = useLocale()
  const shown = useRef(locale)
  useEffect(() => {
    if (shown.current === locale) return
    shown.current = locale
    void router.invalidate()
  }, [router, locale])
}

function RootLayout() {
  const pathname = useLocation({ select: (location) => location.pathname })
  useHeadFollowsLanguage()
  return (
    <>
      <HeadContent />
      <Toasts position={isConsolePath(pathname) ? 'top-center' : 'top-right'} />
      <Outlet />
    </>
  )
}

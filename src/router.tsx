import type { ReactNode } from 'react'
import { MantineProvider, mergeThemeOverrides } from '@mantine/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createBrowserHistory, createRouter, type RouterHistory } from '@tanstack/react-router'
import type { UserTransaction } from '@/client/types.gen'
import { routeTree } from '@/route-tree.gen'
import { createAuth } from '@/lib/session'
import { parseSearch, stringifySearch } from '@/lib/search-params'
import { ErrorScreen } from '@/ui/error-screen'
import { NotFoundScreen } from '@/ui/not-found-screen'
import { cssVariablesResolver, theme } from '@/ui/theme'
import { startLocale } from '@/lib/locale'

/**
 * An answer from the server (the `{ status: false, message }` envelope) will not change on a
 * retry; only a thrown Error (network failure, timeout) is worth trying again.
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  return error instanceof Error && failureCount < 2
}

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 20_000, retry: shouldRetry } } })
}

interface AppRouterOptions {
  history?: RouterHistory
  queryClient?: QueryClient
  /**
   * For component tests in jsdom, where every element measures 0 x 0: a menu's or popover's dropdown
   * would be hidden as soon as it is placed, its target taken for scrolled out of view.
   */
  inJsdom?: boolean
}

const jsdomTheme = mergeThemeOverrides(theme, { components: { Popover: { defaultProps: { hideDetached: false } } } })

/** One router and one QueryClient for the app; tests pass a memory history. */
export function createAppRouter({ history = createBrowserHistory(), queryClient = createQueryClient(), inJsdom = false }: AppRouterOptions = {}) {
  startLocale()
  function Providers({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={inJsdom ? jsdomTheme : theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
          {children}
        </MantineProvider>
      </QueryClientProvider>
    )
  }

  const auth = createAuth(queryClient, {
    here: () => router.state.location.href,
    goToLogin: (to, search) => void router.navigate({ to, search, replace: true }),
  })

  const router = createRouter({
    routeTree,
    history,
    context: { queryClient, auth },
    // TanStack Query decides freshness; the router must not keep its own preload cache.
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    parseSearch,
    stringifySearch,
    defaultErrorComponent: ErrorScreen,
    defaultNotFoundComponent: NotFoundScreen,
    Wrap: Providers,
  })

  return router
}

export type AppRouter = ReturnType<typeof createAppRouter>

/** Whether the page at the router's location renders inside a signed-in area's shell (`staticData.shell`). */
export function opensInShell(router: AppRouter): boolean {
  return router.matchRoutes(router.latestLocation).some((match) => match.staticData.shell === true)
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
  interface HistoryState {
    /** Set on the Buy Token entry that a submitted payment leads to, for its confirmation. */
    submittedOrder?: UserTransaction
    /** Set on the login entry a registration leads to: the new account's email, filled in. */
    registeredEmail?: string
  }
  interface StaticDataRouteOption {
    /** The route of a signed-in area, whose pages render inside its shell (src/main.tsx renders their first screen differently). */
    shell?: boolean
  }
}

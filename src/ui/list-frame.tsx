import { createContext, useContext, type ReactNode } from 'react'
import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { CatchBoundary, type ErrorComponentProps } from '@tanstack/react-router'
import { useRouteRetry } from '@/ui/route-retry'

/**
 * A list page drawn before its first page is there: waiting for it (the route's pendingComponent), or
 * after it failed (the route's errorComponent), with a way to read it again.
 */
export type ListFrameState = { kind: 'pending' } | { kind: 'failed'; error: unknown; retry?: () => void }

const ListFrameContext = createContext<ListFrameState | null>(null)

/** Read by `useListPage`: inside a frame its table shows the frame's state instead of reading the list. */
export function useListFrame(): ListFrameState | null {
  return useContext(ListFrameContext)
}

/** Draws `children` (the list's own page) as a frame: the heading, the filters as the URL says, the table in the frame's state. */
export function ListFrame({ state, children }: { state: ListFrameState; children: ReactNode }) {
  return <ListFrameContext value={state}>{children}</ListFrameContext>
}

const PENDING: ListFrameState = { kind: 'pending' }

/**
 * A list route's pendingComponent: its page as it looks while its first page loads (the table's
 * loading row), so the first paint and a later page look the same.
 */
export function ListPending({ children }: { children: ReactNode }) {
  return <ListFrame state={PENDING}>{children}</ListFrame>
}

/**
 * A list route's errorComponent: its page with the table's error row, the toast, and Try again, which
 * clears the failed queries and runs the loaders again.
 */
export function ListLoadError({ error, children }: Pick<ErrorComponentProps, 'error'> & { children: ReactNode }) {
  const retry = useRouteRetry()
  return <ListFrame state={{ kind: 'failed', error, retry }}>{children}</ListFrame>
}

/**
 * A list inside a page that has more than the list (the dashboard's stock table): its failure is said
 * in its own table, with Try again, and the rest of the page stays. A new `resetKey` (another list)
 * reads again by itself.
 */
export function ListErrorBoundary({ resetKey, children }: { resetKey: string; children: ReactNode }) {
  const queryErrorResetBoundary = useQueryErrorResetBoundary()
  return (
    <CatchBoundary
      getResetKey={() => resetKey}
      errorComponent={({ error, reset }) => (
        <ListFrame
          state={{
            kind: 'failed',
            error,
            retry: () => {
              queryErrorResetBoundary.reset()
              reset()
            },
          }}
        >
          {children}
        </ListFrame>
      )}
    >
      {children}
    </CatchBoundary>
  )
}

import { Component, Suspense, useEffect, type ReactNode } from 'react'
import { useQueryErrorResetBoundary } from '@tanstack/react-query'

interface QueryPartProps {
  /** Shown while the part's query loads. */
  pending: ReactNode
  /** Shown in place of the part when its query failed; the rest of the page stays as it is. `retry` mounts the part again, which reads again. */
  failed: (error: unknown, retry: () => void) => ReactNode
  /** What reads the query with useSuspenseQuery. */
  children: ReactNode
}

/**
 * A part of a page that reads a query of its own, whose loading and failure the page shows in that
 * part only (a panel's loading row, a fallback tab), so a failure there never becomes the route's
 * error screen. Key the part by what it reads: a new key reads again.
 */
export function QueryPart({ pending, failed, children }: QueryPartProps) {
  return (
    <PartBoundary failed={failed}>
      <Suspense fallback={pending}>{children}</Suspense>
    </PartBoundary>
  )
}

class PartBoundary extends Component<Omit<QueryPartProps, 'pending'>, { failure?: { error: unknown } }> {
  state: { failure?: { error: unknown } } = {}

  retry = () => this.setState({ failure: undefined })

  static getDerivedStateFromError(error: unknown) {
    return { failure: { error } }
  }

  render() {
    const { failure } = this.state
    if (!failure) return this.props.children
    return (
      <>
        <ResetFailedQueries />
        {this.props.failed(failure.error, this.retry)}
      </>
    )
  }
}

/** A failed useSuspenseQuery stays failed until its boundary is reset; the part's next mount then reads again. */
function ResetFailedQueries() {
  const { reset } = useQueryErrorResetBoundary()
  useEffect(() => reset(), [reset])
  return null
}

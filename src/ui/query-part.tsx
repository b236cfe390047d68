import { Component, Suspense, useEffect, type ReactNode } from 'react'
import { useQueryClient, useQueryErrorResetBoundary } from '@tanstack/react-query'

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
  const queryCache = useQueryClient().getQueryCache()
  const isFailedRead = (error: unknown) => queryCache.getAll().some((query) => query.state.error === error)
  return (
    <PartBoundary failed={failed} isFailedRead={isFailedRead}>
      <Suspense fallback={pending}>{children}</Suspense>
    </PartBoundary>
  )
}

interface PartBoundaryProps extends Omit<QueryPartProps, 'pending'> {
  isFailedRead: (error: unknown) => boolean
}

class PartBoundary extends Component<PartBoundaryProps, { failure?: { error: unknown } }> {
  state: { failure?: { error: unknown } } = {}

  retry = () => this.setState({ failure: undefined })

  /**
   * Errors known to be a failed read. Judged when caught, while the query still holds its error, and
   * remembered: a refetch clears the query's error while the part still shows the failure.
   */
  private reads = new WeakSet<object>()

  private isFailedRead(error: unknown): boolean {
    if (typeof error !== 'object' || error === null) return false
    if (!this.reads.has(error) && this.props.isFailedRead(error)) this.reads.add(error)
    return this.reads.has(error)
  }

  static getDerivedStateFromError(error: unknown) {
    return { failure: { error } }
  }

  render() {
    const { failure } = this.state
    if (!failure) return this.props.children
    // Only a failed read is the part's to show; anything else (a bug) goes on to the route's error component.
    if (!this.isFailedRead(failure.error)) throw failure.error
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

import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router'
import { AdminActivityLogPage } from '@/features/activity/activity-log-page'
import { adminActivityQueryOptions, adminActivitySearchSchema } from '@/features/activity/activity-search'
import { tokenHead } from '@/lib/head'
import { loadList } from '@/lib/load-list'
import { useRouteSearch } from '@/lib/route-search'
import { ListLoadError, ListPending } from '@/ui/list-frame'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/admin/_console/activity')({
  validateSearch: adminActivitySearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) => loadList(context.queryClient, cause, adminActivityQueryOptions(deps)),
  head: () => tokenHead(m.activity_heading()),
  // Both in the page's chunk, as they draw the page.
  codeSplitGroupings: [['component', 'pendingComponent', 'errorComponent']],
  pendingComponent: ActivityPending,
  errorComponent: ActivityError,
  component: ActivityPage,
})

function ActivityPage() {
  return <AdminActivityLogPage {...useRouteSearch(Route)} />
}

function ActivityPending() {
  return (
    <ListPending>
      <ActivityPage />
    </ListPending>
  )
}

function ActivityError({ error }: ErrorComponentProps) {
  return (
    <ListLoadError error={error}>
      <ActivityPage />
    </ListLoadError>
  )
}

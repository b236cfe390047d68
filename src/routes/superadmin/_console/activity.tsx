import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router'
import { PlatformActivityLogPage } from '@/features/activity/activity-log-page'
import { activityCompanyChoicesQueryOptions, platformActivityQueryOptions, platformActivitySearchSchema } from '@/features/activity/activity-search'
import { tokenHead } from '@/lib/head'
import { loadList } from '@/lib/load-list'
import { useRouteSearch } from '@/lib/route-search'
import { ListLoadError, ListPending } from '@/ui/list-frame'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/superadmin/_console/activity')({
  validateSearch: platformActivitySearchSchema,
  loaderDeps: ({ search }) => search,
  // The company filter's choices are not waited for: without them the filter still filters by the
  // company in the URL.
  loader: ({ context: { queryClient }, deps, cause }) => {
    void queryClient.prefetchQuery(activityCompanyChoicesQueryOptions())
    return loadList(queryClient, cause, platformActivityQueryOptions(deps))
  },
  head: () => tokenHead(m.activity_heading()),
  // Both in the page's chunk, as they draw the page.
  codeSplitGroupings: [['component', 'pendingComponent', 'errorComponent']],
  pendingComponent: ActivityPending,
  errorComponent: ActivityError,
  component: ActivityPage,
})

function ActivityPage() {
  return <PlatformActivityLogPage {...useRouteSearch(Route)} />
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

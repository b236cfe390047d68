import { createFileRoute } from '@tanstack/react-router'
import { ManageUsersPage } from '@/features/members/admin/manage-users-page'
import { usersQueryOptions, usersSearchSchema } from '@/features/members/admin/users-search'
import { tokenHead } from '@/lib/head'
import { useRouteSearch } from '@/lib/route-search'

export const Route = createFileRoute('/admin/_console/usermanage')({
  validateSearch: usersSearchSchema,
  loaderDeps: ({ search }) => search,
  // Not awaited: while a new search or page loads, the table keeps its rows behind its loading row
  // (and the search box keeps what is typed); a failure is said in the table.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(usersQueryOptions(deps))
  },
  head: () => tokenHead('Manage User'),
  component: ManageUserPage,
})

function ManageUserPage() {
  return <ManageUsersPage {...useRouteSearch(Route)} />
}

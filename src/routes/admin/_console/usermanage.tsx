import { createFileRoute } from '@tanstack/react-router'
import { ManageUsersPage } from '@/features/members/admin/manage-users-page'
import { usersQueryOptions, usersSearchSchema } from '@/features/members/admin/users-search'
import { tokenHead } from '@/lib/head'
import { useRouteSearch } from '@/lib/route-search'

export const Route = createFileRoute('/admin/_console/usermanage')({
  validateSearch: usersSearchSchema,
  loaderDeps: ({ search }) => search,
  // Warms the list without blocking: the page shows its spinner, and a failure is a toast there.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(usersQueryOptions(deps))
  },
  head: () => tokenHead('Manage User'),
  component: ManageUserPage,
})

function ManageUserPage() {
  return <ManageUsersPage {...useRouteSearch(Route)} />
}

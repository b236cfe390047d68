import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router'
import { ManageUsersPage } from '@/features/members/admin/manage-users-page'
import { usersQueryOptions, usersSearchSchema } from '@/features/members/admin/users-search'
import { tokenHead } from '@/lib/head'
import { m } from '@/paraglide/messages'
import { loadList } from '@/lib/load-list'
import { useRouteSearch } from '@/lib/route-search'
import { ListLoadError, ListPending } from '@/ui/list-frame'

export const Route = createFileRoute('/admin/_console/usermanage')({
  validateSearch: usersSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) => loadList(context.queryClient, cause, usersQueryOptions(deps)),
  head: () => tokenHead(m.admin_users_heading()),
  // Both in the page's chunk, as they draw the page.
  codeSplitGroupings: [['component', 'pendingComponent', 'errorComponent']],
  pendingComponent: ManageUsersPending,
  errorComponent: ManageUsersError,
  component: ManageUserPage,
})

function ManageUserPage() {
  return <ManageUsersPage {...useRouteSearch(Route)} />
}

function ManageUsersPending() {
  return (
    <ListPending>
      <ManageUserPage />
    </ListPending>
  )
}

function ManageUsersError({ error }: ErrorComponentProps) {
  return (
    <ListLoadError error={error}>
      <ManageUserPage />
    </ListLoadError>
  )
}

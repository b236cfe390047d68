import { createFileRoute } from '@tanstack/react-router'
import { ManageUsersPage } from '@/features/members/admin/manage-users-page'
import { usersQueryOptions, usersSearchSchema } from '@/features/members/admin/users-search'
import { useRouteSearch } from '@/lib/route-search'
import { searchPageOptions } from '@/lib/search-page-options'

export const Route = createFileRoute('/admin/_console/usermanage')({
  ...searchPageOptions('Manage User', usersSearchSchema, (queryClient, search) => void queryClient.prefetchQuery(usersQueryOptions(search))),
  component: ManageUserPage,
})

function ManageUserPage() {
  return <ManageUsersPage {...useRouteSearch(Route)} />
}

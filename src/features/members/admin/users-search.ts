import * as v from 'valibot'
import { listUsersOptions } from '@/client/@tanstack/react-query.gen'
import { exportUsers } from '@/client/sdk.gen'
import { adminClient } from '@/lib/api-client'
import { CONSOLE_PAGE_SIZE, listSearchSchema, optionalParam, searchText } from '@/lib/list-search'

/** `/admin/usermanage?search=&status=&page=`. */
export const usersSearchSchema = listSearchSchema({
  search: optionalParam(searchText),
  status: optionalParam(v.picklist(['pending', 'verified', 'all'])),
})

export type UsersSearch = v.InferOutput<typeof usersSearchSchema>

/** 'Select Status' (no status) and 'Waiting For Verification' both list the unverified users. */
export function listsUnverified(search: UsersSearch): boolean {
  return search.status === undefined || search.status === 'pending'
}

/** The list's approval filter: 'All' (our addition, issue 24) sends none, so every user is listed. */
function approvalFilter(search: UsersSearch): boolean | undefined {
  return search.status === 'all' ? undefined : !listsUnverified(search)
}

/** The one query both the route loader and the page read. */
export function usersQueryOptions(search: UsersSearch) {
  return listUsersOptions({
    client: adminClient,
    query: {
      page: search.page ?? 1,
      limit: CONSOLE_PAGE_SIZE,
      search: search.search || undefined,
      isApproved: approvalFilter(search),
    },
  })
}

/** The CSV export of what the list shows: the same search and approval filter, every page. */
export function exportListedUsers(search: UsersSearch) {
  return exportUsers({
    client: adminClient,
    query: { search: search.search || undefined, isApproved: approvalFilter(search) },
    parseAs: 'blob',
    throwOnError: true,
  })
}

import * as v from 'valibot'
import { listUsersOptions } from '@/client/@tanstack/react-query.gen'
import { exportUsers } from '@/client/sdk.gen'
import { adminClient } from '@/lib/api-client'
import { consolePage, CSV_DOWNLOAD, listSearchSchema, optionalParam, searchQuery, searchText } from '@/lib/list-search'

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

/** The list's approval filter: 'All' (our addition) sends none, so every user is listed. */
function approvalFilter(search: UsersSearch): boolean | undefined {
  return search.status === 'all' ? undefined : !listsUnverified(search)
}

/** What the list and its export both filter by: the search, and the approval ('All' sends none). */
const usersFilter = (search: UsersSearch) => ({ search: searchQuery(search.search), isApproved: approvalFilter(search) })

/** The one query both the route loader and the page read. */
export function usersQueryOptions(search: UsersSearch) {
  return listUsersOptions({ client: adminClient, query: { ...consolePage(search), ...usersFilter(search) } })
}

/** The CSV export of what the list shows: the same search and approval filter, every page. */
export function exportListedUsers(search: UsersSearch) {
  return exportUsers({ client: adminClient, query: usersFilter(search), ...CSV_DOWNLOAD })
}

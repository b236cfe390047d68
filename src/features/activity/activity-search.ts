import * as v from 'valibot'
import { listAdminActivityOptions, listCompaniesOptions, listPlatformActivityOptions } from '@/client/@tanstack/react-query.gen'
import { exportAdminActivity, exportPlatformActivity } from '@/client/sdk.gen'
import { vActivityAction } from '@/client/valibot.gen'
import { adminClient } from '@/lib/api-client'
import { consolePage, CSV_DOWNLOAD, listSearchSchema, optionalParam, searchQuery, searchText } from '@/lib/list-search'

/** A day as the date inputs and the API write it; anything else in the URL counts as missing. */
const isoDay = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/))

const activityEntries = {
  search: optionalParam(searchText),
  action: optionalParam(vActivityAction),
  from: optionalParam(isoDay),
  to: optionalParam(isoDay),
}

/** `/admin/activity?search=&action=&from=&to=&page=`: every filter is in the URL, so a bookmark shows the same list. */
export const adminActivitySearchSchema = listSearchSchema(activityEntries)

/** `/superadmin/activity?companyId=&search=&action=&from=&to=&page=`. */
export const platformActivitySearchSchema = listSearchSchema({ ...activityEntries, companyId: optionalParam(v.pipe(v.string(), v.uuid())) })

export type AdminActivitySearch = v.InferOutput<typeof adminActivitySearchSchema>
export type PlatformActivitySearch = v.InferOutput<typeof platformActivitySearchSchema>

/** What the list and its export both filter by. */
const activityFilter = (search: AdminActivitySearch) => ({ search: searchQuery(search.search), action: search.action, from: search.from, to: search.to })

export const adminActivityQueryOptions = (search: AdminActivitySearch) =>
  listAdminActivityOptions({ client: adminClient, query: { ...consolePage(search), ...activityFilter(search) } })

export const platformActivityQueryOptions = (search: PlatformActivitySearch) =>
  listPlatformActivityOptions({ client: adminClient, query: { ...consolePage(search), ...activityFilter(search), companyId: search.companyId } })

export const exportAdminActivityLog = (search: AdminActivitySearch) => exportAdminActivity({ client: adminClient, query: activityFilter(search), ...CSV_DOWNLOAD })

export const exportPlatformActivityLog = (search: PlatformActivitySearch) =>
  exportPlatformActivity({ client: adminClient, query: { ...activityFilter(search), companyId: search.companyId }, ...CSV_DOWNLOAD })

/** The super admin's company filter offers every company; the server caps one page at 100, a platform's worth. */
export const activityCompanyChoicesQueryOptions = () => listCompaniesOptions({ client: adminClient, query: { page: 1, limit: 100 } })

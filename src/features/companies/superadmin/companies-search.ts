import * as v from 'valibot'
import { listCompaniesOptions } from '@/client/@tanstack/react-query.gen'
import { adminClient } from '@/lib/api-client'
import { consolePage, listSearchSchema, optionalParam, searchQuery, searchText } from '@/lib/list-search'

/** `/superadmin/companymanage?search=&page=`. */
export const companiesSearchSchema = listSearchSchema({ search: optionalParam(searchText) })

export type CompaniesSearch = v.InferOutput<typeof companiesSearchSchema>

/** The one query both the route loader and the page read. */
export function companiesQueryOptions(search: CompaniesSearch) {
  return listCompaniesOptions({ client: adminClient, query: { ...consolePage(search), search: searchQuery(search.search) } })
}

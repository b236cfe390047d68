import * as v from 'valibot'
import { getMemberDashboardOptions, listGlobalStockOptions, listMyStockOptions } from '@/client/@tanstack/react-query.gen'
import { userClient } from '@/lib/api-client'
import { defaultedParam, optionalParam, pageNumber } from '@/lib/list-search'

// What the dashboard's route reads before its page loads, kept apart from the tables so the route
// tree (in every page's first load) does not carry the table code.

/** Rows per page of either stock table. */
export const STOCK_PAGE_SIZE = 10

export type StockTab = 'global' | 'mine'

/** The selected table and its page live in the URL, so 'View More' can be linked and a reload keeps the page. */
export const dashboardSearchSchema = v.object({
  stock: defaultedParam(v.picklist(['global', 'mine']), 'global'),
  page: optionalParam(pageNumber),
})
export type DashboardSearch = v.InferOutput<typeof dashboardSearchSchema>

export const globalStockQuery = (page = 1) => listGlobalStockOptions({ client: userClient, query: { page, limit: STOCK_PAGE_SIZE } })
export const myStockQuery = (page = 1) => listMyStockOptions({ client: userClient, query: { page, limit: STOCK_PAGE_SIZE } })

/** The sale figures beside the stock cards (SaleOverview). */
export const saleFiguresQuery = () => getMemberDashboardOptions({ client: userClient })

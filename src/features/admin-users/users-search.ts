import * as v from 'valibot'
import { listUsersOptions } from '@/client/@tanstack/react-query.gen'
import { adminClient } from '@/lib/api-client'

/** SPEC section 9: admin lists show 10 rows a page. */
export const USERS_PAGE_SIZE = 10

/**
 * `/admin/usermanage?search=&status=&page=`. The router reads a digits-only search (a mobile
 * number) as a number, so both are taken and kept as text. Anything malformed counts as missing.
 */
export const usersSearchSchema = v.object({
  search: v.fallback(v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.trim(), v.maxLength(100))), undefined),
  status: v.fallback(v.optional(v.picklist(['pending', 'verified'])), undefined),
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
})

export type UsersSearch = v.InferOutput<typeof usersSearchSchema>

/** 'Select Status' (no status) and 'Waiting For Verification' both list the unverified users. */
export function listsUnverified(search: UsersSearch): boolean {
  return search.status !== 'verified'
}

/** The one query both the route loader and the page read. */
export function usersQueryOptions(search: UsersSearch) {
  return listUsersOptions({
    client: adminClient,
    query: {
      page: search.page ?? 1,
      limit: USERS_PAGE_SIZE,
      search: search.search || undefined,
      isApproved: !listsUnverified(search),
    },
  })
}

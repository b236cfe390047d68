import type { QueryClient } from '@tanstack/react-query'
import type * as v from 'valibot'
import { tokenHead } from '@/lib/head'

// Apart from useRouteSearch (route-search.ts): these options sit in the route tree, which every first
// page loads, and the hook belongs to the pages' own code.

/**
 * The route options of a page whose search params say what it shows: the params go through the
 * page's schema (anything malformed falls back), and each change warms the page's queries without
 * blocking, since the page shows its own loading row and a failure is a toast there. The route file
 * adds its component (and any search middleware).
 */
export function searchPageOptions<TSchema extends v.GenericSchema>(
  title: string,
  validateSearch: TSchema,
  warm: (queryClient: QueryClient, search: v.InferOutput<TSchema>) => void,
) {
  return {
    validateSearch,
    loaderDeps: ({ search }: { search: v.InferOutput<TSchema> }) => search,
    loader: ({ context, deps }: { context: { queryClient: QueryClient }; deps: v.InferOutput<TSchema> }) => warm(context.queryClient, deps),
    head: () => tokenHead(title),
  }
}

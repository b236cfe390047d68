import type { QueryClient } from '@tanstack/react-query'
import type * as v from 'valibot'
import { tokenHead } from '@/lib/head'
import type { SearchProps } from '@/ui/use-list-page'

/** What useRouteSearch needs of a file route: its validated search, and a navigate that writes it. */
interface SearchRoute<TSearch> {
  useSearch: () => TSearch
  useNavigate: () => (options: { search: (old: NoInfer<TSearch>) => NoInfer<TSearch>; replace: boolean }) => Promise<void>
}

/**
 * A route's search params as its page takes them: the validated values, and a change that merges a
 * patch into them in place (replace: the history keeps the screen once, not once per keystroke).
 */
export function useRouteSearch<TSearch>(route: SearchRoute<TSearch>): SearchProps<TSearch> {
  const search = route.useSearch()
  const navigate = route.useNavigate()
  return { search, onSearchChange: (patch) => void navigate({ search: (old) => ({ ...old, ...patch }), replace: true }) }
}

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

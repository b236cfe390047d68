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

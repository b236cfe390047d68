import { NativeSelect } from '@mantine/core'

interface ListFilterProps<TParam extends string, TValue extends string> {
  label: string
  /** The route's search param the select writes. */
  param: TParam
  /** The choices; the one with value '' is "no filter", which leaves the param out of the URL. */
  options: readonly { value: '' | TValue; label: string }[]
  search: Partial<Record<TParam, NoInfer<TValue>>>
  onSearchChange: (patch: Partial<Record<TParam, NoInfer<TValue>>> & { page?: undefined }) => void
  /** The select's width from the small breakpoint up; on a phone it takes the whole row. */
  width: number
}

/** A console list's filter, bound to its search param: only a listed choice is written, and a new filter starts again at page 1. */
export function ListFilter<TParam extends string, TValue extends string>({ label, param, options, search, onSearchChange, width }: ListFilterProps<TParam, TValue>) {
  function choose(value: string) {
    const chosen = options.find((option) => option.value === value)?.value || undefined
    onSearchChange({ [param]: chosen, page: undefined } as Partial<Record<TParam, TValue>>)
  }
  return <NativeSelect label={label} data={options} value={search[param] ?? ''} onChange={(event) => choose(event.currentTarget.value)} w={{ base: '100%', sm: width }} />
}

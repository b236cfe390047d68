// The controls above a console list: its search box and its filters, each bound to a search param.
import { useState } from 'react'
import { NativeSelect, TextInput } from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { m } from '@/paraglide/messages'

/** The admin and super-admin lists search 1000 ms after the last keystroke. */
const SEARCH_DEBOUNCE_MS = 1000

interface SearchBoxProps {
  /** The search in force (from the address bar); the box starts with it. */
  value: string
  onSearch: (value: string) => void
  label: string
  placeholder?: string
}

function SearchBox({ value, onSearch, label, placeholder }: SearchBoxProps) {
  const [text, setText] = useState(value)
  const search = useDebouncedCallback((next: string) => {
    if (next.trim() !== value) onSearch(next.trim())
  }, SEARCH_DEBOUNCE_MS)

  function change(next: string) {
    setText(next)
    search(next)
  }

  return (
    <TextInput
      type="search"
      label={label}
      placeholder={placeholder}
      value={text}
      onChange={(event) => change(event.currentTarget.value)}
      maxLength={100}
      w={{ base: '100%', sm: 320 }}
    />
  )
}

interface ListSearchBoxProps<TParam extends string> {
  /** The route's search param the box writes (`search`; the purchases list's is `search1`). */
  param: TParam
  search: Partial<Record<TParam, string>>
  onSearchChange: (patch: Partial<Record<TParam, string>> & { page?: undefined }) => void
  placeholder: string
}

/** A console list's 'Search' box, bound to its search param: a new search starts again at page 1. */
export function ListSearchBox<TParam extends string>({ param, search, onSearchChange, placeholder }: ListSearchBoxProps<TParam>) {
  const patch = (text: string) => ({ [param]: text || undefined, page: undefined }) as Partial<Record<TParam, string>>
  return <SearchBox label={m.list_search()} placeholder={placeholder} value={search[param] ?? ''} onSearch={(text) => onSearchChange(patch(text))} />
}

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

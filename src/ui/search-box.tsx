import { useEffect, useRef, useState } from 'react'
import { TextInput } from '@mantine/core'

/** SPEC section 9: the admin and super-admin lists search 1000 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 1000

interface SearchBoxProps {
  /** The search in force (from the address bar); the box starts with it. */
  value: string
  onSearch: (value: string) => void
  label: string
  placeholder?: string
}

export function SearchBox({ value, onSearch, label, placeholder }: SearchBoxProps) {
  const [text, setText] = useState(value)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  function change(next: string) {
    setText(next)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => {
      if (next.trim() !== value) onSearch(next.trim())
    }, SEARCH_DEBOUNCE_MS)
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
  return <SearchBox label="Search" placeholder={placeholder} value={search[param] ?? ''} onSearch={(text) => onSearchChange(patch(text))} />
}

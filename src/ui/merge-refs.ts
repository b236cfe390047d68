import type { Ref } from 'react'
import { useMergedRef } from '@mantine/hooks'

/**
 * floating-ui's `useMergeRefs`, as Mantine's ScrollArea calls it, on Mantine's own ref merging. The
 * build points ScrollArea's one import of `@floating-ui/react` here (vite.config.ts), so that a table
 * or a dialog does not bring floating-ui (13.5 kB brotli) into a page that has no popover.
 */
export function useMergeRefs<T>(refs: Array<Ref<T> | undefined>) {
  return useMergedRef(...refs)
}

import { createRef, type Ref } from 'react'
import { render } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useMergeRefs } from './merge-refs'

function Box({ refs }: { refs: Array<Ref<HTMLDivElement> | undefined> }) {
  return <div data-testid="box" ref={useMergeRefs(refs)} />
}

describe('useMergeRefs (what the build gives Mantine’s ScrollArea instead of floating-ui’s)', () => {
  it('hands the node to every ref, object or callback, skipping missing ones, and lets go on unmount', () => {
    const objectRef = createRef<HTMLDivElement>()
    const callbackRef = vi.fn()
    const { getByTestId, unmount } = render(<Box refs={[objectRef, undefined, callbackRef]} />)
    const node = getByTestId('box')
    expect(objectRef.current).toBe(node)
    expect(callbackRef).toHaveBeenCalledWith(node)
    unmount()
    expect(objectRef.current).toBeNull()
    expect(callbackRef).toHaveBeenLastCalledWith(null)
  })
})

import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadList, warmList } from '@/lib/load-list'

afterEach(() => {
  vi.useRealTimers()
})

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } })

/** A read that answers (or fails) only when told. */
function heldRead() {
  let answer: (value: string) => void = () => {}
  let fail: (error: unknown) => void = () => {}
  const queryFn = vi.fn(() => new Promise<string>((resolve, reject) => ((answer = resolve), (fail = reject))))
  return { options: { queryKey: ['held'], queryFn }, queryFn, answer: (value: string) => answer(value), fail: (error: unknown) => fail(error) }
}

describe('loadList', () => {
  it('on arrival, waits for a quick read and has its data in the cache', async () => {
    const queryClient = client()
    await loadList(queryClient, 'enter', { queryKey: ['quick'], queryFn: () => Promise.resolve('page 1') })
    expect(queryClient.getQueryData(['quick'])).toBe('page 1')
  })

  it("on arrival, a quick failure is the route's", async () => {
    const failure = { status: false, message: 'No such list' }
    await expect(loadList(client(), 'enter', { queryKey: ['failing'], queryFn: () => Promise.reject(failure) })).rejects.toBe(failure)
  })

  it("on arrival, waits for a slow read only a moment, and its later failure is nobody's unhandled rejection", async () => {
    vi.useFakeTimers()
    const queryClient = client()
    const read = heldRead()
    let settled = false
    void loadList(queryClient, 'enter', read.options)?.then(() => (settled = true))
    await vi.advanceTimersByTimeAsync(399)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(settled).toBe(true)
    const unhandled = vi.fn()
    process.on('unhandledRejection', unhandled)
    read.fail(new Error('late'))
    await vi.advanceTimersByTimeAsync(0)
    process.off('unhandledRejection', unhandled)
    expect(unhandled).not.toHaveBeenCalled()
    expect(queryClient.getQueryState(['held'])?.status).toBe('error')
  })

  it.each(['stay', 'preload'] as const)('on %s, starts the read without waiting or failing', async (cause) => {
    const queryClient = client()
    const read = heldRead()
    expect(loadList(queryClient, cause, read.options)).toBeUndefined()
    expect(read.queryFn).toHaveBeenCalledTimes(1)
    read.fail(new Error('offline'))
    await vi.waitFor(() => expect(queryClient.getQueryState(['held'])?.status).toBe('error'))
  })
})

describe('warmList', () => {
  it('on arrival, waits for a quick read, and a failure is left to the list', async () => {
    const queryClient = client()
    await expect(warmList(queryClient, 'enter', { queryKey: ['failing'], queryFn: () => Promise.reject(new Error('offline')) })).resolves.toBeUndefined()
    expect(queryClient.getQueryState(['failing'])?.status).toBe('error')
  })
})

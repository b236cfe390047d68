import { useState } from 'react'
import { QueryClient, QueryClientProvider, useSuspenseQuery } from '@tanstack/react-query'
import { CatchBoundary } from '@tanstack/react-router'
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectConsoleError } from '../../tests/web/console-errors'
import { reportCaughtError } from '@/lib/caught-errors'
import { QueryPart } from '@/ui/query-part'

let reads = 0

/** Fails its first read with the server's envelope (which the console keeps quiet about), then answers. */
function Reading() {
  const { data } = useSuspenseQuery({
    queryKey: ['part'],
    queryFn: () => (reads++ === 0 ? Promise.reject({ status: false, message: 'Nope' }) : Promise.resolve('Loaded')),
    retry: false,
  })
  return <p>{data}</p>
}

function Page() {
  const [round, setRound] = useState(0)
  const [ticks, setTicks] = useState(0)
  return (
    <>
      <button onClick={() => setRound(round + 1)}>Again</button>
      <button onClick={() => setTicks(ticks + 1)}>Tick {ticks}</button>
      <QueryPart key={round} pending={<p>Loading part</p>} failed={() => <p>Part failed</p>}>
        <Reading />
      </QueryPart>
      <p>Rest of the page</p>
    </>
  )
}

describe('QueryPart', () => {
  it('shows its pending and failed states in place of the part only, and reads again when mounted again', async () => {
    reads = 0
    const queryClient = new QueryClient()
    render(
      <QueryClientProvider client={queryClient}>
        <Page />
      </QueryClientProvider>,
      { onCaughtError: reportCaughtError },
    )
    expect(screen.getByText('Loading part')).toBeInTheDocument()
    expect(await screen.findByText('Part failed')).toBeInTheDocument()
    expect(screen.getByText('Rest of the page')).toBeInTheDocument()
    // Nothing else refetches the failed query: only the reset of the error boundary lets the new mount read.
    fireEvent.click(screen.getByRole('button', { name: 'Again' }))
    expect(await screen.findByText('Loaded')).toBeInTheDocument()
    expect(reads).toBe(2)
  })

  it('still says the read failed when drawn again while another read of the same query is under way', async () => {
    reads = 0
    const queryClient = new QueryClient()
    render(
      <QueryClientProvider client={queryClient}>
        <Page />
      </QueryClientProvider>,
      { onCaughtError: reportCaughtError },
    )
    expect(await screen.findByText('Part failed')).toBeInTheDocument()
    // A read started elsewhere clears the query's error while the part still shows the failure.
    void queryClient.fetchQuery({ queryKey: ['part'], queryFn: () => new Promise<string>(() => {}) })
    fireEvent.click(screen.getByRole('button', { name: 'Tick 0' }))
    expect(await screen.findByRole('button', { name: 'Tick 1' })).toBeInTheDocument()
    expect(screen.getByText('Part failed')).toBeInTheDocument()
  })

  it("passes anything but a failed read (a bug) on to the route's error component", async () => {
    expectConsoleError(/A bug/)
    function Broken(): never {
      throw new Error('A bug')
    }
    render(
      <QueryClientProvider client={new QueryClient()}>
        <CatchBoundary getResetKey={() => 0} errorComponent={() => <p>Route error</p>}>
          <QueryPart pending={<p>Loading part</p>} failed={() => <p>Part failed</p>}>
            <Broken />
          </QueryPart>
        </CatchBoundary>
      </QueryClientProvider>,
      { onCaughtError: reportCaughtError },
    )
    expect(await screen.findByText('Route error')).toBeInTheDocument()
    expect(screen.queryByText('Part failed')).toBeNull()
  })
})

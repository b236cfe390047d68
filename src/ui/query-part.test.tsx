import { useState } from 'react'
import { QueryClient, QueryClientProvider, useSuspenseQuery } from '@tanstack/react-query'
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
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
  return (
    <>
      <button onClick={() => setRound(round + 1)}>Again</button>
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
    render(
      <QueryClientProvider client={new QueryClient()}>
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
})

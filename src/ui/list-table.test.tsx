import { Component, Suspense, useState, type ReactNode } from 'react'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { expectConsoleError } from '../../tests/web/console-errors'
import { renderUi } from '../../tests/web/render-ui'
import { headerTexts, rowTexts } from '../../tests/web/queries'
import { ListFrame, ListPending } from '@/ui/list-frame'
import { cappedResultsMessage } from '@/ui/list-pagination'
import { listColumnHelper, ListTable, serialColumn } from '@/ui/list-table'
import { useListPage, type ListPageData } from '@/ui/use-list-page'

interface Person {
  id: string
  name: string
  note: string | null
}

const column = listColumnHelper<Person>()
const columns = [serialColumn<Person>('Sl.No'), column.accessor('name', { header: 'Name' }), column.accessor('note', { header: 'Note' })]
const PAGE_SIZE = 2

/** A server whose list can shrink under the page, as approving or deleting does. */
function peopleServer(count: number, { capped = false } = {}) {
  const people: Person[] = Array.from({ length: count }, (_, i) => ({ id: `p${i + 1}`, name: `Person ${i + 1}`, note: i === 0 ? null : 'ok' }))
  const pages: number[] = []
  return {
    people,
    pages,
    fetch: async (page: number): Promise<{ data: ListPageData<Person> }> => {
      pages.push(page)
      return { data: { records: people.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE), total: people.length, totalCapped: capped } }
    },
  }
}

function People({ server, initialPage }: { server: ReturnType<typeof peopleServer>; initialPage: number }) {
  const [page, setPage] = useState(initialPage)
  const list = useListPage({
    query: { queryKey: ['people', page], queryFn: () => server.fetch(page) },
    columns,
    search: { page },
    onSearchChange: (patch) => setPage(patch.page ?? 1),
    pageSize: PAGE_SIZE,
    errorToast: 'Failed to fetch people',
  })
  return (
    <>
      <output aria-label="Page in the URL">{page}</output>
      <ListTable list={list} label="People" pagesLabel="People pages" loadingMessage="Loading people..." errorMessage="Failed to fetch people" emptyMessage="Nobody here." />
    </>
  )
}

/** Stands in for a route's errorComponent: the list drawn again in its failed frame. */
class FailedFrame extends Component<{ children: ReactNode; page: ReactNode }, { error: unknown }> {
  state = { error: null }
  static getDerivedStateFromError(error: unknown) {
    return { error }
  }
  render() {
    return this.state.error ? <ListFrame state={{ kind: 'failed', error: this.state.error }}>{this.props.page}</ListFrame> : this.props.children
  }
}

/** The list as a route draws it: its page suspends into its pending frame, and a failure shows its failed frame. */
function renderPeople(server: ReturnType<typeof peopleServer>, initialPage = 1) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const page = <People server={server} initialPage={initialPage} />
  const view = renderUi(
    <QueryClientProvider client={queryClient}>
      <FailedFrame page={page}>
        <Suspense fallback={<ListPending>{page}</ListPending>}>{page}</Suspense>
      </FailedFrame>
    </QueryClientProvider>,
  )
  return { ...view, queryClient, user: userEvent.setup() }
}

const table = () => screen.getByRole('table', { name: 'People' })

describe('the list page (useListPage + ListTable)', () => {
  it('shows the loading row, then one row per record with N/A for a missing cell', async () => {
    renderPeople(peopleServer(2))
    expect(within(table()).getByText('Loading people...').closest('td')).toHaveAttribute('colspan', '3')
    await screen.findByText('Person 1')
    expect(headerTexts(table())).toEqual(['Sl.No', 'Name', 'Note'])
    expect(rowTexts(table())).toEqual([
      ['1', 'Person 1', 'N/A'],
      ['2', 'Person 2', 'ok'],
    ])
  })

  it('shows the error in place of the rows when the list fails', async () => {
    const server = peopleServer(2)
    server.fetch = () => Promise.reject(new Error('offline'))
    // React reports what a boundary caught; the app logs a thrown Error too (lib/caught-errors).
    expectConsoleError(/offline/)
    renderPeople(server)
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch people')
    expect(within(table()).queryByText('Person 1')).not.toBeInTheDocument()
  })

  it('says so when there are no records, without pages', async () => {
    renderPeople(peopleServer(0))
    expect(await screen.findByText('Nobody here.')).toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'People pages' })).not.toBeInTheDocument()
  })

  it('pages through the server, numbering rows on across pages', async () => {
    const server = peopleServer(5)
    const { user } = renderPeople(server)
    await screen.findByText('Person 1')
    const pages = screen.getByRole('navigation', { name: 'People pages' })
    expect(within(pages).getByRole('button', { name: 'Page 3' })).toBeInTheDocument()
    await user.click(within(pages).getByRole('button', { name: 'Next' }))
    await screen.findByText('Person 3')
    expect(rowTexts(table()).map((cells) => cells[0])).toEqual(['3', '4'])
    await user.click(within(pages).getByRole('button', { name: 'Page 3' }))
    await screen.findByText('Person 5')
    expect(rowTexts(table())).toEqual([['5', 'Person 5', 'ok']])
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled()
    expect(screen.getByRole('status', { name: 'Page in the URL' })).toHaveTextContent('3')
    expect(server.pages).toEqual([1, 2, 3])
  })

  it('keeps the table and its pages while the next page loads, its rows behind the loading row', async () => {
    const server = peopleServer(5)
    const fetchPage = server.fetch
    let release = () => {}
    server.fetch = (page) => (page === 1 ? fetchPage(page) : new Promise((resolve) => (release = () => resolve(fetchPage(page)))))
    const { user } = renderPeople(server)
    await screen.findByText('Person 1')
    const shown = table()
    await user.click(within(screen.getByRole('navigation', { name: 'People pages' })).getByRole('button', { name: 'Next' }))
    expect(await within(shown).findByText('Loading people...')).toBeInTheDocument()
    expect(within(shown).queryByText('Person 1')).not.toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'People pages' })).toBeInTheDocument()
    release()
    expect(await within(shown).findByText('Person 3')).toBeInTheDocument()
    expect(table()).toBe(shown)
  })

  it('shows the failed frame when a later page fails', async () => {
    const server = peopleServer(5)
    const fetchPage = server.fetch
    server.fetch = (page) => (page === 1 ? fetchPage(page) : Promise.reject(new Error('offline')))
    expectConsoleError(/offline/)
    const { user } = renderPeople(server)
    await screen.findByText('Person 1')
    await user.click(within(screen.getByRole('navigation', { name: 'People pages' })).getByRole('button', { name: 'Next' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch people')
    expect(within(table()).queryByText('Person 1')).not.toBeInTheDocument()
  })

  it('steps back a page when the last page empties', async () => {
    const server = peopleServer(5)
    const { queryClient } = renderPeople(server, 3)
    await screen.findByText('Person 5')
    server.people.pop()
    await queryClient.invalidateQueries({ queryKey: ['people'] })
    await waitFor(() => expect(screen.getByRole('status', { name: 'Page in the URL' })).toHaveTextContent('2'))
    expect(await screen.findByText('Person 4')).toBeInTheDocument()
    expect(rowTexts(table()).map((cells) => cells[0])).toEqual(['3', '4'])
  })

  it("says '1,000+ results: refine your search' when the server's count is capped", async () => {
    renderPeople(peopleServer(3, { capped: true }))
    await screen.findByText('Person 1')
    expect(screen.getByText(cappedResultsMessage())).toHaveTextContent('1,000+ results: refine your search')
  })

  it("keeps a cell's button (and its focus) when the page draws again with columns built anew", async () => {
    function Counted() {
      const [clicks, setClicks] = useState(0)
      // Built in the render, as the pages build theirs: a new cell function each time.
      const counted = [
        column.accessor('name', { header: 'Name' }),
        column.display({ id: 'count', header: 'Count', cell: () => <button onClick={() => setClicks(clicks + 1)}>Count {clicks}</button> }),
      ]
      const list = useListPage({
        query: { queryKey: ['counted'], queryFn: () => peopleServer(1).fetch(1) },
        columns: counted,
        search: {},
        onSearchChange: () => {},
        errorToast: 'Failed to fetch people',
      })
      return <ListTable list={list} label="People" loadingMessage="Loading people..." emptyMessage="Nobody here." />
    }
    const queryClient = new QueryClient()
    renderUi(
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={null}>
          <Counted />
        </Suspense>
      </QueryClientProvider>,
    )
    const user = userEvent.setup()
    const button = await screen.findByRole('button', { name: 'Count 0' })
    await user.click(button)
    await user.keyboard('{Enter}')
    expect(screen.getByRole('button', { name: 'Count 2' })).toBe(button)
    expect(button).toHaveFocus()
  })
})

import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { createAppRouter, createQueryClient } from '@/router'

/** Renders the whole app, router and providers included, at `path` in a memory history. */
export async function renderApp(path: string) {
  const queryClient = createQueryClient()
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }), queryClient })
  const user = userEvent.setup()
  const view = render(<RouterProvider router={router} />)
  await router.load()
  return { ...view, router, queryClient, user }
}

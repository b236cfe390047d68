import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { reportCaughtError } from '@/lib/caught-errors'
import { createAppRouter, createQueryClient } from '@/router'

/** Renders the whole app, router and providers included, at `path` in a memory history, with the root's options of src/main.tsx. */
export async function renderApp(path: string) {
  const queryClient = createQueryClient()
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }), queryClient, inJsdom: true })
  const user = userEvent.setup()
  const view = render(<RouterProvider router={router} />, { onCaughtError: reportCaughtError })
  await router.load()
  return { ...view, router, queryClient, user }
}

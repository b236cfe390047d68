import '@/ui/mantine-styles'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from '@tanstack/react-router'
import { warmProfile } from '@/features/accounts/profile-query'
import { reportCaughtError } from '@/lib/caught-errors'
import { localeReady } from '@/lib/locale'
import { createAppRouter, opensInShell } from '@/router'

const router = createAppRouter()
warmProfile(router.options.context.queryClient)

const rootElement = document.getElementById('root')
if (!rootElement) throw new Error('index.html has no #root element')
const root = createRoot(rootElement, { onCaughtError: reportCaughtError })
const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
)

if (opensInShell(router)) {
  // A signed-in page's first screen (the shell with its page) is a render of 50 ms and more on a
  // phone. Rendered once its route is loaded (its code is preloaded by the page's HTML), and as a
  // transition, React renders it in slices that let the browser in between, instead of one long
  // task from a router update (docs/PERFORMANCE.md, speed devices). A guest page renders at
  // once: it is small, and waiting for its route cost its first paint more than it saved.
  const renderAsTransition = () => startTransition(() => root.render(app))
  // A failed load still renders: the router then shows its error screen.
  void Promise.allSettled([router.load(), localeReady()]).then(renderAsTransition)
} else {
  // In English at once; a Hindi reader's first render waits for the Hindi words (one small chunk).
  void localeReady().then(() => root.render(app))
}

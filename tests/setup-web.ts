import '@testing-library/jest-dom/vitest'
import { notifications } from '@mantine/notifications'
import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { assertConsoleErrors, watchConsoleErrors } from './web/console-errors'
import { mediaQueryList } from './web/match-media'
import { server } from './web/msw'

// jsdom lacks the layout APIs Mantine reads.
Object.defineProperty(window, 'matchMedia', { writable: true, value: (query: string) => mediaQueryList(query) })

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub
window.HTMLElement.prototype.scrollIntoView = () => {}
window.scrollTo = () => {}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

beforeEach(() => watchConsoleErrors())

afterEach(() => {
  cleanup()
  server.resetHandlers()
  notifications.clean()
  window.localStorage.clear()
  try {
    // After unmounting, so errors logged while tearing down count too.
    assertConsoleErrors()
  } finally {
    vi.restoreAllMocks()
  }
})

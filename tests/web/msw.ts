import { setupServer } from 'msw/node'

/**
 * The web tests' API double. Every test adds the answers it needs with `server.use(...)`;
 * any request nobody expected fails the test (`onUnhandledRequest: 'error'` in setup-web.ts).
 */
export const server = setupServer()

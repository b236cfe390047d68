import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'

/**
 * The web tests' API double. Every test adds the answers it needs with `server.use(...)`;
 * any request nobody expected fails the test (`onUnhandledRequest: 'error'` in setup-web.ts).
 * One answer stands by for all: the bell in every member page's header reads the member's
 * notifications, none unless a test says otherwise (`notificationsHandler`, tests/web/factories.ts).
 */
export const server = setupServer(
  http.get('/api/v1/user/notification/list', () => HttpResponse.json({ status: true, message: 'Notifications fetched successfully', data: { records: [], unreadCount: 0 } })),
)

/**
 * Answers `method url` with `answer(body)` and records each request's JSON body, in order of arrival.
 * A test asserts on the whole list (`expect(bodies).toEqual([{ ... }])`), so it also says how many
 * requests went out: none while a form refuses to send, exactly one once it sends.
 */
export function recordBodies(method: 'post' | 'put' | 'patch' | 'delete', url: string, answer: (body: unknown) => Response): unknown[] {
  const bodies: unknown[] = []
  server.use(
    http[method](url, async ({ request }) => {
      const body = await request.json()
      bodies.push(body)
      return answer(body)
    }),
  )
  return bodies
}

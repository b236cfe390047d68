import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { UserLayout } from '@/features/layouts/member/user-layout'
import { profileQueryOptions } from '@/features/accounts/profile-query'

/** Every /user page needs a stored member token (the spec's redirect rules). */
export const Route = createFileRoute('/user')({
  staticData: { shell: true },
  // The page asked for rides along, so signing in leads back to it (a deep link, a bookmark); a
  // session the server has just refused is told so.
  beforeLoad: ({ context, location }) => {
    if (!context.auth.isMember()) throw redirect({ to: '/', search: { redirect: location.href, ...context.auth.memberEnded() }, replace: true })
  },
  // Started early, never awaited: the sidebar shows a skeleton, and a failure (only logged, on app
  // load) must neither block the pages nor become an error screen. So the area has no pending or error
  // component of its own either: its loader waits for nothing and fails on nothing; each page has both.
  loader: ({ context }) => {
    void context.queryClient.ensureQueryData(profileQueryOptions).catch(() => undefined)
  },
  component: UserArea,
})

function UserArea() {
  return (
    <UserLayout>
      <Outlet />
    </UserLayout>
  )
}

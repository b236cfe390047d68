import { useNavigate } from '@tanstack/react-router'
import * as v from 'valibot'

/** The signed-in areas, each with its own login page. */
export type Area = '/user' | '/admin' | '/superadmin'

const ORIGIN = 'https://app.invalid'

/**
 * A page to return to after signing in: only a path of this app, inside the area the
 * login page serves, so `?redirect=` can never send anyone to another site (no scheme, no
 * `//host`, no backslash trick: the value must resolve to our own origin and stay the same path)
 * and never back to a login or logout page.
 */
export function isReturnPath(value: string, area: Area): boolean {
  if (!value.startsWith('/') || value.length > 2000 || /[\\\s]/.test(value)) return false
  let url: URL
  try {
    url = new URL(value, ORIGIN)
  } catch {
    return false
  }
  if (url.origin !== ORIGIN || `${url.pathname}${url.search}${url.hash}` !== value) return false
  if (url.pathname !== area && !url.pathname.startsWith(`${area}/`)) return false
  return !/\/(login|logout)\/?$/.test(url.pathname)
}

/** A login page's search: where to go after signing in, and whether (and why) a session has just ended. */
export function loginSearchSchema(area: Area) {
  return v.object({
    redirect: v.fallback(
      v.optional(
        v.pipe(
          v.string(),
          v.check((value) => isReturnPath(value, area)),
        ),
      ),
      undefined,
    ),
    expired: v.fallback(v.optional(v.picklist(['1'])), undefined),
    /** The company's sale was suspended: the reason its session was refused with (shown, never trusted for anything else). */
    suspended: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(500))), undefined),
  })
}

export type LoginSearch = v.InferOutput<ReturnType<typeof loginSearchSchema>>

/**
 * Where a login form goes once signed in: the page the guard or the ended session sent it from
 * (`returnTo`, already checked by the login route's schema), else the area's dashboard.
 */
export function useAfterLogin(returnTo: string | undefined, dashboard: '/user/dashboard' | '/admin/dashboard' | '/superadmin/dashboard') {
  const navigate = useNavigate()
  return () => (returnTo ? navigate({ href: returnTo, replace: true }) : navigate({ to: dashboard, replace: true }))
}

import { isIPv4, isIPv6 } from 'node:net'
import Bowser from 'bowser'
import type { FastifyInstance } from 'fastify'
import type { ActiveSession } from '@/client/types.gen'
import { listLiveSessions, revokeOtherSessions, sessionOwnerOf, type Principal } from '../../lib/sessions'

const UNKNOWN_DEVICE = 'Unknown device'

/**
 * 'Chrome on Android', 'Safari on iOS': what a person calls the browser they signed in with. Read
 * when the list is asked for, not at sign-in, so the login storm does not pay for the parse and
 * sessions signed in before a better parser still read well.
 */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return UNKNOWN_DEVICE
  const { browser, os } = Bowser.parse(userAgent)
  const label = [browser.name, os.name].filter(Boolean).join(' on ')
  // A program bowser does not know (a script: 'curl/8.5.0', 'python-requests/2.32') is named by its
  // first product: someone who never ran one learns more from that than from 'Unknown device'.
  const product = userAgent.trim().split(/[\s(]/)[0].slice(0, 40)
  return label.slice(0, 100) || product || UNKNOWN_DEVICE
}

/** An IPv6 address as its eight groups, without the shorthand (`::`) or a zone (`%eth0`). */
function ipv6Groups(address: string): string[] {
  const [head, tail] = address.split('%')[0].split('::')
  const split = (part: string | undefined) => (part ? part.split(':') : [])
  const [front, back] = [split(head), split(tail)]
  const zeros = tail === undefined ? [] : Array<string>(8 - front.length - back.length).fill('0')
  return [...front, ...zeros, ...back].map((group) => group.replace(/^0+(?=.)/, '').toLowerCase())
}

/**
 * The sign-in address with its last part hidden: '203.0.113.x', or an IPv6 address's network half
 * (its first four groups). A person can tell home from office by it; a screenshot of the list or a
 * stolen session does not give away where they live.
 */
export function maskAddress(address: string | null): string | null {
  if (!address) return null
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1]
  const v4 = mapped ?? (isIPv4(address) ? address : undefined)
  if (v4) return `${v4.split('.').slice(0, 3).join('.')}.x`
  if (isIPv6(address)) return `${ipv6Groups(address).slice(0, 4).join(':')}:x:x:x:x`
  return null
}

/** The caller's live sessions as the list shows them; the one making this request is `current`. */
export async function activeSessionsOf(app: FastifyInstance, principal: Principal): Promise<{ records: ActiveSession[]; total: number }> {
  const { rows, total } = await listLiveSessions(app.db, sessionOwnerOf(principal), principal.sessionId)
  const records = rows.map((row) => ({
    id: row.id,
    device: describeDevice(row.userAgent),
    address: maskAddress(row.ipAddress),
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.id === principal.sessionId,
  }))
  return { records, total }
}

/** Signs out every other session of the caller; the message says how many. */
export async function signOutOtherSessions(app: FastifyInstance, principal: Principal) {
  const revoked = await revokeOtherSessions(app.db, sessionOwnerOf(principal), principal.sessionId)
  const message = revoked === 0 ? 'No other session was signed in.' : `Signed out of ${revoked} other session${revoked === 1 ? '' : 's'}.`
  return { revoked, message }
}

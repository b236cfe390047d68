import type { FastifyReply, FastifyRequest } from 'fastify'
import type { RouteHandlers } from '@/client/fastify.gen'
import { principalOf } from '../../plugins/auth'
import { HttpError, unauthorized } from '../../lib/errors'
import { principalOfSession, type Principal } from '../../lib/sessions'
import type { LiveEvent } from '@/client/types.gen'
import { consumeTicket, issueTicket, TICKET_TTL_SECONDS } from './tickets'

/** How soon a client may try again while this instance is not listening (it reconnects within seconds). */
const LISTEN_RETRY_SECONDS = 2

async function ticketReply(request: FastifyRequest, reply: FastifyReply) {
  const ticket = await issueTicket(request.server.db, principalOf(request).sessionId)
  return reply.code(200).send({ status: true, message: 'Live updates ticket issued', data: { ticket, expiresInSeconds: TICKET_TTL_SECONDS } })
}

const createMemberLiveTicket: RouteHandlers['createMemberLiveTicket'] = ticketReply
const createAdminLiveTicket: RouteHandlers['createAdminLiveTicket'] = ticketReply

/**
 * What a stream's reader may hear of: a member, their own purchases; a company admin, every purchase
 * of their company. Tickets are issued to members and company admins only (the contract's walls);
 * anyone else hears nothing.
 */
function audienceOf(principal: Principal): (event: LiveEvent) => boolean {
  const { role, userId, companyId } = principal
  if (role === 'USER' && userId) return (event) => event.memberId === userId
  if (role === 'ADMIN' && companyId) return (event) => event.companyId === companyId
  return () => false
}

/**
 * Opens the caller's Server-Sent Events stream. The response is taken over from Fastify
 * (reply.hijack): it never ends on its own, so nothing may wait for or buffer its body. The headers
 * the security plugin set in onRequest are carried over by hand; `X-Accel-Buffering: no` tells nginx
 * not to buffer it (docs/deploying.md), and no-transform keeps a proxy from compressing it.
 */
const openLiveEvents: RouteHandlers['openLiveEvents'] = async (request, reply) => {
  const { db, liveEvents } = request.server
  const ticket = request.query?.ticket
  const sessionId = ticket ? await consumeTicket(db, ticket) : undefined
  const principal = sessionId ? await principalOfSession(db, sessionId) : undefined
  if (!principal) throw unauthorized('LIVE_TICKET_INVALID')
  // Between losing the database's notifications and listening again, a stream would hear nothing.
  if (!liveEvents.listening) throw new HttpError(503, 'SERVICE_UNAVAILABLE', undefined, LISTEN_RETRY_SECONDS)

  reply.hijack()
  const { raw } = reply
  const headers: Record<string, string | number | string[]> = {}
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) headers[name] = value
  headers['content-type'] = 'text/event-stream; charset=utf-8'
  headers['cache-control'] = 'no-cache, no-transform'
  headers['x-accel-buffering'] = 'no'
  raw.writeHead(200, headers)
  raw.write(': connected\n\n')
  liveEvents.add(raw, principal.sessionId, audienceOf(principal))
}

export const liveHandlers = { createMemberLiveTicket, createAdminLiveTicket, openLiveEvents }

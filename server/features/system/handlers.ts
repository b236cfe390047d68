import { sql } from 'drizzle-orm'
import type { RouteHandlers } from '@/client/fastify.gen'
import { listOutbox } from '../../lib/notify/index'
import { HttpError, notFound } from '../../lib/errors'
import { DATABASE_RETRY_AFTER_SECONDS } from '../../plugins/error-handler'

const getHealth: RouteHandlers['getHealth'] = async (request, reply) => {
  try {
    await request.server.db.execute(sql`select 1`)
  } catch (err) {
    request.log.error({ err }, 'health check: database unreachable')
    throw new HttpError(503, 'DATABASE_UNREACHABLE', undefined, DATABASE_RETRY_AFTER_SECONDS)
  }
  return reply.code(200).send({ status: true, message: 'ok', data: { database: 'ok' } })
}

/**
 * The development stand-in for a mailbox and a phone. Its codes reset passwords, so it answers only
 * the developer's own machine, judged by the socket (request.ip can come from X-Forwarded-For), and
 * only while no real transport exists: a server whose NODE_ENV was forgotten is not a dev machine.
 */
const getDevOutbox: RouteHandlers['getDevOutbox'] = async (request, reply) => {
  const { config } = request.server
  const forwarded = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined
  const local = isLoopback(request.socket.remoteAddress) && !forwarded
  if (config.isProduction || config.smtpUrl || config.smsProviderUrl || !local) throw notFound('ROUTE_NOT_FOUND', { method: 'GET', path: '/api/dev/outbox' })
  const records = await listOutbox(request.server.db, request.query.to)
  const data = records.map((record) => ({ ...record, createdAt: record.createdAt.toISOString() }))
  return reply.code(200).send({ status: true, message: 'Outbox', data })
}

function isLoopback(address: string | undefined): boolean {
  if (!address) return false
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address
  return v4 === '::1' || /^127\.\d+\.\d+\.\d+$/.test(v4)
}

export const systemHandlers = { getHealth, getDevOutbox }

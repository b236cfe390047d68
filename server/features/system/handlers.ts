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
    throw new HttpError(503, 'The database is not reachable.', DATABASE_RETRY_AFTER_SECONDS)
  }
  return reply.code(200).send({ status: true, message: 'ok', data: { database: 'ok' } })
}

/** The development stand-in for a mailbox and a phone; production has no such thing. */
const getDevOutbox: RouteHandlers['getDevOutbox'] = async (request, reply) => {
  if (request.server.config.isProduction) throw notFound(`Route GET /api/dev/outbox not found`)
  const records = await listOutbox(request.server.db, request.query.to)
  const data = records.map((record) => ({ ...record, createdAt: record.createdAt.toISOString() }))
  return reply.code(200).send({ status: true, message: 'Outbox', data })
}

export const systemHandlers = { getHealth, getDevOutbox }

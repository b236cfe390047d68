import type { FastifyReply, FastifyRequest } from 'fastify'
import type { RouteHandlers } from '@/client/fastify.gen'
import type { ActivityEntry } from '@/client/types.gen'
import { companyPrincipalOf } from '../../plugins/auth'
import { csvAttachment, csvStream, type CsvValue } from '../../lib/csv'
import { badRequest } from '../../lib/errors'
import { exportedActivity, istDayStart, listActivity, type ActivityFilter } from './repository'

type Row = Awaited<ReturnType<typeof listActivity>>['rows'][number]

const toEntry = (row: Row): ActivityEntry => ({
  ...row,
  occurredAt: row.occurredAt.toISOString(),
  before: (row.before as Record<string, unknown> | null) ?? null,
  after: (row.after as Record<string, unknown> | null) ?? null,
})

/** The contract checks the days' shape; a day that does not exist (2026-02-30) is refused here. */
function filterOf(query: { search?: string; action?: ActivityFilter['action']; from?: string; to?: string } | undefined): ActivityFilter {
  const { search, action, from, to } = query ?? {}
  for (const day of [from, to]) {
    if (day && (Number.isNaN(istDayStart(day).getTime()) || istDayStart(day).toISOString().slice(0, 10) !== previousUtcDayOf(day))) {
      throw badRequest('VALIDATION_FAILED')
    }
  }
  return { search, action, from, to }
}

/** An IST midnight is 18:30 UTC of the day before: what a real day's start reads as in UTC. */
function previousUtcDayOf(day: string) {
  return new Date(Date.parse(`${day}T00:00:00Z`) - 24 * 3600_000).toISOString().slice(0, 10)
}

const HEADER = ['When', 'Actor', 'Actor Email', 'Actor Role', 'Action', 'Subject Type', 'Subject', 'Before', 'After', 'IP']

function sendCsv(request: FastifyRequest, reply: FastifyReply, filter: ActivityFilter, withCompany: boolean) {
  const rows = exportedActivity(request.server.db, filter)
  const json = (v: unknown) => (v == null ? null : JSON.stringify(v))
  const header = withCompany ? [HEADER[0], 'Company', ...HEADER.slice(1)] : HEADER
  const csv = csvStream(header, rows, (r) => {
    const cells: CsvValue[] = [r.actorName, r.actorEmail, r.actorKind, r.action, r.subjectType, r.subjectLabel, json(r.before), json(r.after), r.ip]
    return withCompany ? [r.occurredAt, r.companyName, ...cells] : [r.occurredAt, ...cells]
  })
  // Past the headers nothing can be answered any more: a read failing now ends the download (logged).
  csv.once('error', (err) => request.log.error({ err }, 'activity export failed'))
  reply.type('text/csv; charset=utf-8').header('content-disposition', csvAttachment('activity')).header('cache-control', 'no-store')
  return reply.code(200).send(csv as unknown as string)
}

const listAdminActivity: RouteHandlers['listAdminActivity'] = async (request, reply) => {
  const { companyId } = companyPrincipalOf(request)
  const { page = 1, limit = 10 } = request.query ?? {}
  const { rows, total } = await listActivity(request.server.db, { ...filterOf(request.query), companyId, page, limit })
  return reply.code(200).send({ status: true, message: 'Activity fetched successfully', data: { records: rows.map(toEntry), total } })
}

const exportAdminActivity: RouteHandlers['exportAdminActivity'] = async (request, reply) => {
  const { companyId } = companyPrincipalOf(request)
  return sendCsv(request, reply, { ...filterOf(request.query), companyId }, false)
}

const listPlatformActivity: RouteHandlers['listPlatformActivity'] = async (request, reply) => {
  const { page = 1, limit = 10, companyId } = request.query ?? {}
  const { rows, total } = await listActivity(request.server.db, { ...filterOf(request.query), companyId, page, limit })
  return reply.code(200).send({ status: true, message: 'Activity fetched successfully', data: { records: rows.map(toEntry), total } })
}

const exportPlatformActivity: RouteHandlers['exportPlatformActivity'] = async (request, reply) => {
  return sendCsv(request, reply, { ...filterOf(request.query), companyId: request.query?.companyId }, true)
}

export const activityHandlers = { listAdminActivity, exportAdminActivity, listPlatformActivity, exportPlatformActivity }

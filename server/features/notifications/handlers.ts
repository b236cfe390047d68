import type { RouteHandlers } from '@/client/fastify.gen'
import type { Notification, NotificationData } from '@/client/types.gen'
import { companyPrincipalOf } from '../../plugins/auth'
import { notFound } from '../../lib/errors'
import * as repo from './repository'

/** The member's bell: their notifications with the unread count, and marking them read. */

type Row = Awaited<ReturnType<typeof repo.newestOf>>['rows'][number]

const toNotification = (row: Row): Notification => ({
  id: row.id,
  kind: row.kind,
  purchaseId: row.purchaseId,
  data: row.data as NotificationData,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt ? row.readAt.toISOString() : null,
})

const listNotifications: RouteHandlers['listNotifications'] = async (request, reply) => {
  const { rows, unreadCount } = await repo.newestOf(request.server.db, companyPrincipalOf(request).userId)
  return reply.code(200).send({ status: true, message: 'Notifications fetched successfully', data: { records: rows.map(toNotification), unreadCount } })
}

const markNotificationRead: RouteHandlers['markNotificationRead'] = async (request, reply) => {
  // Another member's id is as unknown as one that does not exist.
  if (!(await repo.markRead(request.server.db, companyPrincipalOf(request).userId, request.body.id))) throw notFound('NOTIFICATION_NOT_FOUND')
  return reply.code(200).send({ status: true, message: 'Notification marked as read', data: null })
}

const markAllNotificationsRead: RouteHandlers['markAllNotificationsRead'] = async (request, reply) => {
  await repo.markAllRead(request.server.db, companyPrincipalOf(request).userId)
  return reply.code(200).send({ status: true, message: 'All notifications marked as read', data: null })
}

export const notificationHandlers = { listNotifications, markNotificationRead, markAllNotificationsRead } satisfies Partial<RouteHandlers>

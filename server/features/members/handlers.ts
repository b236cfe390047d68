import type { RouteHandlers } from '@/client/fastify.gen'
import type { Transaction } from '../../db/index'
import { companyPrincipalOf } from '../../plugins/auth'
import { changedValues, recordActivity } from '../../lib/activity'
import { asIdentifier, csvAttachment, csvStream } from '../../lib/csv'
import { badRequest, conflict, notFound } from '../../lib/errors'
import { hashPassword } from '../../lib/passwords'
import { isCheckViolation, isUniqueViolation } from '../../lib/pg-errors'
import { newReferralCode } from '../../lib/referral-code'
import { revokeUserSessions } from '../../lib/sessions'
import * as repo from './repository'
import type { AdminUser } from '@/client/types.gen'

type UserRow = NonNullable<Awaited<ReturnType<typeof repo.findUser>>>
const toAdminUser = (row: UserRow): AdminUser => ({ ...row, createdAt: row.createdAt.toISOString() })

/** Recorded on the purchases a member's deletion settles, and shown to admins beside the decision. */
const MEMBER_DELETED_REASON = "The member's account was deleted."

/** Ids arrive in any case and PostgreSQL compares uuids case-insensitively: so must every guard. */
const sameId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/** The database keeps an active admin in every company (migration 0010), under races too. */
function refuseLastAdmin(err: unknown): never {
  if (isCheckViolation(err, 'company_keeps_an_admin')) throw conflict('LAST_ADMIN')
  if (isUniqueViolation(err)) throw conflict('USER_CONTACT_TAKEN')
  throw err
}

async function requireUser(request: { server: { db: Parameters<typeof repo.findUser>[0] } }, companyId: string, id: string) {
  const user = await repo.findUser(request.server.db, companyId, id)
  // Another company's id is as unknown here as a made-up one.
  if (!user) throw notFound('USER_NOT_FOUND')
  return user
}

const listUsers: RouteHandlers['listUsers'] = async (request, reply) => {
  const { companyId } = companyPrincipalOf(request)
  const { page = 1, limit = 10, search, isApproved } = request.query ?? {}
  const { rows, total, totalCapped } = await repo.listUsers(request.server.db, { companyId, page, limit, search, isApproved })
  return reply.code(200).send({ status: true, message: 'Users fetched successfully', data: { records: rows.map(toAdminUser), total, totalCapped } })
}

const USER_CSV_HEADER = ['User ID', 'Name', 'Mobile', 'Email', 'Role', 'Verified', 'Status', 'Joined']

const exportUsers: RouteHandlers['exportUsers'] = async (request, reply) => {
  const { companyId } = companyPrincipalOf(request)
  const { search, isApproved } = request.query ?? {}
  const rows = repo.exportedUsers(request.server.db, { companyId, search, isApproved })
  const csv = csvStream(USER_CSV_HEADER, rows, (u) => [
    asIdentifier(u.referralCode),
    u.name,
    asIdentifier(u.mobile),
    u.email,
    u.role,
    u.isApproved ? 'Yes' : 'No',
    u.status,
    u.createdAt,
  ])
  // Past the headers nothing can be answered any more: a read failing now ends the download (logged).
  csv.once('error', (err) => request.log.error({ err }, 'users export failed'))
  reply.type('text/csv; charset=utf-8').header('content-disposition', csvAttachment('users')).header('cache-control', 'no-store')
  // The contract types the file as text; Fastify streams it instead of buffering a million lines.
  return reply.code(200).send(csv as unknown as string)
}

/** An account an admin creates is vouched for by that admin, so it starts verified. */
const addUser: RouteHandlers['addUser'] = async (request, reply) => {
  const { companyId, userId } = companyPrincipalOf(request)
  const { db } = request.server
  const symbol = await repo.findTokenSymbol(db, companyId)
  if (!symbol) throw notFound('COMPANY_NOT_FOUND')
  const email = request.body.email.trim().toLowerCase()
  const passwordHash = await hashPassword(request.body.password)
  for (let attempt = 0; ; attempt++) {
    try {
      // A fresh transaction per attempt: a unique violation aborts the one it happens in.
      const { id } = await db.transaction(async (tx) => {
        if (request.body.role === 'ADMIN') await refuseTakenAdminEmail(tx, email)
        const values = { companyId, role: request.body.role, name: request.body.name.trim(), email, mobile: request.body.mobile, isApproved: true }
        const added = await repo.insertUser(tx, { ...values, passwordHash, referralCode: newReferralCode(symbol) })
        await recordActivity(tx, {
          companyId,
          actor: { kind: 'ADMIN', userId },
          action: 'USER_ADDED',
          subject: { type: 'USER', id: added.id, label: values.name },
          after: { name: values.name, email, mobile: values.mobile, role: values.role, isApproved: true },
          ip: request.ip,
        })
        return added
      })
      const user = await requireUser(request, companyId, id)
      return reply.code(200).send({ status: true, message: 'User added successfully', data: toAdminUser(user) })
    } catch (err) {
      if (isUniqueViolation(err, 'users_referral_code_unique') && attempt < 5) continue
      if (isUniqueViolation(err)) throw conflict('USER_CONTACT_TAKEN')
      throw err
    }
  }
}

/** The admin login knows an admin by email alone, so no two live admins, in any company, may share one. */
async function refuseTakenAdminEmail(tx: Transaction, email: string, exceptUserId?: string) {
  await repo.lockAdminEmail(tx, email)
  if (await repo.findOtherLiveAdmin(tx, email, exceptUserId)) throw conflict('ADMIN_EMAIL_TAKEN')
}

/**
 * Either the profile fields or the approval flag; a role change ends the user's sessions (they
 * carry the old role). An admin cannot demote or unverify themselves: the company could be left
 * without anyone able to sign in to its console.
 */
const updateUser: RouteHandlers['updateUser'] = async (request, reply) => {
  const { companyId, userId } = companyPrincipalOf(request)
  const { id, name, mobile, email, role, isApproved } = request.body
  const before = await requireUser(request, companyId, id)
  const values = {
    ...(name !== undefined && { name: name.trim() }),
    ...(mobile !== undefined && { mobile }),
    ...(email !== undefined && { email: email.trim().toLowerCase() }),
    ...(role !== undefined && { role }),
    ...(isApproved !== undefined && { isApproved }),
  }
  if (Object.keys(values).length === 0) throw badRequest('NOTHING_TO_UPDATE')
  const roleChanges = role !== undefined && role !== before.role
  if (sameId(id, userId) && (roleChanges || (isApproved !== undefined && isApproved !== before.isApproved))) {
    throw badRequest('OWN_ROLE_UNCHANGEABLE')
  }
  const after = { role: values.role ?? before.role, email: values.email ?? before.email }
  const verifies = isApproved === true && Object.keys(values).length === 1
  try {
    await request.server.db.transaction(async (tx) => {
      if (after.role === 'ADMIN' && (roleChanges || after.email !== before.email)) await refuseTakenAdminEmail(tx, after.email, id)
      await repo.updateUser(tx, companyId, id, values)
      if (roleChanges) await revokeUserSessions(tx, id)
      await recordActivity(tx, {
        companyId,
        actor: { kind: 'ADMIN', userId },
        action: verifies ? 'USER_VERIFIED' : 'USER_UPDATED',
        subject: { type: 'USER', id: before.id, label: values.name ?? before.name },
        ...changedValues(before, values),
        ip: request.ip,
      })
    })
  } catch (err) {
    refuseLastAdmin(err)
  }
  const user = await requireUser(request, companyId, id)
  const message = verifies ? 'User verified successfully' : 'User updated successfully'
  return reply.code(200).send({ status: true, message, data: toAdminUser(user) })
}

/**
 * Soft delete: the account can no longer sign in and leaves the lists; its purchases stay in the
 * ledger. Its pending purchases are settled as rejected, with the reason recorded, so nobody can
 * later approve tokens onto an account that is gone. The purchases are taken first, in the order
 * an approval takes them, so a deletion and an approval of the same purchase never deadlock.
 */
const deleteUser: RouteHandlers['deleteUser'] = async (request, reply) => {
  const { companyId, userId } = companyPrincipalOf(request)
  const { id } = request.body
  if (sameId(id, userId)) throw badRequest('OWN_ACCOUNT_UNDELETABLE')
  const user = await requireUser(request, companyId, id)
  try {
    await request.server.db.transaction(async (tx) => {
      await repo.rejectPendingPurchases(tx, { companyId, userId: id, adminId: userId, reason: MEMBER_DELETED_REASON })
      const deleted = await repo.updateUser(tx, companyId, id, { deletedAt: new Date() })
      await revokeUserSessions(tx, id)
      // A deletion that lost a race with another found nothing to delete, and records nothing.
      if (deleted) {
        await recordActivity(tx, {
          companyId,
          actor: { kind: 'ADMIN', userId },
          action: 'USER_DELETED',
          subject: { type: 'USER', id: user.id, label: user.name },
          before: { name: user.name, email: user.email, mobile: user.mobile, role: user.role },
          ip: request.ip,
        })
      }
    })
  } catch (err) {
    refuseLastAdmin(err)
  }
  return reply.code(200).send({ status: true, message: 'User deleted successfully', data: null })
}

export const memberHandlers = { listUsers, exportUsers, addUser, updateUser, deleteUser }

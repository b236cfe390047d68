import type { FastifyReply, FastifyRequest } from 'fastify'
import { principalOf } from '../plugins/auth'
import { revokeSession } from './sessions'

/** Every role signs out the same way: the session row is revoked, so the token dies with it. */
export async function logout(request: FastifyRequest, reply: FastifyReply) {
  await revokeSession(request.server.db, principalOf(request).sessionId)
  return reply.code(200).send({ status: true, message: 'Logged out successfully', data: null })
}

import type { RouteHandlers } from '@/client/fastify.gen'
import { otpDevice } from '../../lib/otp-device'
import { companyPrincipalOf, logout, principalOf, signInOrigin } from '../../plugins/auth'
import { activeSessionsOf, signOutOtherSessions } from './active-sessions'
import { logInAdmin } from './admin-sign-in'
import { logInMember, registerMember, resetPassword, sendPasswordResetOtp, sendRegistrationOtp } from './member-accounts'
import { sendSuperadminCode, verifySuperadminCode } from './superadmin-sign-in'
import { twoFactorHandlers } from './two-factor-handlers'
import { loadMember, sendMobileChangeCode, setMemberLanguage, setNewsChannels, toProfile, updateProfile as applyProfileChanges } from './profile'

const registerOtp: RouteHandlers['registerOtp'] = async (request, reply) => {
  await sendRegistrationOtp(request.server, request.body, request.ip, otpDevice(request, reply))
  return reply.code(200).send({ status: true, message: 'OTP sent to your email and mobile number.', data: null })
}

const register: RouteHandlers['register'] = async (request, reply) => {
  await registerMember(request.server, request.body, request.ip, otpDevice(request, reply))
  return reply.code(200).send({ status: true, message: 'Registration successful. Please log in.', data: null })
}

const userLogin: RouteHandlers['userLogin'] = async (request, reply) => {
  const token = await logInMember(request.server, request.body, request.ip, signInOrigin(request))
  return reply.code(200).send({ status: true, message: 'Login successful', data: { token } })
}

const getProfile: RouteHandlers['getProfile'] = async (request, reply) => {
  const member = await loadMember(request.server, companyPrincipalOf(request).userId)
  return reply.code(200).send({ status: true, message: 'Profile fetched successfully', data: toProfile(request.server, member) })
}

const updateProfile: RouteHandlers['updateProfile'] = async (request, reply) => {
  const member = await applyProfileChanges(request.server, companyPrincipalOf(request).userId, request.body, otpDevice(request, reply))
  return reply.code(200).send({ status: true, message: 'Profile updated successfully', data: toProfile(request.server, member) })
}

const setLanguage: RouteHandlers['setLanguage'] = async (request, reply) => {
  await setMemberLanguage(request.server, companyPrincipalOf(request).userId, request.body.language)
  return reply.code(200).send({ status: true, message: 'Language updated', data: null })
}

const setNotificationChannels: RouteHandlers['setNotificationChannels'] = async (request, reply) => {
  await setNewsChannels(request.server, companyPrincipalOf(request).userId, request.body)
  return reply.code(200).send({ status: true, message: 'Notification settings updated', data: null })
}

const sendMobileChangeOtp: RouteHandlers['sendMobileChangeOtp'] = async (request, reply) => {
  await sendMobileChangeCode(request.server, companyPrincipalOf(request).userId, request.body.mobile, request.ip, otpDevice(request, reply))
  return reply.code(200).send({ status: true, message: 'OTP successfully send', data: null })
}

const forgotPasswordOtp: RouteHandlers['forgotPasswordOtp'] = async (request, reply) => {
  await sendPasswordResetOtp(request.server, request.body, request.ip, otpDevice(request, reply))
  return reply.code(200).send({ status: true, message: 'OTP successfully send', data: null })
}

const forgotPassword: RouteHandlers['forgotPassword'] = async (request, reply) => {
  await resetPassword(request.server, request.body, otpDevice(request, reply))
  return reply.code(200).send({ status: true, message: 'Password updated successfully', data: null })
}

const companyLogin: RouteHandlers['companyLogin'] = async (request, reply) => {
  const outcome = await logInAdmin(request.server, request.body, request.ip, signInOrigin(request))
  const message =
    'token' in outcome
      ? 'Login successful'
      : outcome.twoFactor === 'VERIFY'
        ? 'Enter the code from your authenticator app.'
        : 'Your company requires two-factor sign-in. Set up your authenticator app to continue.'
  return reply.code(200).send({ status: true, message, data: outcome })
}

const superadminLoginOtp: RouteHandlers['superadminLoginOtp'] = async (request, reply) => {
  await sendSuperadminCode(request.server, request.query.email, request.ip, otpDevice(request, reply))
  return reply.code(200).send({ status: true, message: 'If this email belongs to a super admin, a code has been sent.', data: null })
}

const superadminLoginVerify: RouteHandlers['superadminLoginVerify'] = async (request, reply) => {
  const token = await verifySuperadminCode(request.server, request.body.email, request.body.otp, otpDevice(request, reply), signInOrigin(request))
  return reply.code(200).send({ status: true, message: 'Login successful', data: { token } })
}

// Every role sees and ends its own sessions the same way: the token says whose they are.
const listOwnSessions: RouteHandlers['listUserSessions'] = async (request, reply) => {
  const data = await activeSessionsOf(request.server, principalOf(request))
  return reply.code(200).send({ status: true, message: 'Active sessions fetched successfully', data })
}

const revokeOwnOtherSessions: RouteHandlers['revokeOtherUserSessions'] = async (request, reply) => {
  const { revoked, message } = await signOutOtherSessions(request.server, principalOf(request))
  return reply.code(200).send({ status: true, message, data: { revoked } })
}

/** Members, company admins and the super admin: how each signs up, signs in, recovers and keeps their account. */
export const accountHandlers = {
  registerOtp,
  register,
  userLogin,
  getProfile,
  updateProfile,
  setLanguage,
  setNotificationChannels,
  sendMobileChangeOtp,
  forgotPasswordOtp,
  forgotPassword,
  userLogout: logout,
  listUserSessions: listOwnSessions,
  revokeOtherUserSessions: revokeOwnOtherSessions,
  companyLogin,
  adminLogout: logout,
  listAdminSessions: listOwnSessions,
  revokeOtherAdminSessions: revokeOwnOtherSessions,
  superadminLoginOtp,
  superadminLoginVerify,
  superadminLogout: logout,
  listSuperadminSessions: listOwnSessions,
  revokeOtherSuperadminSessions: revokeOwnOtherSessions,
  ...twoFactorHandlers,
}

import type { RouteHandlers } from '@/client/fastify.gen'
import { companyPrincipalOf, logout } from '../../plugins/auth'
import { logInMember, registerMember, resetPassword, sendPasswordResetOtp, sendRegistrationOtp } from './accounts'
import { loadMember, sendMobileChangeCode, toProfile, updateProfile as applyProfileChanges } from './profile'

const registerOtp: RouteHandlers['registerOtp'] = async (request, reply) => {
  await sendRegistrationOtp(request.server, request.body, request.ip)
  return reply.code(200).send({ status: true, message: 'OTP sent to your email and mobile number.', data: null })
}

const register: RouteHandlers['register'] = async (request, reply) => {
  await registerMember(request.server, request.body, request.ip)
  return reply.code(200).send({ status: true, message: 'Registration successful. Please log in.', data: null })
}

const userLogin: RouteHandlers['userLogin'] = async (request, reply) => {
  const token = await logInMember(request.server, request.body, request.ip)
  return reply.code(200).send({ status: true, message: 'Login successful', data: { token } })
}

const getProfile: RouteHandlers['getProfile'] = async (request, reply) => {
  const member = await loadMember(request.server, companyPrincipalOf(request).userId)
  return reply.code(200).send({ status: true, message: 'Profile fetched successfully', data: toProfile(request.server, member) })
}

const updateProfile: RouteHandlers['updateProfile'] = async (request, reply) => {
  const member = await applyProfileChanges(request.server, companyPrincipalOf(request).userId, request.body)
  return reply.code(200).send({ status: true, message: 'Profile updated successfully', data: toProfile(request.server, member) })
}

const sendMobileChangeOtp: RouteHandlers['sendMobileChangeOtp'] = async (request, reply) => {
  await sendMobileChangeCode(request.server, companyPrincipalOf(request).userId, request.body.mobile, request.ip)
  return reply.code(200).send({ status: true, message: 'OTP successfully send', data: null })
}

const forgotPasswordOtp: RouteHandlers['forgotPasswordOtp'] = async (request, reply) => {
  await sendPasswordResetOtp(request.server, request.body, request.ip)
  return reply.code(200).send({ status: true, message: 'OTP successfully send', data: null })
}

const forgotPassword: RouteHandlers['forgotPassword'] = async (request, reply) => {
  await resetPassword(request.server, request.body)
  return reply.code(200).send({ status: true, message: 'Password updated successfully', data: null })
}

export const memberAuthHandlers = {
  registerOtp,
  register,
  userLogin,
  getProfile,
  updateProfile,
  sendMobileChangeOtp,
  forgotPasswordOtp,
  forgotPassword,
  userLogout: logout,
}

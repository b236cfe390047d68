import type { FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify'
import type { Config } from './config'
import { contractValidators } from './lib/contract-validation'
import { failure } from './lib/errors'
import configPlugin from './plugins/config'
import securityHeaders, { routerErrorHeaders } from './plugins/security-headers'
import errorHandler from './plugins/error-handler'
import database, { type OpenedDatabase } from './plugins/database'
import notifier from './plugins/notifier'
import mediaStore from './plugins/media-store'
import mediaSweeper from './plugins/media-sweeper'
import auth from './plugins/auth'
import liveEvents from './plugins/live-events'
import api from './plugins/api'
import webApp from './plugins/web-app'

/** Values that must never reach a log line, wherever they appear. */
const redactPaths = ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.otp', '*.token', '*.code', '*.authorization']

function trustNearestHops(hops: number) {
  return (_address: string, hop: number) => hop < hops
}

/** Fastify's own options, shared by main.ts and the tests so both run the same server. */
export function serverOptions(config: Config): FastifyServerOptions {
  return {
    logger: {
      level: config.logLevel,
      redact: { paths: redactPaths, censor: '[redacted]' },
      serializers: {
        // Signed media links carry their credential in the query string.
        req: (req) => ({ method: req.method, url: req.url.replace(/signature=[^&]+/g, 'signature=[redacted]'), remoteAddress: req.ip }),
      },
    },
    // A hop count as the function Fastify builds from one (its types leave numbers out): trust the nearest n hops.
    trustProxy: typeof config.trustProxy === 'number' ? trustNearestHops(config.trustProxy) : config.trustProxy,
    // A first start migrates and seeds (argon2 hashes included); on two busy cores that can pass Fastify's 10 s default.
    pluginTimeout: 120_000,
    bodyLimit: 1024 * 1024,
    // The router refuses a path parameter it cannot decode, or one over 100 characters, before any
    // hook runs: without this the answer would be Fastify's own shape, without the security headers.
    // Either way the parameter is not a valid id, which the contract answers with 400.
    frameworkErrors(error, request, genericReply) {
      const reply = (genericReply as FastifyReply).headers(routerErrorHeaders)
      if (error.statusCode && error.statusCode < 500) return reply.code(400).send(failure('INVALID_ADDRESS'))
      request.log.error({ err: error }, 'request failed')
      return reply.code(500).send(failure('INTERNAL_ERROR'))
    },
    schemaController: contractValidators,
  }
}

/** The whole product as one Fastify plugin; main.ts only launches it. */
export interface AppOptions {
  config: Config
  /** An already opened database (tests); otherwise the configured one is opened. */
  database?: OpenedDatabase
}

export default async function app(fastify: FastifyInstance, opts: AppOptions) {
  await fastify.register(configPlugin, { config: opts.config })
  await fastify.register(securityHeaders)
  await fastify.register(errorHandler)
  await fastify.register(database, { database: opts.database })
  await fastify.register(notifier)
  await fastify.register(mediaStore)
  await fastify.register(mediaSweeper)
  await fastify.register(auth)
  await fastify.register(liveEvents)
  await fastify.register(api)
  await fastify.register(webApp)
}

import type { Http2SecureServer } from 'node:http2'
import Fastify, { type FastifyHttp2SecureOptions, type FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import closeWithGrace from 'close-with-grace'
import app, { serverOptions } from './app'
import { assertProductionReady, httpsOptions, loadConfig } from './config'
import { printBanner } from './banner'

const config = loadConfig()
await assertProductionReady(config)

/**
 * Routes and plugins use only the request/reply API, which is the same over HTTP/2; the cast only
 * drops the raw server type from Fastify's generics. Browsers keep an HTTP/2 session open, and on
 * Node 20 closing the server waits for every session to end: forceCloseConnections makes the close
 * send each session a GOAWAY (its open streams still finish; HTTP/1.1 keep-alive sockets are
 * closed too), or every restart would sit out the whole grace period and be killed.
 */
function http2Server(tls: NonNullable<ReturnType<typeof httpsOptions>>): FastifyInstance {
  const options = { ...(serverOptions(config) as FastifyHttp2SecureOptions<Http2SecureServer>), http2: true as const, https: tls, forceCloseConnections: true }
  return Fastify(options) as unknown as FastifyInstance
}

const https = httpsOptions(config)
const server = https ? http2Server(https) : Fastify(serverOptions(config))
await server.register(fp(app), { config })

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) server.log.error({ err }, 'server closing with error')
  else server.log.info(`${signal} received, server closing`)
  await server.close()
})

// Started by `npm start` (scripts/start.mjs) with an IPC channel: if that parent dies without
// passing a signal on (SIGKILL), the channel closes and the server stops gracefully instead of
// living on as an orphan that holds the port.
if (process.channel) {
  process.channel.unref()
  process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'))
}

try {
  await server.listen({ host: config.host, port: config.port })
  printBanner(server)
} catch (err) {
  server.log.error(err)
  process.exit(1)
}

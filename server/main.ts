import Fastify from 'fastify'
import fp from 'fastify-plugin'
import closeWithGrace from 'close-with-grace'
import app, { serverOptions } from './app'
import { assertProductionReady, loadConfig } from './config'
import { printBanner } from './banner'

const config = loadConfig()
assertProductionReady(config)

const server = Fastify(serverOptions(config))
await server.register(fp(app), { config })

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) server.log.error({ err }, 'server closing with error')
  else server.log.info(`${signal} received, server closing`)
  await server.close()
})

try {
  await server.listen({ host: config.host, port: config.port })
  printBanner(server)
} catch (err) {
  server.log.error(err)
  process.exit(1)
}

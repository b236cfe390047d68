/**
 * The framework ceiling: a bare Fastify app answering a constant JSON body from memory, with no
 * auth, hooks or database. Run as its own process, like the real server, so it does not share an
 * event loop with the load generator. PUT /__payload sets the body every other request gets.
 */
import Fastify from 'fastify'

const app = Fastify({ logger: false, bodyLimit: 10 * 1024 * 1024 })
let payload = '{"status":true}'
app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body))
app.put('/__payload', async (request) => {
  payload = request.body
  return { ok: true }
})
app.all('/*', async (_request, reply) => reply.type('application/json; charset=utf-8').send(payload))
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) })
process.send?.('ready')

/**
 * The SMS provider the bench's product server sends to: it answers 200 to every message and keeps
 * none. Each approval now texts its buyer (and each paid referrer); with nothing listening, every
 * SMS would fail, be logged and retried up to eight times, work that production, whose provider
 * answers, does not do. Its own process, as the provider would be its own host.
 */
import http from 'node:http'

const server = http.createServer((request, response) => {
  request.resume()
  request.on('end', () => response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}'))
})
server.keepAliveTimeout = 60_000
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'))
